import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { HOME_PAGE_KEY } from './home-page-key';

/** Replaces the hot words with these, in this order. */
export const updateHotWords = (words: string[]) =>
  call<{ words: string[] }>('/api/admin/home/hot-words/update', { words });

export const useUpdateHotWords = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateHotWords,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: HOME_PAGE_KEY }),
  });
};
