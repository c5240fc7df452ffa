import type * as orderContracts from '@ffe/shared/contracts/order';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../api-client';

/** Every query of an order starts with this key, so one change to an order refreshes them all. */
export const ORDERS_KEY = ['orders'] as const;

export const getOrder = (id: string, signal?: AbortSignal) =>
  call<typeof orderContracts.orderById>('/api/mall/order/detail/:id', { id }, signal);

// One cache for checkout's pay page and the order pages: an order paid or changed shows the same in both.
export const orderQuery = (id: string) =>
  queryOptions({
    queryKey: [...ORDERS_KEY, 'detail', id],
    queryFn: ({ signal }) => getOrder(id, signal),
    // The shop and the payment provider change orders too.
    staleTime: 0,
  });

/** Asks nothing until there is an id to ask for. */
export const useOrder = (id: string | undefined) => useQuery({ ...orderQuery(id ?? ''), enabled: Boolean(id) });
