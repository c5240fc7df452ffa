import { DEFAULT_PAGE_SIZE } from '@ffe/shared/constants';
import type * as memberCentreContracts from '@ffe/shared/contracts/member-centre';
import type { HistoryEntry } from '@ffe/shared/contracts/member-centre';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { nextPageOf } from '../../../lib/paging';

export interface HistoryPage {
  list: HistoryEntry[];
  total: number;
}

/** One page of the goods the member has viewed, newest first. */
export const listHistory = (page: number, signal?: AbortSignal) =>
  call<typeof memberCentreContracts.historyList>(
    '/api/member/history/list',
    { page, pageSize: DEFAULT_PAGE_SIZE },
    signal,
  );

export const historyInfiniteQuery = () =>
  infiniteQueryOptions({
    queryKey: ['member-centre', 'history'],
    queryFn: ({ pageParam, signal }) => listHistory(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });

export const useHistoryInfinite = () => useInfiniteQuery(historyInfiniteQuery());
