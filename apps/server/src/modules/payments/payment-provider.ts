import type { PayChannel } from '@ffe/shared/contracts/order';
import type { PayScene, WechatBridgeRequest } from '@ffe/shared/contracts/payment';

/** A payment as the provider sees it. */
export interface ProviderPayment {
  status: 'pending' | 'paid' | 'failed' | 'refunded';
  tradeNo: string;
  amountCents: number;
  paidAt: number | null;
}

/** One refund as the provider sees it; refundId is its idempotency key. */
export interface ProviderRefund {
  refundId: string;
  paymentId: string;
  amountCents: number;
  paymentAmountCents: number;
}

/**
 * How the payer pays a payment the provider opened: at its page (`payUrl`), by scanning `codeUrl` with WeChat, or
 * through WeixinJSBridge inside WeChat (`bridge`).
 */
export type ProviderPayStart = { payUrl: string } | { codeUrl: string } | { bridge: WechatBridgeRequest };

/** A notice the provider sent, after its signature was checked. */
export interface VerifiedNotice {
  paymentId: string;
  tradeNo: string;
  amountCents: number;
  result: 'SUCCESS' | 'FAILED';
  paidAt: number;
}

/**
 * What the shop needs of a payment provider (decision 006). The provider confirms payments by a signed, asynchronous
 * notice; `query` is the fallback a client's status check uses while the notice is on its way.
 */
export interface PaymentProvider {
  readonly name: string;
  /** Opens a payment with the provider and answers how the payer pays it. */
  createPayment(payment: {
    paymentId: string;
    amountCents: number;
    channel: PayChannel;
    /** Where the payer is: inside WeChat, in a phone browser or on a desktop. */
    scene: PayScene;
    subject: string;
    returnUrl: string;
    /** The payer's address, which WeChat's H5 payments require. */
    payerIp?: string;
    /** The payer's openid in the official account, which JSAPI payments inside WeChat require; undefined when unbound. */
    payerOpenId?: string | undefined;
  }): Promise<ProviderPayStart>;
  query(paymentId: string): Promise<ProviderPayment | undefined>;
  /** Asks the provider to give money back; a repeated refundId never refunds twice. Throws when refused or unreachable; 'processing' when the provider settles later. */
  refund(refund: ProviderRefund): Promise<'succeeded' | 'processing'>;
  /** Where a refund stands at the provider; undefined when it never heard of it. */
  queryRefund(refundId: string): Promise<'succeeded' | 'processing' | 'failed' | undefined>;
}
