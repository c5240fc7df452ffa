import type * as adminOrdersContracts from '@ffe/shared/contracts/admin-orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { ORDERS_KEY } from './list-orders';

/** The signed-in courier's deliveries of today, in slot order. */
export const getMyDeliveries = (signal?: AbortSignal) =>
  call<typeof adminOrdersContracts.myDeliveries>('/api/admin/order/my-deliveries', {}, signal);

export const myDeliveriesQuery = () =>
  queryOptions({ queryKey: [...ORDERS_KEY, 'my-deliveries'], queryFn: ({ signal }) => getMyDeliveries(signal) });

export const useMyDeliveries = () => useQuery(myDeliveriesQuery());
