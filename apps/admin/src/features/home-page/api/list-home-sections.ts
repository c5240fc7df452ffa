import type * as adminHomeContracts from '@ffe/shared/contracts/admin-home';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { HOME_PAGE_KEY } from './home-page-key';

export const listHomeSections = (signal?: AbortSignal) =>
  call<typeof adminHomeContracts.listHomeSections>('/api/admin/home/section/list', {}, signal);

export const homeSectionsQuery = () =>
  queryOptions({ queryKey: [...HOME_PAGE_KEY, 'sections'], queryFn: ({ signal }) => listHomeSections(signal) });

export const useHomeSections = () => useQuery(homeSectionsQuery());
