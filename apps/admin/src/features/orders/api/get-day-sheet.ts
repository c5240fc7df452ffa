import type * as adminOrdersContracts from '@ffe/shared/contracts/admin-orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { ORDERS_KEY } from './list-orders';

/** The day's orders the workroom owes a bouquet for, by slot (every slot of the day, empty ones too). */
export const getDaySheet = (date: string, signal?: AbortSignal) =>
  call<typeof adminOrdersContracts.daySheet>('/api/admin/order/day-sheet', { date }, signal);

export const daySheetQuery = (date: string) =>
  queryOptions({ queryKey: [...ORDERS_KEY, 'day-sheet', date], queryFn: ({ signal }) => getDaySheet(date, signal) });

export const useDaySheet = (date: string, enabled = true) => useQuery({ ...daySheetQuery(date), enabled });
