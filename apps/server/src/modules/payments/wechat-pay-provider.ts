import crypto from 'node:crypto';
import { z } from 'zod';
import { paymentNoticeUnreadable, paymentProviderFailed, paymentSignatureInvalid } from '../../platform/errors';
import type { PaymentProvider, ProviderPayment, VerifiedNotice } from './payment-provider';
import type { WechatPayKeys } from './wechat-pay-keys';
import {
  decryptWechatResource,
  fromOutTradeNo,
  toOutTradeNo,
  verifyWechatSignature,
  type WechatSignedHeaders,
  wechatAuthorization,
  wechatBridgeRequest,
} from './wechat-pay-signing';

export const WECHAT_PAY_NOTIFY_PATH = '/api/pay/notify/wechat';
export const WECHAT_REFUND_NOTIFY_PATH = '/api/pay/notify/wechat/refund';

export interface WechatPaySettings {
  mchId: string;
  /** The app H5 and Native payments are made in (WECHAT_PAY_APP_ID). */
  appId: string;
  /** The official account JSAPI payments inside WeChat are made in; none, no JSAPI. */
  jsapiAppId: string | undefined;
  /** Serial number of the merchant API certificate whose private key signs our requests. */
  serialNo: string;
  /** Our private key, and WeChat Pay's keys by the serial or PUB_KEY_ID_… its answers and notices name. */
  keys: WechatPayKeys;
  apiV3Key: string;
  /** https://api.mch.weixin.qq.com, or a stand-in in tests. */
  baseUrl: string;
  /** The shop's public origin: notices come back to it, payers return to it. */
  publicUrl: string;
}

const notice = z.object({
  event_type: z.string(),
  resource: z.object({
    algorithm: z.string(),
    ciphertext: z.string(),
    associated_data: z.string().optional(),
    nonce: z.string(),
  }),
});
const transaction = z.object({
  appid: z.string().optional(),
  mchid: z.string(),
  out_trade_no: z.string(),
  transaction_id: z.string().optional(),
  trade_state: z.string(),
  success_time: z.string().optional(),
  amount: z.object({ total: z.number().int() }).optional(),
});
const refundResource = z.object({ mchid: z.string(), out_refund_no: z.string(), refund_status: z.string() });
const refundAnswer = z.object({ out_refund_no: z.string(), status: z.string() });

const PAYMENT_STATES: Record<string, ProviderPayment['status']> = {
  SUCCESS: 'paid',
  REFUND: 'refunded',
  NOTPAY: 'pending',
  USERPAYING: 'pending',
  CLOSED: 'failed',
  REVOKED: 'failed',
  PAYERROR: 'failed',
};

/** WeChat's refund states as the shop counts them; CLOSED and ABNORMAL refunds gave nothing back. */
const REFUND_STATES: Record<string, 'succeeded' | 'processing' | 'failed'> = {
  SUCCESS: 'succeeded',
  PROCESSING: 'processing',
  CLOSED: 'failed',
  ABNORMAL: 'failed',
};

/**
 * WeChat Pay API v3 on node:crypto (decisions 013 and 051): H5 payments in a phone's browser, Native (a QR code) on a
 * desktop, JSAPI inside WeChat; signed requests, answers and notices checked against the platform certificates or the
 * public key their Wechatpay-Serial names, notice resources opened with the API v3 key.
 */
export function wechatPayProvider(settings: WechatPaySettings, now: () => number = Date.now) {
  const key = { mchId: settings.mchId, serialNo: settings.serialNo, privateKey: settings.keys.privateKey };
  const verifiers = settings.keys.verifiers;
  const base = settings.baseUrl.replace(/\/$/, '');
  // A notice for a payment made in another app of the merchant is not one of ours.
  const ourAppIds = new Set([settings.appId, ...(settings.jsapiAppId ? [settings.jsapiAppId] : [])]);

  /** One signed call; answers the status and the checked JSON body (undefined for 404). */
  async function call(method: 'GET' | 'POST', pathWithQuery: string, payload?: object) {
    const body = payload ? JSON.stringify(payload) : '';
    const timestamp = Math.floor(now() / 1000);
    const authorization = wechatAuthorization(key, { method, pathWithQuery, body }, timestamp, crypto.randomUUID());
    let response: Response;
    try {
      response = await fetch(`${base}${pathWithQuery}`, {
        method,
        headers: {
          authorization,
          accept: 'application/json',
          ...(payload ? { 'content-type': 'application/json' } : {}),
        },
        ...(payload ? { body } : {}),
        signal: AbortSignal.timeout(10_000),
      });
    } catch {
      throw paymentProviderFailed('wechat', 'unreachable');
    }
    const raw = await response.text();
    if (response.status === 404) return undefined;
    if (!response.ok) throw paymentProviderFailed('wechat', `refused (${response.status})`);
    // A forged answer could claim a payment succeeded: only answers WeChat signed are believed.
    try {
      verifyWechatSignature(verifiers, headersOf(response), raw, now());
      return raw ? (JSON.parse(raw) as unknown) : {};
    } catch {
      throw paymentProviderFailed('wechat', 'the answer is not signed by WeChat Pay');
    }
  }

  function headersOf(response: Response): WechatSignedHeaders {
    return {
      timestamp: response.headers.get('wechatpay-timestamp') ?? undefined,
      nonce: response.headers.get('wechatpay-nonce') ?? undefined,
      signature: response.headers.get('wechatpay-signature') ?? undefined,
      serial: response.headers.get('wechatpay-serial') ?? undefined,
    };
  }

  /** A notice's resource, opened after its signature held; notices for another merchant are refused. */
  function open(headers: WechatSignedHeaders, rawBody: string) {
    verifyWechatSignature(verifiers, headers, rawBody, now());
    const parsed = notice.safeParse(safeJson(rawBody));
    if (!parsed.success) throw paymentNoticeUnreadable('body: not a WeChat Pay notice');
    return {
      eventType: parsed.data.event_type,
      resource: decryptWechatResource(settings.apiV3Key, parsed.data.resource),
    };
  }

  const provider: PaymentProvider = {
    name: 'wechat',

    async createPayment({ paymentId, amountCents, scene, subject, returnUrl, payerIp, payerOpenId }) {
      const order = {
        mchid: settings.mchId,
        description: subject.slice(0, 127),
        out_trade_no: toOutTradeNo(paymentId),
        notify_url: `${settings.publicUrl}${WECHAT_PAY_NOTIFY_PATH}`,
        amount: { total: amountCents, currency: 'CNY' },
      };
      if (scene === 'desktop') {
        const answer = z
          .object({ code_url: z.string() })
          .safeParse(await call('POST', '/v3/pay/transactions/native', { appid: settings.appId, ...order }));
        if (!answer.success) throw paymentProviderFailed('wechat', 'no code_url in the answer');
        return { codeUrl: answer.data.code_url };
      }
      if (scene === 'wechat') {
        const appId = settings.jsapiAppId;
        if (!appId || !payerOpenId)
          throw paymentProviderFailed('wechat', 'JSAPI needs the official account and the payer');
        const answer = z.object({ prepay_id: z.string() }).safeParse(
          await call('POST', '/v3/pay/transactions/jsapi', {
            appid: appId,
            ...order,
            payer: { openid: payerOpenId },
          }),
        );
        if (!answer.success) throw paymentProviderFailed('wechat', 'no prepay_id in the answer');
        const timestamp = Math.floor(now() / 1000);
        const nonce = crypto.randomBytes(16).toString('hex');
        return { bridge: wechatBridgeRequest(key.privateKey, appId, answer.data.prepay_id, timestamp, nonce) };
      }
      const answer = z.object({ h5_url: z.string() }).safeParse(
        await call('POST', '/v3/pay/transactions/h5', {
          appid: settings.appId,
          ...order,
          scene_info: { payer_client_ip: payerIp ?? '127.0.0.1', h5_info: { type: 'Wap' } },
        }),
      );
      if (!answer.success) throw paymentProviderFailed('wechat', 'no h5_url in the answer');
      // WeChat sends the payer back to redirect_url when they leave its page.
      return {
        payUrl: `${answer.data.h5_url}&redirect_url=${encodeURIComponent(`${settings.publicUrl}${returnUrl}`)}`,
      };
    },

    async query(paymentId) {
      const path = `/v3/pay/transactions/out-trade-no/${toOutTradeNo(paymentId)}?mchid=${encodeURIComponent(settings.mchId)}`;
      const found = await call('GET', path);
      if (found === undefined) return undefined;
      const seen = transaction.safeParse(found);
      if (!seen.success) throw paymentProviderFailed('wechat', 'unreadable transaction');
      return {
        status: PAYMENT_STATES[seen.data.trade_state] ?? 'pending',
        tradeNo: seen.data.transaction_id ?? '',
        amountCents: seen.data.amount?.total ?? 0,
        paidAt: seen.data.success_time ? Date.parse(seen.data.success_time) : null,
      };
    },

    async refund({ refundId, paymentId, amountCents, paymentAmountCents }) {
      const answer = refundAnswer.safeParse(
        await call('POST', '/v3/refund/domestic/refunds', {
          out_trade_no: toOutTradeNo(paymentId),
          out_refund_no: refundId,
          notify_url: `${settings.publicUrl}${WECHAT_REFUND_NOTIFY_PATH}`,
          amount: { refund: amountCents, total: paymentAmountCents, currency: 'CNY' },
        }),
      );
      if (!answer.success) throw paymentProviderFailed('wechat', 'unreadable refund answer');
      const state = REFUND_STATES[answer.data.status];
      if (state === 'succeeded' || state === 'processing') return state;
      throw paymentProviderFailed('wechat', `refund ${answer.data.status.toLowerCase()}`);
    },

    async queryRefund(refundId) {
      const found = await call('GET', `/v3/refund/domestic/refunds/${encodeURIComponent(refundId)}`);
      if (found === undefined) return undefined;
      const seen = refundAnswer.safeParse(found);
      if (!seen.success) throw paymentProviderFailed('wechat', 'unreadable refund');
      return REFUND_STATES[seen.data.status] ?? 'processing';
    },
  };

  return {
    provider,

    /** A payment notice checked and opened; undefined for a notice that settles nothing (not a success). */
    verifyPaymentNotice(headers: WechatSignedHeaders, rawBody: string): VerifiedNotice | undefined {
      const { resource } = open(headers, rawBody);
      const paid = transaction.safeParse(resource);
      if (!paid.success || !paid.data.amount) throw paymentNoticeUnreadable('resource: not a transaction');
      if (paid.data.mchid !== settings.mchId) throw paymentSignatureInvalid('mchid: not this merchant');
      if (!paid.data.appid || !ourAppIds.has(paid.data.appid)) throw paymentSignatureInvalid('appid: not this shop');
      if (paid.data.trade_state !== 'SUCCESS') return undefined;
      return {
        paymentId: fromOutTradeNo(paid.data.out_trade_no),
        tradeNo: paid.data.transaction_id ?? paid.data.out_trade_no,
        amountCents: paid.data.amount.total,
        result: 'SUCCESS',
        paidAt: paid.data.success_time ? Date.parse(paid.data.success_time) : now(),
      };
    },

    /** A refund notice checked and opened: which refund ended, and how. */
    verifyRefundNotice(headers: WechatSignedHeaders, rawBody: string) {
      const { resource } = open(headers, rawBody);
      const refund = refundResource.safeParse(resource);
      if (!refund.success) throw paymentNoticeUnreadable('resource: not a refund');
      if (refund.data.mchid !== settings.mchId) throw paymentSignatureInvalid('mchid: not this merchant');
      const state = REFUND_STATES[refund.data.refund_status];
      return {
        refundId: refund.data.out_refund_no,
        outcome: state === 'succeeded' || state === 'failed' ? state : undefined,
      };
    },
  };
}

export type WechatPay = ReturnType<typeof wechatPayProvider>;

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
