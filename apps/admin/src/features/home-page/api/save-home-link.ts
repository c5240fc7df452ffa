import type { AdminHomeLink, CreateBannerRequest, HomeLinkSlot } from '@ffe/shared/contracts/admin-home';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { HOME_PAGE_KEY } from './home-page-key';

export type HomeLinkFields = CreateBannerRequest;

/** Creates a banner or card (no id) or replaces one's fields (with its id). */
export const saveHomeLink = ({ slot, id, fields }: { slot: HomeLinkSlot; id?: string; fields: HomeLinkFields }) => {
  const base = slot === 'banner' ? '/api/admin/banner' : '/api/admin/home/entry';
  if (id) return call<AdminHomeLink>(`${base}/update`, { id, ...fields });
  return call<AdminHomeLink>(`${base}/create`, slot === 'banner' ? fields : { slot, ...fields });
};

export const useSaveHomeLink = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveHomeLink,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: HOME_PAGE_KEY }),
  });
};
