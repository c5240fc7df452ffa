import type * as contracts from '@ffe/shared/contracts/admin-subscriptions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { SUBSCRIPTIONS_KEY } from './subscription-keys';

/** A series' weeks from `fromWeek` (a Monday): each set, or falling back to the series' own goods. */
export const listBouquets = (seriesId: string, fromWeek: string, weeks: number, signal?: AbortSignal) =>
  call<typeof contracts.adminListBouquets>(
    '/api/admin/subscriptions/bouquet/list',
    { seriesId, fromWeek, weeks },
    signal,
  );

export const bouquetsQuery = (seriesId: string, fromWeek: string, weeks: number) =>
  queryOptions({
    queryKey: [...SUBSCRIPTIONS_KEY, 'bouquets', seriesId, fromWeek, weeks],
    queryFn: ({ signal }) => listBouquets(seriesId, fromWeek, weeks, signal),
  });

export const useBouquets = (seriesId: string | undefined, fromWeek: string, weeks: number) =>
  useQuery({ ...bouquetsQuery(seriesId ?? '', fromWeek, weeks), enabled: !!seriesId });
