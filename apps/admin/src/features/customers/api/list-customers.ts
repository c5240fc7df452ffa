import type * as adminCustomersContracts from '@ffe/shared/contracts/admin-customers';
import type { AdminCustomerListRequest, adminCustomerList } from '@ffe/shared/contracts/admin-customers';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../lib/api-client';

export type CustomerPage = z.infer<typeof adminCustomerList.response>;

/** Every query of this feature starts with this key, so a note or the switch refreshes list and page alike. */
export const CUSTOMERS_KEY = ['customers'] as const;

export const listCustomers = (request: AdminCustomerListRequest, signal?: AbortSignal) =>
  call<typeof adminCustomersContracts.adminCustomerList>('/api/admin/customer/list', request, signal);

export const customerListQuery = (request: AdminCustomerListRequest) =>
  queryOptions({
    queryKey: [...CUSTOMERS_KEY, 'list', request],
    queryFn: ({ signal }) => listCustomers(request, signal),
    // The rows stay while the next page or search loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });

export const useCustomerList = (request: AdminCustomerListRequest) => useQuery(customerListQuery(request));
