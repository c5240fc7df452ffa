import type * as adminCustomersContracts from '@ffe/shared/contracts/admin-customers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { CUSTOMERS_KEY } from './list-customers';

/** The customer page: profile, figures, recent orders, after-sales, coupons, addresses and staff notes. */
export const getCustomer = (id: string, signal?: AbortSignal) =>
  call<typeof adminCustomersContracts.adminCustomerDetail>('/api/admin/customer/detail/:id', { id }, signal);

export const customerQuery = (id: string) =>
  queryOptions({ queryKey: [...CUSTOMERS_KEY, 'detail', id], queryFn: ({ signal }) => getCustomer(id, signal) });

export const useCustomer = (id: string) => useQuery(customerQuery(id));
