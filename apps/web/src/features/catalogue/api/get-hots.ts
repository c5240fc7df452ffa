import type * as catalogueContracts from '@ffe/shared/contracts/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export const getHots = (limit: number, signal?: AbortSignal) =>
  call<typeof catalogueContracts.hots>('/api/mall/goodsInfo/hots', { limit }, signal);

export const hotsQuery = (limit = 10) =>
  queryOptions({ queryKey: ['catalogue', 'hots', limit], queryFn: ({ signal }) => getHots(limit, signal) });

export const useHots = (limit?: number) => useQuery(hotsQuery(limit));
