import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import type { SandboxPayment } from './get-sandbox-payment';

/** The payer's answer on the sandbox page: pay (…/confirm) or let the payment fail (…/fail). */
export type SandboxAnswer = 'confirm' | 'fail';

export const answerSandboxPayment = ({ paymentId, answer }: { paymentId: string; answer: SandboxAnswer }) =>
  call<Pick<SandboxPayment, 'status'>>(`/api/pay/sandbox/${encodeURIComponent(paymentId)}/${answer}`, {});

export const useAnswerSandboxPayment = () => useMutation({ mutationFn: answerSandboxPayment });
