import { DEFAULT_PAGE_SIZE } from '@ffe/shared/constants';
import type * as orderContracts from '@ffe/shared/contracts/order';
import type { ListOrdersRequest, listOrders as listOrdersCall } from '@ffe/shared/contracts/order';
import type { OrderListTab } from '@ffe/shared/domain/order-state';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { ORDERS_KEY } from '../../../lib/api/get-order';
import { call } from '../../../lib/api-client';
import { nextPageOf } from '../../../lib/paging';

export type OrderPage = z.infer<typeof listOrdersCall.response>;

/** One page of the member's orders in a tab of the list, newest first. */
export const listOrders = (status: OrderListTab, page: number, signal?: AbortSignal) =>
  call<typeof orderContracts.listOrders>(
    '/api/mall/order/list',
    { status, page, pageSize: DEFAULT_PAGE_SIZE } satisfies ListOrdersRequest,
    signal,
  );

export const ordersInfiniteQuery = (status: OrderListTab) =>
  infiniteQueryOptions({
    queryKey: [...ORDERS_KEY, 'list', status],
    queryFn: ({ pageParam, signal }) => listOrders(status, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    // Orders move on behind the page's back (payment notices, dispatch): a visit asks again, unless the page's early call
    // (app/later-pages.ts) has just answered it.
    staleTime: 3_000,
  });

export const useOrdersInfinite = (status: OrderListTab) => useInfiniteQuery(ordersInfiniteQuery(status));
