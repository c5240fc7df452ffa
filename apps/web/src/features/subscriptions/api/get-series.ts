import type * as subscriptionContracts from '@ffe/shared/contracts/subscription';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { SUBSCRIPTIONS_KEY } from './keys';

/** One series on sale, with the slots a delivery may take. */
export const getSeries = (id: string, signal?: AbortSignal) =>
  call<typeof subscriptionContracts.subscriptionSeriesDetail>(
    '/api/mall/subscription/series/detail/:id',
    { id },
    signal,
  );

export const seriesQuery = (id: string) =>
  queryOptions({ queryKey: [...SUBSCRIPTIONS_KEY, 'series', id], queryFn: ({ signal }) => getSeries(id, signal) });

export const useSeries = (id: string) => useQuery(seriesQuery(id));
