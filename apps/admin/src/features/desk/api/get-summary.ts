import type * as adminDeskContracts from '@ffe/shared/contracts/admin-desk';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { DESK_KEY } from './list-conversations';

export const SUMMARY_KEY = [...DESK_KEY, 'summary'] as const;

/** The tabs' and the menu's counts for the signed-in agent, and their presence. */
export const getDeskSummary = (signal?: AbortSignal) =>
  call<typeof adminDeskContracts.deskSummary>('/api/admin/desk/summary', {}, signal);

export const deskSummaryQuery = () =>
  queryOptions({
    queryKey: SUMMARY_KEY,
    queryFn: ({ signal }) => getDeskSummary(signal),
    // Pushes keep it current; asking each minute covers a socket that was down.
    refetchInterval: 60_000,
  });

export const useDeskSummary = (enabled = true) => useQuery({ ...deskSummaryQuery(), enabled });
