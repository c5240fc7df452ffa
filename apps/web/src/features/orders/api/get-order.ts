import type { Order } from '@ffe/shared/contracts/order';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { ORDERS_KEY } from './list-orders';

export const getOrder = (id: string, signal?: AbortSignal) =>
  call<Order>(`/api/mall/order/detail/${encodeURIComponent(id)}`, {}, signal);

export const orderQuery = (id: string) =>
  queryOptions({
    queryKey: [...ORDERS_KEY, 'detail', id],
    queryFn: ({ signal }) => getOrder(id, signal),
    // Like the list: the shop and the payment provider change orders too.
    staleTime: 0,
  });

/** Asks nothing until there is an id to ask for. */
export const useOrder = (id: string | undefined) => useQuery({ ...orderQuery(id ?? ''), enabled: Boolean(id) });
