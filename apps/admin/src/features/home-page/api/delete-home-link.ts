import type { HomeLinkSlot } from '@ffe/shared/contracts/admin-home';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { HOME_PAGE_KEY } from './home-page-key';

export const deleteHomeLink = ({ slot, id }: { slot: HomeLinkSlot; id: string }) =>
  call<null>(slot === 'banner' ? '/api/admin/banner/delete' : '/api/admin/home/entry/delete', { id });

export const useDeleteHomeLink = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteHomeLink,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: HOME_PAGE_KEY }),
  });
};
