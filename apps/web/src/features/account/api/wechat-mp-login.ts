import type * as wechatContracts from '@ffe/shared/contracts/wechat';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** Inside WeChat: where the official account's sign-in starts (WeChat's page) and the state this tab keeps. */
export const authorizeWechatMp = (input: { redirectUri: string; returnUrl?: string | undefined }) =>
  call<typeof wechatContracts.wechatMpAuthorize>('/api/member/wechat/mp/authorize', input);

/** The code WeChat gave back: signed in, or on to WeChat's question first (decision 053). */
export const loginByWechatMp = (input: { code: string; state: string }) =>
  call<typeof wechatContracts.wechatMpLogin>('/api/member/wechat/mp/login', input);

export const useAuthorizeWechatMp = () => useMutation({ meta: { handlesErrors: true }, mutationFn: authorizeWechatMp });

export const useLoginByWechatMp = () => useMutation({ meta: { handlesErrors: true }, mutationFn: loginByWechatMp });
