import type * as contracts from '@ffe/shared/contracts/admin-subscriptions';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../lib/api-client';
import { SUBSCRIPTIONS_KEY } from './subscription-keys';

export type ListSubscriptionsRequest = z.input<typeof contracts.adminListSubscriptions.request>;

/** One page of subscriptions on a tab, with every tab's count. */
export const listSubscriptions = (request: ListSubscriptionsRequest, signal?: AbortSignal) =>
  call<typeof contracts.adminListSubscriptions>('/api/admin/subscriptions/list', request, signal);

export const subscriptionListQuery = (request: ListSubscriptionsRequest) =>
  queryOptions({
    queryKey: [...SUBSCRIPTIONS_KEY, 'list', request],
    queryFn: ({ signal }) => listSubscriptions(request, signal),
    // The rows stay while the next page loads.
    placeholderData: keepPreviousData,
  });

export const useSubscriptionList = (request: ListSubscriptionsRequest) => useQuery(subscriptionListQuery(request));
