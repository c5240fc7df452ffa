import type * as contracts from '@ffe/shared/contracts/cooler-stems';
import type { ListCoolerStemsRequest } from '@ffe/shared/contracts/cooler-stems';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { COOLER_STEMS_KEY } from './stem-keys';

/** A page of stems by kind, name and archived. */
export const listStems = (input: ListCoolerStemsRequest, signal?: AbortSignal) =>
  call<typeof contracts.listCoolerStems>('/api/admin/cooler/stems/list', input, signal);

export const stemListQuery = (input: ListCoolerStemsRequest) =>
  queryOptions({ queryKey: [...COOLER_STEMS_KEY, 'list', input], queryFn: ({ signal }) => listStems(input, signal) });

export const useStemList = (input: ListCoolerStemsRequest) => useQuery(stemListQuery(input));
