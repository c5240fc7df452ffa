import type * as contracts from '@ffe/shared/contracts/cooler-stems';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { COOLER_STEMS_KEY } from './stem-keys';

/** What each supplier charges a bunch of the stem (cooler.costs only). */
export const stemPrices = (stemId: string, signal?: AbortSignal) =>
  call<typeof contracts.coolerStemPrices>('/api/admin/cooler/stems/prices', { stemId }, signal);

export const stemPricesQuery = (stemId: string) =>
  queryOptions({
    queryKey: [...COOLER_STEMS_KEY, 'prices', stemId],
    queryFn: ({ signal }) => stemPrices(stemId, signal),
  });

export const useStemPrices = (stemId: string) => useQuery(stemPricesQuery(stemId));
