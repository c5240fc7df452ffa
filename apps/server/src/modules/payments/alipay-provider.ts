import crypto from 'node:crypto';
import type { PayScene } from '@ffe/shared/contracts/payment';
import { paymentNoticeUnreadable, paymentProviderFailed, paymentSignatureInvalid } from '../../platform/errors';
import {
  type AnswerPart,
  beijingTime,
  centsOf,
  fromBeijingTime,
  noticeSignContent,
  readNoticeForm,
  requestSignContent,
  rsa2Sign,
  rsa2Verify,
  signedAnswerPart,
  yuanText,
} from './alipay-signing';
import type { PaymentProvider, ProviderPayment, VerifiedNotice } from './payment-provider';

export const ALIPAY_NOTIFY_PATH = '/api/pay/notify/alipay';

export interface AlipaySettings {
  appId: string;
  privateKeyPem: string;
  /** Alipay's public key, which signs its answers and notices. */
  alipayPublicKeyPem: string;
  /** https://openapi.alipay.com/gateway.do, or a stand-in in tests. */
  gateway: string;
  /** The shop's public origin: notices come back to it, payers return to it. */
  publicUrl: string;
  /** The merchant's Alipay account (PID, 2088…); when set, a notice for another seller is refused. */
  sellerId?: string;
  /** The payment a refund gives back from; Alipay looks refunds up by payment and refund together. */
  paymentIdOfRefund?: (refundId: string) => Promise<string | undefined>;
}

/** What an Alipay notice means to the shop once its signature held. */
export type AlipayNotice =
  | { kind: 'payment'; notice: VerifiedNotice }
  | { kind: 'refund'; refundId: string }
  | undefined;

const TRADE_STATES: Record<string, ProviderPayment['status']> = {
  WAIT_BUYER_PAY: 'pending',
  TRADE_SUCCESS: 'paid',
  TRADE_FINISHED: 'paid',
  TRADE_CLOSED: 'failed',
};

type Answer = AnswerPart['part'];

/** The page a payer pays on, by where they are (decision 052). */
const PAY_PAGES: Record<PayScene, { method: string; productCode: string }> = {
  desktop: { method: 'alipay.trade.page.pay', productCode: 'FAST_INSTANT_TRADE_PAY' },
  phone: { method: 'alipay.trade.wap.pay', productCode: 'QUICK_WAP_WAY' },
  // Alipay does not open inside WeChat: the shop's page sends the payer to a browser, where the wap page works.
  wechat: { method: 'alipay.trade.wap.pay', productCode: 'QUICK_WAP_WAY' },
};

/** Alipay's open API on node:crypto (decisions 013, 052): pay pages by a signed redirect, RSA2 answers and notices. */
export function alipayProvider(settings: AlipaySettings, now: () => number = Date.now) {
  const privateKey = crypto.createPrivateKey(settings.privateKeyPem);
  const alipayKey = crypto.createPublicKey(settings.alipayPublicKeyPem);

  /** The common parameters of a call, signed. */
  function signed(method: string, biz: object, extra: Record<string, string> = {}): Record<string, string> {
    const all: Record<string, string> = {
      app_id: settings.appId,
      method,
      format: 'JSON',
      charset: 'utf-8',
      sign_type: 'RSA2',
      timestamp: beijingTime(now()),
      version: '1.0',
      biz_content: JSON.stringify(biz),
      ...extra,
    };
    // The SDK signs an empty value as `k=` but Alipay's gateway leaves out blank ones, so none is ever sent.
    const params = Object.fromEntries(Object.entries(all).filter(([, v]) => v.trim() !== ''));
    return { ...params, sign: rsa2Sign(requestSignContent(params), privateKey) };
  }

  /** One gateway call; answers the checked `<method>_response` part. */
  async function call(method: string, biz: object): Promise<Answer> {
    let raw: string;
    try {
      const response = await fetch(settings.gateway, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded;charset=utf-8' },
        body: new URLSearchParams(signed(method, biz)).toString(),
        signal: AbortSignal.timeout(10_000),
      });
      raw = await response.text();
    } catch {
      throw paymentProviderFailed('alipay', 'unreachable');
    }
    let answer: AnswerPart | undefined;
    try {
      answer = signedAnswerPart(raw, `${method.replaceAll('.', '_')}_response`);
    } catch {
      answer = undefined;
    }
    if (!answer) throw paymentProviderFailed('alipay', 'unreadable answer');
    // An error answer changes nothing, so it is a refusal whether or not it is signed (Alipay often does not sign one).
    if (answer.key === 'error_response') {
      throw paymentProviderFailed('alipay', `refused (${answer.part.sub_code ?? answer.part.code})`);
    }
    // A forged answer could claim a trade was paid: only answers Alipay signed are believed.
    if (!answer.sign || !rsa2Verify(answer.content, answer.sign, alipayKey)) {
      throw paymentProviderFailed('alipay', 'the answer is not signed by Alipay');
    }
    return answer.part;
  }

  const notFound = (answer: Answer) => answer.code === '40004' && /NOT_EXIST/.test(answer.sub_code ?? '');

  async function refundState(paymentId: string, refundId: string) {
    const answer = await call('alipay.trade.fastpay.refund.query', {
      out_trade_no: paymentId,
      out_request_no: refundId,
      query_options: ['gmt_refund_pay'],
    });
    if (notFound(answer)) return undefined;
    if (answer.code !== '10000') throw paymentProviderFailed('alipay', `refund query refused (${answer.code})`);
    // Alipay answers a refund it never received with no refund amount at all.
    if (!answer.refund_amount) return undefined;
    return !answer.refund_status || answer.refund_status === 'REFUND_SUCCESS' ? 'succeeded' : 'processing';
  }

  const provider: PaymentProvider = {
    name: 'alipay',

    async createPayment({ paymentId, amountCents, scene, subject, returnUrl }) {
      const page = PAY_PAGES[scene];
      const back = `${settings.publicUrl}${returnUrl}`;
      const params = signed(
        page.method,
        {
          out_trade_no: paymentId,
          total_amount: yuanText(amountCents),
          subject: subject.slice(0, 256),
          product_code: page.productCode,
          // Only the wap page has a way back without paying; the desktop page's is the browser's own.
          ...(page.method === 'alipay.trade.wap.pay' ? { quit_url: back } : {}),
        },
        { notify_url: `${settings.publicUrl}${ALIPAY_NOTIFY_PATH}`, return_url: back },
      );
      return { payUrl: `${settings.gateway}?${new URLSearchParams(params).toString()}` };
    },

    async query(paymentId) {
      const answer = await call('alipay.trade.query', { out_trade_no: paymentId });
      if (notFound(answer)) return undefined;
      if (answer.code !== '10000') throw paymentProviderFailed('alipay', `query refused (${answer.code})`);
      return {
        status: TRADE_STATES[answer.trade_status ?? ''] ?? 'pending',
        tradeNo: answer.trade_no ?? '',
        amountCents: centsOf(answer.total_amount) ?? 0,
        paidAt: fromBeijingTime(answer.send_pay_date) ?? null,
      };
    },

    async refund({ refundId, paymentId, amountCents }) {
      const answer = await call('alipay.trade.refund', {
        out_trade_no: paymentId,
        refund_amount: yuanText(amountCents),
        out_request_no: refundId,
      });
      if (answer.code !== '10000')
        throw paymentProviderFailed('alipay', `refund refused (${answer.sub_code ?? answer.code})`);
      if (answer.fund_change === 'Y') return 'succeeded';
      // A repeated out_request_no answers "no funds moved" for a refund already made: ask which it is.
      return (await refundState(paymentId, refundId)) === 'succeeded' ? 'succeeded' : 'processing';
    },

    async queryRefund(refundId) {
      const paymentId = await settings.paymentIdOfRefund?.(refundId);
      if (!paymentId) return undefined;
      return refundState(paymentId, refundId);
    },
  };

  return {
    provider,

    /** A form-encoded notice checked as alipay-sdk's checkNotifySignV2 checks it (decision 052), then read. */
    verifyNotice(rawBody: string): AlipayNotice {
      const form = readNoticeForm(rawBody);
      if (!form) throw paymentNoticeUnreadable('notice: a field comes twice, or is not in the notice charset');
      const { fields } = form;
      // The SDK takes a notice without sign_type as RSA2; RSA (SHA-1) is refused, the shop's key being RSA2.
      const signType = fields.sign_type || 'RSA2';
      if (!fields.sign || signType !== 'RSA2') throw paymentSignatureInvalid('sign: missing or not RSA2');
      const sign = fields.sign;
      if (
        ![undefined, signType].some((withSignType) =>
          rsa2Verify(noticeSignContent(form, withSignType), sign, alipayKey),
        )
      ) {
        throw paymentSignatureInvalid('sign: the notice signature does not match');
      }
      if (fields.app_id !== settings.appId) throw paymentSignatureInvalid('app_id: not this shop');
      if (settings.sellerId && fields.seller_id !== settings.sellerId) {
        throw paymentSignatureInvalid('seller_id: not this shop');
      }
      // A refund's notice carries the refund's out_request_no as out_biz_no.
      if (fields.out_biz_no) return { kind: 'refund', refundId: fields.out_biz_no };
      const status = TRADE_STATES[fields.trade_status ?? ''];
      const amountCents = centsOf(fields.total_amount);
      if (!fields.out_trade_no || !fields.trade_no || amountCents === undefined) {
        throw paymentNoticeUnreadable('notice: out_trade_no, trade_no or total_amount missing');
      }
      if (status !== 'paid' && status !== 'failed') return undefined;
      return {
        kind: 'payment',
        notice: {
          paymentId: fields.out_trade_no,
          tradeNo: fields.trade_no,
          amountCents,
          result: status === 'paid' ? 'SUCCESS' : 'FAILED',
          paidAt: fromBeijingTime(fields.gmt_payment) ?? now(),
        },
      };
    },
  };
}

export type Alipay = ReturnType<typeof alipayProvider>;
