import type * as adminHomeContracts from '@ffe/shared/contracts/admin-home';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { HOME_PAGE_KEY } from './home-page-key';

export const deleteHomeSection = (id: string) =>
  call<typeof adminHomeContracts.deleteHomeSection>('/api/admin/home/section/delete', { id });

export const useDeleteHomeSection = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteHomeSection,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: HOME_PAGE_KEY }),
  });
};
