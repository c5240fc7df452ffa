import type { LoginResult } from '@ffe/shared/contracts/member';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export const loginByPassword = (input: { username: string; password: string }) =>
  call<LoginResult>('/api/member/login/password', input);

export const useLoginByPassword = () => useMutation({ mutationFn: loginByPassword });
