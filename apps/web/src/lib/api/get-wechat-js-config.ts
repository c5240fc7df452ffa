import type * as wechatContracts from '@ffe/shared/contracts/wechat';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../api-client';

/** What `wx.config` takes for the page at `url` (without its `#` part), signed by the server (decision 053). */
export const getWechatJsConfig = (url: string, signal?: AbortSignal) =>
  call<typeof wechatContracts.wechatJsConfig>('/api/mall/wechat/jssdk/config', { url }, signal);

export const wechatJsConfigQuery = (url: string) =>
  queryOptions({
    queryKey: ['wechat', 'js-config', url],
    queryFn: ({ signal }) => getWechatJsConfig(url, signal),
    // A signature holds while the jsapi_ticket does (2 hours); a page comes back to it well within that.
    staleTime: 10 * 60_000,
  });

export const useWechatJsConfig = (url: string, enabled: boolean) => useQuery({ ...wechatJsConfigQuery(url), enabled });
