import type * as adminOrdersContracts from '@ffe/shared/contracts/admin-orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { ORDERS_KEY } from './list-orders';

/** The districts the workbench filters by: the delivery zones' and those orders lately went to. */
export const listDistricts = (signal?: AbortSignal) =>
  call<typeof adminOrdersContracts.listOrderDistricts>('/api/admin/order/districts', {}, signal);

export const districtsQuery = () =>
  queryOptions({ queryKey: [...ORDERS_KEY, 'districts'], queryFn: ({ signal }) => listDistricts(signal) });

export const useDistricts = (enabled = true) => useQuery({ ...districtsQuery(), enabled });
