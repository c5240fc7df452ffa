import type * as contracts from '@ffe/shared/contracts/cooler-substitutions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { COOLER_SUBSTITUTIONS_KEY } from './substitution-keys';

/** Paid orders the cooler can no longer serve, with the stems missing and what could stand in. */
export const listShortOrders = (signal?: AbortSignal) =>
  call<typeof contracts.listShortOrders>('/api/admin/cooler/substitutions/short', {}, signal);

export const shortOrdersQuery = () =>
  queryOptions({
    queryKey: [...COOLER_SUBSTITUTIONS_KEY, 'short'],
    queryFn: ({ signal }) => listShortOrders(signal),
    // Write-offs and orders elsewhere change it: read it fresh whenever the tab shows.
    staleTime: 0,
  });

export const useShortOrders = () => useQuery(shortOrdersQuery());
