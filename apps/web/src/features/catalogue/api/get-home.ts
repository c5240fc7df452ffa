import type { Home } from '@ffe/shared/contracts/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export const getHome = (signal?: AbortSignal) => call<Home>('/api/mall/home', {}, signal);

export const homeQuery = () =>
  queryOptions({ queryKey: ['catalogue', 'home'], queryFn: ({ signal }) => getHome(signal) });

export const useHome = () => useQuery(homeQuery());
