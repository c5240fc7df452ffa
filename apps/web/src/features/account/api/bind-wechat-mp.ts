import type * as wechatContracts from '@ffe/shared/contracts/wechat';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { wechatMpBindingQuery } from './get-wechat-mp-binding';

/** Where binding the member's WeChat starts (WeChat's page, silent) and the state this tab keeps. */
export const authorizeWechatMpBind = (input: { redirectUri: string; returnUrl?: string | undefined }) =>
  call<typeof wechatContracts.wechatMpBindAuthorize>('/api/member/wechat/mp/bind/authorize', input);

/** The code WeChat gave back binds the signed-in member's WeChat once. */
export const bindWechatMp = (input: { code: string; state: string }) =>
  call<typeof wechatContracts.wechatMpBind>('/api/member/wechat/mp/bind', input);

export const useAuthorizeWechatMpBind = () =>
  useMutation({ meta: { handlesErrors: true }, mutationFn: authorizeWechatMpBind });

export function useBindWechatMp() {
  const client = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: bindWechatMp,
    onSettled: () => client.invalidateQueries({ queryKey: wechatMpBindingQuery().queryKey }),
  });
}
