import type * as contracts from '@ffe/shared/contracts/admin-subscriptions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { SUBSCRIPTIONS_KEY } from './subscription-keys';

/** Every series with its plans: every reader of subscriptions may read them (names in both languages, filters). */
export const listSeries = (signal?: AbortSignal) =>
  call<typeof contracts.adminListSeries>('/api/admin/subscriptions/series/list', {}, signal);

export const seriesListQuery = () =>
  queryOptions({ queryKey: [...SUBSCRIPTIONS_KEY, 'series'], queryFn: ({ signal }) => listSeries(signal) });

export const useSeriesList = () => useQuery(seriesListQuery());
