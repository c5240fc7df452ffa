import type * as contracts from '@ffe/shared/contracts/admin-subscriptions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../api-client';

/** How many subscription bouquets one day needs (placed or still scheduled): the cooler's day plan and the day sheet show it. */
export const getSubscriptionDayCount = (date: string, signal?: AbortSignal) =>
  call<typeof contracts.adminSubscriptionDayCounts>(
    '/api/admin/subscriptions/day-counts',
    { from: date, to: date },
    signal,
  );

export const subscriptionDayCountQuery = (date: string) =>
  queryOptions({
    queryKey: ['subscription-day-count', date],
    queryFn: ({ signal }) => getSubscriptionDayCount(date, signal),
    select: (answer) => answer.days.find((day) => day.date === date)?.total ?? 0,
  });

export const useSubscriptionDayCount = (date: string, enabled: boolean) =>
  useQuery({ ...subscriptionDayCountQuery(date), enabled });
