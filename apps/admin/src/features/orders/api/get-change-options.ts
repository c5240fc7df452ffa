import type * as adminOrdersContracts from '@ffe/shared/contracts/admin-orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { ORDERS_KEY } from './list-orders';

/** The delivery calendar an order may move to: closed and full days and slots say so. */
export const getChangeOptions = (id: string, signal?: AbortSignal) =>
  call<typeof adminOrdersContracts.adminOrderChangeOptions>('/api/admin/order/change-options/:id', { id }, signal);

export const changeOptionsQuery = (id: string) =>
  queryOptions({
    queryKey: [...ORDERS_KEY, 'change-options', id],
    queryFn: ({ signal }) => getChangeOptions(id, signal),
  });

export const useChangeOptions = (id: string) => useQuery(changeOptionsQuery(id));
