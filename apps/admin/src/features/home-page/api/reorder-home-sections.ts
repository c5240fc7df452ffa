import type * as adminHomeContracts from '@ffe/shared/contracts/admin-home';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { HOME_PAGE_KEY } from './home-page-key';

export const reorderHomeSections = (ids: string[]) =>
  call<typeof adminHomeContracts.reorderHomeSections>('/api/admin/home/section/reorder', { ids });

export const useReorderHomeSections = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reorderHomeSections,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: HOME_PAGE_KEY }),
  });
};
