import type * as adminGoodsContracts from '@ffe/shared/contracts/admin-goods';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

type ScopeGoodsRequest = { keyword?: string };

/** The console's goods list (off-sale ones included) matching a keyword, for a coupon's goods scope. */
export const listScopeGoods = (request: ScopeGoodsRequest, signal?: AbortSignal) =>
  call<typeof adminGoodsContracts.listAdminGoods>('/api/admin/goods/list', { ...request, pageSize: 20 }, signal);

export const scopeGoodsQuery = (request: ScopeGoodsRequest) =>
  queryOptions({
    queryKey: ['coupons', 'scope-goods', request],
    queryFn: ({ signal }) => listScopeGoods(request, signal),
  });

export const useScopeGoods = (request: ScopeGoodsRequest, enabled: boolean) =>
  useQuery({ ...scopeGoodsQuery(request), enabled });
