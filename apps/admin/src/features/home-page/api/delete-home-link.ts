import type * as adminHomeContracts from '@ffe/shared/contracts/admin-home';
import type { HomeLinkSlot } from '@ffe/shared/contracts/admin-home';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { HOME_PAGE_KEY } from './home-page-key';

export const deleteHomeLink = ({ slot, id }: { slot: HomeLinkSlot; id: string }) =>
  slot === 'banner'
    ? call<typeof adminHomeContracts.deleteBanner>('/api/admin/banner/delete', { id })
    : call<typeof adminHomeContracts.deleteHomeCard>('/api/admin/home/entry/delete', { id });

export const useDeleteHomeLink = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteHomeLink,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: HOME_PAGE_KEY }),
  });
};
