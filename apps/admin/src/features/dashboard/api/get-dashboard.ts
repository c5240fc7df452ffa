import type * as adminDashboardContracts from '@ffe/shared/contracts/admin-dashboard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** Today's figures, tomorrow's slots against capacity, the last 30 days and the month's best sellers. */
export const getDashboard = (signal?: AbortSignal) =>
  call<typeof adminDashboardContracts.adminDashboard>('/api/admin/dashboard', {}, signal);

export const dashboardQuery = () =>
  queryOptions({
    queryKey: ['dashboard'],
    queryFn: ({ signal }) => getDashboard(signal),
    // Orders come in all day: the figures follow while the page is open.
    staleTime: 0,
    refetchInterval: 60_000,
  });

export const useDashboard = () => useQuery(dashboardQuery());
