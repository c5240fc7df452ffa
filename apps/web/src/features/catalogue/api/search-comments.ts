import { DEFAULT_PAGE_SIZE } from '@ffe/shared/constants';
import type * as catalogueContracts from '@ffe/shared/contracts/catalogue';
import type { CommentFilter, SearchCommentsRequest } from '@ffe/shared/contracts/catalogue';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { nextPageOf } from '../../../lib/paging';

export const searchComments = (goodsId: string, request: SearchCommentsRequest, signal?: AbortSignal) =>
  call<typeof catalogueContracts.searchComments>('/api/mall/comment/search/:id', { id: goodsId, ...request }, signal);

export const searchCommentsInfiniteQuery = (goodsId: string, filter: CommentFilter) =>
  infiniteQueryOptions({
    queryKey: ['catalogue', 'comments', goodsId, filter],
    queryFn: ({ pageParam, signal }) =>
      searchComments(goodsId, { filter, page: pageParam, pageSize: DEFAULT_PAGE_SIZE }, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });

export const useSearchCommentsInfinite = (goodsId: string, filter: CommentFilter) =>
  useInfiniteQuery(searchCommentsInfiniteQuery(goodsId, filter));
