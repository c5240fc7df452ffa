import type * as adminHomeContracts from '@ffe/shared/contracts/admin-home';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { HOME_PAGE_KEY } from './home-page-key';

export const getHomePreview = (signal?: AbortSignal) =>
  call<typeof adminHomeContracts.homePreview>('/api/admin/home/preview', {}, signal);

export const homePreviewQuery = () =>
  queryOptions({ queryKey: [...HOME_PAGE_KEY, 'preview'], queryFn: ({ signal }) => getHomePreview(signal) });

export const useHomePreview = () => useQuery(homePreviewQuery());
