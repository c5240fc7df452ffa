import type * as paymentContracts from '@ffe/shared/contracts/payment';
import type { sandboxPayment } from '@ffe/shared/contracts/payment';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../lib/api-client';

export type SandboxPayment = z.infer<typeof sandboxPayment.response>;

/** What the sandbox provider's hosted page shows of a payment. */
export const getSandboxPayment = (paymentId: string, signal?: AbortSignal) =>
  call<typeof paymentContracts.sandboxPayment>('/api/pay/sandbox/:paymentId', { paymentId }, signal);

export const sandboxPaymentQuery = (paymentId: string) =>
  queryOptions({
    queryKey: ['checkout', 'sandbox-payment', paymentId],
    queryFn: ({ signal }) => getSandboxPayment(paymentId, signal),
  });

export const useSandboxPayment = (paymentId: string) => useQuery(sandboxPaymentQuery(paymentId));
