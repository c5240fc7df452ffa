import type * as catalogueContracts from '@ffe/shared/contracts/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export const getHome = (signal?: AbortSignal) => call<typeof catalogueContracts.home>('/api/mall/home', {}, signal);

export const homeQuery = () =>
  queryOptions({ queryKey: ['catalogue', 'home'], queryFn: ({ signal }) => getHome(signal) });

export const useHome = () => useQuery(homeQuery());
