import type * as catalogueContracts from '@ffe/shared/contracts/catalogue';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** Goods to link to or list in a section: the shop's own search (on-sale goods), or exactly the ids named. */
export const searchGoods = (request: { keyword?: string; goodsIds?: string[] }, signal?: AbortSignal) =>
  call<typeof catalogueContracts.searchGoods>('/api/mall/goodsInfo/search', { ...request, pageSize: 20 }, signal);

export const goodsSearchQuery = (request: { keyword?: string; goodsIds?: string[] }) =>
  queryOptions({
    queryKey: ['home-page-goods', request],
    queryFn: ({ signal }) => searchGoods(request, signal),
    placeholderData: keepPreviousData,
  });

export const useGoodsSearch = (request: { keyword?: string; goodsIds?: string[] }, enabled = true) =>
  useQuery({ ...goodsSearchQuery(request), enabled });
