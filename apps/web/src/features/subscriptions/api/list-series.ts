import type * as subscriptionContracts from '@ffe/shared/contracts/subscription';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { SUBSCRIPTIONS_KEY } from './keys';

/** The series on sale with their plans, in the shop's order. */
export const listSeries = (signal?: AbortSignal) =>
  call<typeof subscriptionContracts.listSubscriptionSeries>('/api/mall/subscription/series/list', {}, signal).then(
    (answer) => answer.list,
  );

export const seriesListQuery = () =>
  queryOptions({ queryKey: [...SUBSCRIPTIONS_KEY, 'series'], queryFn: ({ signal }) => listSeries(signal) });

export const useSeriesList = () => useQuery(seriesListQuery());
