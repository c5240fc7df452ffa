import type * as adminOrdersContracts from '@ffe/shared/contracts/admin-orders';
import type { ListAdminOrdersRequest } from '@ffe/shared/contracts/admin-orders';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** Every query of this feature starts with this key, so one move of an order refreshes the list, detail and sheet. */
export const ORDERS_KEY = ['orders'] as const;

export const listOrders = (request: ListAdminOrdersRequest, signal?: AbortSignal) =>
  call<typeof adminOrdersContracts.listAdminOrders>('/api/admin/order/list', request, signal);

export const orderListQuery = (request: ListAdminOrdersRequest) =>
  queryOptions({
    queryKey: [...ORDERS_KEY, 'list', request],
    queryFn: ({ signal }) => listOrders(request, signal),
    // The rows stay while the next page or filter loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });

export const useOrderList = (request: ListAdminOrdersRequest) => useQuery(orderListQuery(request));
