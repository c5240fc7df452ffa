import type * as adminHomeContracts from '@ffe/shared/contracts/admin-home';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { HOME_PAGE_KEY } from './home-page-key';

export const getHomeCategories = (signal?: AbortSignal) =>
  call<typeof adminHomeContracts.homeCategories>('/api/admin/home/categories', {}, signal);

export const homeCategoriesQuery = () =>
  queryOptions({ queryKey: [...HOME_PAGE_KEY, 'categories'], queryFn: ({ signal }) => getHomeCategories(signal) });

export const useHomeCategories = () => useQuery(homeCategoriesQuery());
