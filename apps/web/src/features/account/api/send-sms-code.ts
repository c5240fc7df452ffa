import type * as memberContracts from '@ffe/shared/contracts/member';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** Sends a login code to `phone`; resolves with how long until another may be asked for. */
export const sendSmsCode = (phone: string) =>
  call<typeof memberContracts.sendSmsCode>('/api/member/phone/send', { phone });

export const useSendSmsCode = () => useMutation({ meta: { handlesErrors: true }, mutationFn: sendSmsCode });
