import type * as contracts from '@ffe/shared/contracts/admin-subscriptions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { SUBSCRIPTIONS_KEY } from './subscription-keys';

/** Subscription bouquets each day from `from` to `to` needs, per series. */
export const getDayCounts = (from: string, to: string, signal?: AbortSignal) =>
  call<typeof contracts.adminSubscriptionDayCounts>('/api/admin/subscriptions/day-counts', { from, to }, signal);

export const dayCountsQuery = (from: string, to: string) =>
  queryOptions({
    queryKey: [...SUBSCRIPTIONS_KEY, 'day-counts', from, to],
    queryFn: ({ signal }) => getDayCounts(from, to, signal),
  });

export const useDayCounts = (from: string, to: string) => useQuery(dayCountsQuery(from, to));
