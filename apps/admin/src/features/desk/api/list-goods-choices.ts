import type * as adminGoodsContracts from '@ffe/shared/contracts/admin-goods';
import type { ListAdminGoodsRequest } from '@ffe/shared/contracts/admin-goods';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { DESK_KEY } from './list-conversations';

/** Goods on sale an agent may send as a card, found by name: the catalogue's own list call. */
export const listGoodsChoices = (keyword: string, signal?: AbortSignal) => {
  const request: ListAdminGoodsRequest = { status: 'on_sale', addOn: false, page: 1, pageSize: 20 };
  return call<typeof adminGoodsContracts.listAdminGoods>(
    '/api/admin/goods/list',
    keyword ? { ...request, keyword } : request,
    signal,
  );
};

export const goodsChoicesQuery = (keyword: string) =>
  queryOptions({
    queryKey: [...DESK_KEY, 'goods-choices', keyword],
    queryFn: ({ signal }) => listGoodsChoices(keyword, signal),
    placeholderData: keepPreviousData,
  });

export const useGoodsChoices = (keyword: string, enabled: boolean) =>
  useQuery({ ...goodsChoicesQuery(keyword), enabled });
