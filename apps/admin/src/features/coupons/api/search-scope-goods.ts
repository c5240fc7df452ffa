import type { GoodsPage } from '@ffe/shared/contracts/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** Goods matching a keyword (or the named ids), for a coupon's goods scope. */
export const searchScopeGoods = (request: { keyword?: string; goodsIds?: string[] }, signal?: AbortSignal) =>
  call<GoodsPage>('/api/mall/goodsInfo/search', { ...request, pageSize: 20 }, signal);

export const scopeGoodsQuery = (request: { keyword?: string; goodsIds?: string[] }) =>
  queryOptions({
    queryKey: ['coupons', 'scope-goods', request],
    queryFn: ({ signal }) => searchScopeGoods(request, signal),
  });

export const useScopeGoods = (request: { keyword?: string; goodsIds?: string[] }, enabled: boolean) =>
  useQuery({ ...scopeGoodsQuery(request), enabled });
