import type * as contracts from '@ffe/shared/contracts/cooler-batches';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { COOLER_BATCHES_KEY } from './batch-keys';

/** The cooler now: stems with units on hand or on order, and their batches. */
export const listBatches = (signal?: AbortSignal) =>
  call<typeof contracts.listCoolerBatches>('/api/admin/cooler/batches/list', {}, signal);

export const batchListQuery = () =>
  queryOptions({ queryKey: [...COOLER_BATCHES_KEY, 'list'], queryFn: ({ signal }) => listBatches(signal) });

export const useBatchList = () => useQuery(batchListQuery());
