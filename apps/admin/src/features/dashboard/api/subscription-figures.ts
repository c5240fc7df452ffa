import type * as contracts from '@ffe/shared/contracts/admin-subscriptions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** The month's subscription figures: active, new, cancelled, recognised and deferred (decision 061). */
export const getSubscriptionFigures = (signal?: AbortSignal) =>
  call<typeof contracts.adminSubscriptionFigures>('/api/admin/subscriptions/figures', {}, signal);

export const subscriptionFiguresQuery = () =>
  queryOptions({
    queryKey: ['dashboard', 'subscription-figures'],
    queryFn: ({ signal }) => getSubscriptionFigures(signal),
  });

export const useSubscriptionFigures = (enabled: boolean) => useQuery({ ...subscriptionFiguresQuery(), enabled });
