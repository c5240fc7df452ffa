import type * as adminDeskContracts from '@ffe/shared/contracts/admin-desk';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { DESK_KEY } from './list-conversations';

/** Conversations, response and resolution times and satisfaction, per shop day and per agent (`desk.manage`). */
export const getDeskReports = (range: { from: string; to: string }, signal?: AbortSignal) =>
  call<typeof adminDeskContracts.deskReports>('/api/admin/desk/reports', range, signal);

export const deskReportsQuery = (range: { from: string; to: string }) =>
  queryOptions({
    queryKey: [...DESK_KEY, 'reports', range],
    queryFn: ({ signal }) => getDeskReports(range, signal),
    placeholderData: keepPreviousData,
  });

export const useDeskReports = (range: { from: string; to: string }) => useQuery(deskReportsQuery(range));
