import type * as paymentContracts from '@ffe/shared/contracts/payment';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** The payer's answer on the sandbox page: pay (…/confirm) or let the payment fail (…/fail). */
export type SandboxAnswer = 'confirm' | 'fail';

export const answerSandboxPayment = ({ paymentId, answer }: { paymentId: string; answer: SandboxAnswer }) =>
  answer === 'confirm'
    ? call<typeof paymentContracts.confirmSandboxPayment>('/api/pay/sandbox/:paymentId/confirm', { paymentId })
    : call<typeof paymentContracts.failSandboxPayment>('/api/pay/sandbox/:paymentId/fail', { paymentId });

export const useAnswerSandboxPayment = () =>
  useMutation({ meta: { handlesErrors: true }, mutationFn: answerSandboxPayment });
