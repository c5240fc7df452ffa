import type * as paymentContracts from '@ffe/shared/contracts/payment';
import type { createPayment as createPaymentCall } from '@ffe/shared/contracts/payment';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../lib/api-client';

export type CreatePaymentRequest = z.input<typeof createPaymentCall.request>;
export type PaymentStart = z.infer<typeof createPaymentCall.response>;

/** Starts paying an order where the payer is (`scene`); the answer says how: a page to go to, a QR code, or WeChat's cashier. */
export const createPayment = (request: CreatePaymentRequest) =>
  call<typeof paymentContracts.createPayment>('/api/mall/pay/create', request);

export const useCreatePayment = () => useMutation({ meta: { handlesErrors: true }, mutationFn: createPayment });
