import type * as afterSaleContracts from '@ffe/shared/contracts/after-sale';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ORDERS_KEY } from '../../../lib/api/get-order';
import { call } from '../../../lib/api-client';

export const getAfterSale = (id: string, signal?: AbortSignal) =>
  call<typeof afterSaleContracts.afterSaleById>('/api/mall/after-sale/detail/:id', { id }, signal);

export const afterSaleQuery = (id: string) =>
  queryOptions({ queryKey: [...ORDERS_KEY, 'after-sale', id], queryFn: ({ signal }) => getAfterSale(id, signal) });

/** Asks nothing until there is an id to ask for. */
export const useAfterSale = (id: string | undefined) => useQuery({ ...afterSaleQuery(id ?? ''), enabled: Boolean(id) });
