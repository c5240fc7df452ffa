import type { CallCounts } from '../../platform/call-counts';
import type { PaymentProvider } from './payment-provider';

/** The provider with each call to it counted by operation and outcome (metrics, decision 057). */
export function countedPaymentProvider(provider: PaymentProvider, calls: CallCounts): PaymentProvider {
  const { name } = provider;
  return {
    name,
    createPayment: (payment) => calls.counted(name, 'create-payment', () => provider.createPayment(payment)),
    query: (paymentId) => calls.counted(name, 'query', () => provider.query(paymentId)),
    refund: (refund) => calls.counted(name, 'refund', () => provider.refund(refund)),
    queryRefund: (refundId) => calls.counted(name, 'query-refund', () => provider.queryRefund(refundId)),
  };
}
