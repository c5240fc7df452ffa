import type * as contracts from '@ffe/shared/contracts/cooler-stems';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { COOLER_STEMS_KEY } from './stem-keys';

/** Every stem not archived, for a recipe's picker. */
export const stemOptions = (signal?: AbortSignal) =>
  call<typeof contracts.coolerStemOptions>('/api/admin/cooler/stems/options', {}, signal);

export const stemOptionsQuery = () =>
  queryOptions({ queryKey: [...COOLER_STEMS_KEY, 'options'], queryFn: ({ signal }) => stemOptions(signal) });

export const useStemOptions = () => useQuery(stemOptionsQuery());
