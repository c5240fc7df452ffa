import type * as wechatContracts from '@ffe/shared/contracts/wechat';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** Whether the shop has an official account, and whether the member's WeChat is bound to it. */
export const getWechatMpBinding = (signal?: AbortSignal) =>
  call<typeof wechatContracts.wechatMpBinding>('/api/member/wechat/mp/binding', {}, signal);

export const wechatMpBindingQuery = () =>
  queryOptions({ queryKey: ['account', 'wechat-mp-binding'], queryFn: ({ signal }) => getWechatMpBinding(signal) });

export const useWechatMpBinding = (enabled: boolean) => useQuery({ ...wechatMpBindingQuery(), enabled });
