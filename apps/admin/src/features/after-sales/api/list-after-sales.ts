import type * as adminServiceContracts from '@ffe/shared/contracts/admin-service';
import type { AdminAfterSaleListRequest, adminAfterSaleList } from '@ffe/shared/contracts/admin-service';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../lib/api-client';

export type AfterSalePage = z.infer<typeof adminAfterSaleList.response>;

/** Every query of this feature starts with this key, so a decision refreshes the queue. */
export const AFTER_SALES_KEY = ['after-sales'] as const;

/** One page of the after-sale queue: open requests first unless another sort is asked for. */
export const listAfterSales = (request: AdminAfterSaleListRequest, signal?: AbortSignal) =>
  call<typeof adminServiceContracts.adminAfterSaleList>('/api/admin/after-sale/list', request, signal);

export const afterSaleListQuery = (request: AdminAfterSaleListRequest) =>
  queryOptions({
    queryKey: [...AFTER_SALES_KEY, 'list', request],
    queryFn: ({ signal }) => listAfterSales(request, signal),
    // Customers ask all day: each visit reads the queue again; the rows stay while the next page loads.
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export const useAfterSaleList = (request: AdminAfterSaleListRequest) => useQuery(afterSaleListQuery(request));
