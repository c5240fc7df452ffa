import type * as adminOrdersContracts from '@ffe/shared/contracts/admin-orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { ORDERS_KEY } from './list-orders';

export const getOrder = (id: string, signal?: AbortSignal) =>
  call<typeof adminOrdersContracts.adminOrderById>('/api/admin/order/detail/:id', { id }, signal);

export const orderQuery = (id: string) =>
  queryOptions({ queryKey: [...ORDERS_KEY, 'detail', id], queryFn: ({ signal }) => getOrder(id, signal) });

export const useOrder = (id: string) => useQuery(orderQuery(id));
