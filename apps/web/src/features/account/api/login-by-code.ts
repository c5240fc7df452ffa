import type * as memberContracts from '@ffe/shared/contracts/member';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export const loginByCode = (input: { phone: string; code: string }) =>
  call<typeof memberContracts.loginByCode>('/api/member/login/vcode', input);

export const useLoginByCode = () => useMutation({ meta: { handlesErrors: true }, mutationFn: loginByCode });
