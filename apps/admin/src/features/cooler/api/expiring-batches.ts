import type * as contracts from '@ffe/shared/contracts/cooler-batches';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { COOLER_BATCHES_KEY } from './batch-keys';

/** Stems within a day of their use-by with the goods that use them, and batches past it with units left. */
export const expiringBatches = (signal?: AbortSignal) =>
  call<typeof contracts.expiringCoolerBatches>('/api/admin/cooler/batches/expiring', {}, signal);

export const expiringBatchesQuery = () =>
  queryOptions({ queryKey: [...COOLER_BATCHES_KEY, 'expiring'], queryFn: ({ signal }) => expiringBatches(signal) });

export const useExpiringBatches = () => useQuery(expiringBatchesQuery());
