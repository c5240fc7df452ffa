import type * as paymentContracts from '@ffe/shared/contracts/payment';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** How often a pending payment is asked about again: the provider's notice comes a moment after paying. */
export const PAYMENT_POLL_MS = 1000;

export const getPaymentStatus = (paymentId: string, signal?: AbortSignal) =>
  call<typeof paymentContracts.paymentStatusCall>('/api/mall/pay/status', { paymentId }, signal);

export const paymentStatusQuery = (paymentId: string) =>
  queryOptions({
    queryKey: ['checkout', 'payment-status', paymentId],
    queryFn: ({ signal }) => getPaymentStatus(paymentId, signal),
  });

/** The payment's status, asked again every second while it is pending and `polling` is on. */
export const usePaymentStatus = (paymentId: string, polling: boolean) =>
  useQuery({
    ...paymentStatusQuery(paymentId),
    refetchInterval: (query) => (polling && query.state.data?.status === 'pending' ? PAYMENT_POLL_MS : false),
  });
