import type * as contracts from '@ffe/shared/contracts/admin-subscriptions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useLocale } from '../../../lib/i18n';
import { SUBSCRIPTIONS_KEY } from './subscription-keys';

/** One subscription: its plan, recipient, money, deliveries with their orders, and every change. */
export const getSubscription = (id: string, signal?: AbortSignal) =>
  call<typeof contracts.adminSubscriptionDetail>('/api/admin/subscriptions/detail/:id', { id }, signal);

/** Keyed by the language too: the changes and the series' name come worded in it. */
export const subscriptionQuery = (id: string, locale: string) =>
  queryOptions({
    queryKey: [...SUBSCRIPTIONS_KEY, 'detail', id, locale],
    queryFn: ({ signal }) => getSubscription(id, signal),
  });

export const useSubscription = (id: string) => useQuery(subscriptionQuery(id, useLocale()));
