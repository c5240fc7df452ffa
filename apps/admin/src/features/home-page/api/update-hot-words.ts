import type * as adminHomeContracts from '@ffe/shared/contracts/admin-home';
import type { HotWord } from '@ffe/shared/contracts/admin-home';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { HOME_PAGE_KEY } from './home-page-key';

/** Replaces the hot words with these, in this order, each with its English word (null: none). */
export const updateHotWords = (words: HotWord[]) =>
  call<typeof adminHomeContracts.updateHotWords>('/api/admin/home/hot-words/update', { words });

export const useUpdateHotWords = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateHotWords,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: HOME_PAGE_KEY }),
  });
};
