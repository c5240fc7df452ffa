import type * as memberContracts from '@ffe/shared/contracts/member';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export const loginByPassword = (input: { username: string; password: string }) =>
  call<typeof memberContracts.loginByPassword>('/api/member/login/password', input);

export const useLoginByPassword = () => useMutation({ meta: { handlesErrors: true }, mutationFn: loginByPassword });
