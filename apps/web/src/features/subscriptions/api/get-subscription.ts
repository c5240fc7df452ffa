import type * as subscriptionContracts from '@ffe/shared/contracts/subscription';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { SUBSCRIPTIONS_KEY } from './keys';

/** One of the member's subscriptions (as buyer or owner), its deliveries and its changes. */
export const getSubscription = (id: string, signal?: AbortSignal) =>
  call<typeof subscriptionContracts.subscriptionDetail>('/api/mall/subscription/detail/:id', { id }, signal);

export const subscriptionQuery = (id: string) =>
  queryOptions({
    queryKey: [...SUBSCRIPTIONS_KEY, 'mine', id],
    queryFn: ({ signal }) => getSubscription(id, signal),
  });

export const useSubscription = (id: string, enabled = true) => useQuery({ ...subscriptionQuery(id), enabled });
