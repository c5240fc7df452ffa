import type * as orderContracts from '@ffe/shared/contracts/order';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ORDERS_KEY } from '../../../lib/api/get-order';
import { call } from '../../../lib/api-client';

/** The delivery days a paid order may move to, its own slot open to it. */
export const getChangeOptions = (id: string, signal?: AbortSignal) =>
  call<typeof orderContracts.orderChangeOptions>('/api/mall/order/changeOptions/:id', { id }, signal);

// Under the orders key: any change to an order reads the slots again.
export const changeOptionsQuery = (id: string) =>
  queryOptions({
    queryKey: [...ORDERS_KEY, 'changeOptions', id],
    queryFn: ({ signal }) => getChangeOptions(id, signal),
    staleTime: 0,
  });

export const useChangeOptions = (id: string) => useQuery(changeOptionsQuery(id));
