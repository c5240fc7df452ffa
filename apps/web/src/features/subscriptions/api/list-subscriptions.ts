import type * as subscriptionContracts from '@ffe/shared/contracts/subscription';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { SUBSCRIPTIONS_KEY } from './keys';

/** The member's subscriptions, bought or received, newest first. */
export const listSubscriptions = (signal?: AbortSignal) =>
  call<typeof subscriptionContracts.listSubscriptions>('/api/mall/subscription/list', {}, signal).then(
    (answer) => answer.list,
  );

export const mySubscriptionsQuery = () =>
  queryOptions({ queryKey: [...SUBSCRIPTIONS_KEY, 'mine'], queryFn: ({ signal }) => listSubscriptions(signal) });

export const useMySubscriptions = () => useQuery(mySubscriptionsQuery());
