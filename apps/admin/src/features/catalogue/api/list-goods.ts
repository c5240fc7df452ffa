import type * as adminGoodsContracts from '@ffe/shared/contracts/admin-goods';
import type { ListAdminGoodsRequest } from '@ffe/shared/contracts/admin-goods';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** Every goods query starts with this key, so one change refreshes the list and the editor alike. */
export const GOODS_KEY = ['goods'] as const;

export const listGoods = (request: ListAdminGoodsRequest, signal?: AbortSignal) =>
  call<typeof adminGoodsContracts.listAdminGoods>('/api/admin/goods/list', request, signal);

export const goodsListQuery = (request: ListAdminGoodsRequest) =>
  queryOptions({
    queryKey: [...GOODS_KEY, 'list', request],
    queryFn: ({ signal }) => listGoods(request, signal),
    // Stock and sales move with every order in the shop: coming back to the list asks again.
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export const useGoodsList = (request: ListAdminGoodsRequest) => useQuery(goodsListQuery(request));
