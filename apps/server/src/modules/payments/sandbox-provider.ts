import crypto from 'node:crypto';
import type { SandboxNotice } from '@ffe/shared/contracts/payment';
import { toYuan } from '@ffe/shared/domain/money';
import { violatesUnique } from '../../db/errors';
import { conflict, notFound, paymentSignatureInvalid, unavailable } from '../../platform/errors';
import type { PaymentProvider, VerifiedNotice } from './payment-provider';
import type { SandboxRefundRow, SandboxRepository } from './sandbox.repository';

/** Where the sandbox's hosted pay page lives in the web app. */
export const SANDBOX_PAY_PATH = '/pay/sandbox';
/** A notice that is not acknowledged is sent again after these delays, as real providers do. */
const NOTICE_RETRY_DELAYS_MS = [0, 1_000, 5_000, 30_000, 120_000];

export interface SandboxProviderDeps {
  repo: SandboxRepository;
  /** Signs and checks notices; the shop and the "provider" share it, as with a real provider's key. */
  secret: string;
  merchant: string;
  /** Posts a notice to the shop's notify URL; true when the shop acknowledged it. */
  deliverNotice: (notice: SandboxNotice) => Promise<boolean>;
  onNoticeError?: (error: unknown) => void;
  now?: () => number;
}

/** The signature of a notice: HMAC-SHA256 over its fields sorted by name, `sign` left out. */
export function signNotice(fields: Omit<SandboxNotice, 'sign'>, secret: string): string {
  const canonical = Object.entries(fields)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, value]) => `${key}=${value}`)
    .join('&');
  return crypto.createHmac('sha256', secret).update(canonical).digest('hex');
}

const refused = (message: string) => unavailable('REFUND_FAILED', message);

/** A repeated refund id answers the first result, unless it names another payment or amount (a bug in the caller). */
function sameRefund(first: SandboxRefundRow, paymentId: string, amountCents: number): 'succeeded' {
  if (first.payment_id !== paymentId || first.amount !== amountCents) {
    throw refused('This refund id was used for another refund');
  }
  return 'succeeded';
}

/**
 * The built-in payment provider (decision 006): it behaves like a real one, with its own books, a hosted pay page where
 * the payer confirms or fails, an asynchronous signed notice with retries, and query and refund calls.
 */
export function sandboxProvider(deps: SandboxProviderDeps) {
  const now = deps.now ?? Date.now;
  const timers = new Set<NodeJS.Timeout>();

  async function transaction(paymentId: string) {
    const row = await deps.repo.find(paymentId);
    if (!row) throw notFound('payment');
    return row;
  }

  function notice(fields: Omit<SandboxNotice, 'sign' | 'nonce'>): SandboxNotice {
    const unsigned = { ...fields, nonce: crypto.randomBytes(8).toString('hex') };
    return { ...unsigned, sign: signNotice(unsigned, deps.secret) };
  }

  /** Sends the notice until the shop acknowledges it or the retries run out. */
  function sendNotice(body: SandboxNotice, attempt = 0) {
    const delay = NOTICE_RETRY_DELAYS_MS[attempt];
    if (delay === undefined) return;
    const timer = setTimeout(async () => {
      timers.delete(timer);
      const acknowledged = await deps.deliverNotice(body).catch((error: unknown) => {
        deps.onNoticeError?.(error);
        return false;
      });
      if (!acknowledged) sendNotice(body, attempt + 1);
    }, delay);
    timer.unref();
    timers.add(timer);
  }

  async function settle(paymentId: string, result: 'SUCCESS' | 'FAILED') {
    const at = now();
    const settled = await deps.repo.settle(
      paymentId,
      result === 'SUCCESS' ? 'paid' : 'failed',
      result === 'SUCCESS' ? at : null,
    );
    const row = await transaction(paymentId);
    const wanted = result === 'SUCCESS' ? 'paid' : 'failed';
    // Confirming twice sends the notice again, as a provider replays it; anything else has already ended.
    if (!settled && row.status !== wanted) {
      throw conflict('PAYMENT_NOT_PAYABLE', `This payment is already ${row.status}`);
    }
    sendNotice(
      notice({
        paymentId,
        tradeNo: row.trade_no,
        amountCents: row.amount,
        result,
        paidAt: row.paid_at ?? at,
      }),
    );
    return { status: row.status };
  }

  /** Parameters a stand-in WeixinJSBridge takes: its package names the payment, whose hosted page's calls it makes. */
  function bridgeRequest(paymentId: string) {
    const unsigned = {
      appId: 'sandbox',
      timeStamp: String(Math.floor(now() / 1000)),
      nonceStr: crypto.randomBytes(16).toString('hex'),
      package: `prepay_id=${paymentId}`,
    };
    const message = `${unsigned.appId}\n${unsigned.timeStamp}\n${unsigned.nonceStr}\n${unsigned.package}\n`;
    const paySign = crypto.createHmac('sha256', deps.secret).update(message).digest('base64');
    return { ...unsigned, signType: 'RSA' as const, paySign };
  }

  const provider: PaymentProvider = {
    name: 'sandbox',

    async createPayment({ paymentId, amountCents, channel, scene, subject, returnUrl }) {
      await deps.repo.insert({
        id: paymentId,
        trade_no: `SB${Date.now()}${crypto.randomInt(0, 1_000_000).toString().padStart(6, '0')}`,
        merchant: deps.merchant,
        subject,
        channel,
        amount: amountCents,
        refunded_amount: 0,
        status: 'pending',
        return_url: returnUrl,
        refunds_to_refuse: 0,
        paid_at: null,
        created_at: now(),
      });
      const page = `${SANDBOX_PAY_PATH}?paymentId=${encodeURIComponent(paymentId)}`;
      // WeChat's ways stood in for: a QR code of the hosted page on a desktop, bridge parameters inside WeChat.
      if (channel === 'wechat' && scene === 'desktop') return { codeUrl: page };
      if (channel === 'wechat' && scene === 'wechat') return { bridge: bridgeRequest(paymentId) };
      return { payUrl: page };
    },

    async query(paymentId) {
      const row = await deps.repo.find(paymentId);
      return row && { status: row.status, tradeNo: row.trade_no, amountCents: row.amount, paidAt: row.paid_at };
    },

    async refund({ refundId, paymentId, amountCents }) {
      // A refund id seen before answers its first result: the money went back then, never again.
      const seen = await deps.repo.findRefund(refundId);
      if (seen) return sameRefund(seen, paymentId, amountCents);
      await transaction(paymentId);
      if (await deps.repo.takeRefusal(paymentId)) throw refused('The provider refused this refund for now');
      try {
        await deps.repo.transaction(async (trx) => {
          await deps.repo.insertRefund(
            { id: refundId, payment_id: paymentId, amount: amountCents, created_at: now() },
            trx,
          );
          if (!(await deps.repo.giveBack(paymentId, amountCents, trx))) {
            throw refused(`The payment does not hold ${toYuan(amountCents)} yuan to give back`);
          }
        });
      } catch (error) {
        // The same refund id came in twice at once: the other call gave the money.
        if (!violatesUnique(error, 'sandbox_refunds')) throw error;
        const first = await deps.repo.findRefund(refundId);
        if (!first) throw error;
        return sameRefund(first, paymentId, amountCents);
      }
      return 'succeeded';
    },
    async queryRefund(refundId) {
      return (await deps.repo.findRefund(refundId)) ? 'succeeded' : undefined;
    },
  };

  return {
    provider,

    /** What the hosted pay page shows. */
    async page(paymentId: string) {
      const row = await transaction(paymentId);
      return {
        paymentId: row.id,
        merchant: row.merchant,
        subject: row.subject,
        channel: row.channel,
        amount: toYuan(row.amount),
        status: row.status,
        returnUrl: row.return_url,
      };
    },

    /** The payer confirms on the hosted page: the payment is made and the shop is told. */
    confirm: (paymentId: string) => settle(paymentId, 'SUCCESS'),

    /** The payer gives up or the card is declined. */
    fail: (paymentId: string) => settle(paymentId, 'FAILED'),

    /** Checks a notice's signature; a forged or altered notice is refused with 400. */
    verifyNotice(body: SandboxNotice): VerifiedNotice {
      const { sign, ...fields } = body;
      const expected = Buffer.from(signNotice(fields, deps.secret), 'hex');
      if (!crypto.timingSafeEqual(expected, Buffer.from(sign, 'hex'))) {
        throw paymentSignatureInvalid('sign: the notice signature does not match');
      }
      return {
        paymentId: body.paymentId,
        tradeNo: body.tradeNo,
        amountCents: body.amountCents,
        result: body.result,
        paidAt: body.paidAt,
      };
    },

    /** Stops the notices still waiting to be sent (the server is closing). */
    close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}

export type SandboxProvider = ReturnType<typeof sandboxProvider>;
