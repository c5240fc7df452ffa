import type * as adminHomeContracts from '@ffe/shared/contracts/admin-home';
import type { HomeLinkSlot } from '@ffe/shared/contracts/admin-home';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { HOME_PAGE_KEY } from './home-page-key';

/** Sends the whole list's ids in their new order. */
export const reorderHomeLinks = ({ slot, ids }: { slot: HomeLinkSlot; ids: string[] }) =>
  slot === 'banner'
    ? call<typeof adminHomeContracts.reorderBanners>('/api/admin/banner/reorder', { ids })
    : call<typeof adminHomeContracts.reorderHomeCards>('/api/admin/home/entry/reorder', { slot, ids });

export const useReorderHomeLinks = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reorderHomeLinks,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: HOME_PAGE_KEY }),
  });
};
