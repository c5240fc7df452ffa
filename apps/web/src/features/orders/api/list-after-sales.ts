import { DEFAULT_PAGE_SIZE } from '@ffe/shared/constants';
import type * as afterSaleContracts from '@ffe/shared/contracts/after-sale';
import type { listAfterSales as listAfterSalesCall } from '@ffe/shared/contracts/after-sale';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { ORDERS_KEY } from '../../../lib/api/get-order';
import { call } from '../../../lib/api-client';
import { nextPageOf } from '../../../lib/paging';

export type AfterSalePage = z.infer<typeof listAfterSalesCall.response>;

/** One page of the member's after-sale requests, newest first. */
export const listAfterSales = (page: number, signal?: AbortSignal) =>
  call<typeof afterSaleContracts.listAfterSales>(
    '/api/mall/after-sale/list',
    { page, pageSize: DEFAULT_PAGE_SIZE },
    signal,
  );

export const afterSalesInfiniteQuery = () =>
  infiniteQueryOptions({
    queryKey: [...ORDERS_KEY, 'after-sales'],
    queryFn: ({ pageParam, signal }) => listAfterSales(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });

export const useAfterSalesInfinite = () => useInfiniteQuery(afterSalesInfiniteQuery());
