import type { Order } from '@ffe/shared/contracts/order';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export const getOrder = (id: string, signal?: AbortSignal) =>
  call<Order>(`/api/mall/order/detail/${encodeURIComponent(id)}`, {}, signal);

export const orderQuery = (id: string) =>
  queryOptions({ queryKey: ['checkout', 'order', id], queryFn: ({ signal }) => getOrder(id, signal) });

/** The order, once there is an id to ask for. */
export const useOrder = (id: string | undefined) => useQuery({ ...orderQuery(id ?? ''), enabled: Boolean(id) });
