import type * as adminHomeContracts from '@ffe/shared/contracts/admin-home';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { HOME_PAGE_KEY } from './home-page-key';

export const getHotWords = (signal?: AbortSignal) =>
  call<typeof adminHomeContracts.hotWords>('/api/admin/home/hot-words', {}, signal);

export const hotWordsQuery = () =>
  queryOptions({ queryKey: [...HOME_PAGE_KEY, 'hot-words'], queryFn: ({ signal }) => getHotWords(signal) });

export const useHotWords = () => useQuery(hotWordsQuery());
