import { DEFAULT_PAGE_SIZE } from '@ffe/shared/constants';
import type * as catalogueContracts from '@ffe/shared/contracts/catalogue';
import type { SearchGoodsRequest } from '@ffe/shared/contracts/catalogue';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../api-client';
import { nextPageOf } from '../paging';

/** What a goods list is filtered and sorted by; paging is the query's business. */
export type GoodsFilter = Omit<SearchGoodsRequest, 'goodsIds' | 'page' | 'pageSize'>;

export const searchGoods = (request: SearchGoodsRequest, signal?: AbortSignal) =>
  call<typeof catalogueContracts.searchGoods>('/api/mall/goodsInfo/search', request, signal);

export const searchGoodsInfiniteQuery = (filter: GoodsFilter) =>
  infiniteQueryOptions({
    queryKey: ['catalogue', 'goods-search', filter],
    queryFn: ({ pageParam, signal }) =>
      searchGoods({ ...filter, page: pageParam, pageSize: DEFAULT_PAGE_SIZE }, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });

export const useSearchGoodsInfinite = (filter: GoodsFilter) => useInfiniteQuery(searchGoodsInfiniteQuery(filter));

/** What the shop recommends: the home page's feed, and the first of it where a page has nothing else to offer. */
export const RECOMMENDED: GoodsFilter = { sort: 'default' };
