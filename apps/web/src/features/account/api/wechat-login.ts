import type * as memberContracts from '@ffe/shared/contracts/member';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** The provider's page that asks the visitor to allow the login, then comes back to `redirectUri` with a code. */
export const authorizeWechat = (input: { redirectUri: string; state: string }) =>
  call<typeof memberContracts.wechatAuthorize>('/api/member/wechat/authorize', input);

export const loginByWechat = (code: string) =>
  call<typeof memberContracts.loginByWechat>('/api/member/login/wechat', { code });

export const useAuthorizeWechat = () => useMutation({ mutationFn: authorizeWechat });

export const useLoginByWechat = () => useMutation({ mutationFn: loginByWechat });
