import type * as accountContracts from '@ffe/shared/contracts/account';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** Sets a new password proved by a code sent to the account's phone; every session of the account ends. */
export const resetPasswordBySms = (body: { phone: string; code: string; password: string }) =>
  call<typeof accountContracts.resetPasswordBySms>('/api/member/password/resetBySms', body);

export const useResetPasswordBySms = () =>
  useMutation({ meta: { handlesErrors: true }, mutationFn: resetPasswordBySms });
