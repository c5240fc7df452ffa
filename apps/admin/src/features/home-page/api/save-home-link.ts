import type * as adminHomeContracts from '@ffe/shared/contracts/admin-home';
import type { CreateBannerRequest, HomeLinkSlot } from '@ffe/shared/contracts/admin-home';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { HOME_PAGE_KEY } from './home-page-key';

export type HomeLinkFields = CreateBannerRequest;

/** Creates a banner or card (no id) or replaces one's fields (with its id). */
export const saveHomeLink = ({ slot, id, fields }: { slot: HomeLinkSlot; id?: string; fields: HomeLinkFields }) => {
  if (slot === 'banner') {
    if (id) return call<typeof adminHomeContracts.updateBanner>('/api/admin/banner/update', { id, ...fields });
    return call<typeof adminHomeContracts.createBanner>('/api/admin/banner/create', fields);
  }
  if (id) return call<typeof adminHomeContracts.updateHomeCard>('/api/admin/home/entry/update', { id, ...fields });
  return call<typeof adminHomeContracts.createHomeCard>('/api/admin/home/entry/create', { slot, ...fields });
};

export const useSaveHomeLink = () => {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: saveHomeLink,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: HOME_PAGE_KEY }),
  });
};
