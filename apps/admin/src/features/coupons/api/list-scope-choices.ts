import type { CategoryNode, GoodsPage } from '@ffe/shared/contracts/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** The shop's two-level category tree, for a coupon's category scope. */
export const listScopeCategories = (signal?: AbortSignal) =>
  call<{ list: CategoryNode[] }>('/api/mall/category/tree', {}, signal);

export const scopeCategoriesQuery = () =>
  queryOptions({ queryKey: ['coupons', 'scope-categories'], queryFn: ({ signal }) => listScopeCategories(signal) });

export const useScopeCategories = (enabled: boolean) => useQuery({ ...scopeCategoriesQuery(), enabled });

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
