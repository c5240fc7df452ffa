import type { PayChannel } from '@ffe/shared/contracts/order';

/** A payment as the provider sees it. */
export interface ProviderPayment {
  status: 'pending' | 'paid' | 'failed' | 'refunded';
  tradeNo: string;
  amountCents: number;
  paidAt: number | null;
}

/** A notice the provider sent, after its signature was checked. */
export interface VerifiedNotice {
  paymentId: string;
  tradeNo: string;
  amountCents: number;
  result: 'SUCCESS' | 'FAILED';
  paidAt: number;
}

/**
 * What the shop needs of a payment provider (DESIGN §5). The provider confirms payments by a signed, asynchronous
 * notice; `query` is the fallback a client's status check uses while the notice is on its way.
 */
export interface PaymentProvider {
  readonly name: string;
  /** Opens a payment with the provider and answers where the payer goes to pay. */
  createPayment(payment: {
    paymentId: string;
    amountCents: number;
    channel: PayChannel;
    subject: string;
    returnUrl: string;
  }): Promise<{ payUrl: string }>;
  query(paymentId: string): Promise<ProviderPayment | undefined>;
  /** Gives `amountCents` of a paid payment back to the payer; throws when the provider refuses. */
  refund(paymentId: string, amountCents: number): Promise<void>;
}
