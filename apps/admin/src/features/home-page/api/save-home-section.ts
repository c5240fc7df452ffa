import type * as adminHomeContracts from '@ffe/shared/contracts/admin-home';
import type { HomeSectionRequest } from '@ffe/shared/contracts/admin-home';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { HOME_PAGE_KEY } from './home-page-key';

/** Creates a section (no id) or replaces one's title, kind and goods (with its id and the version it was read at). */
export const saveHomeSection = (
  save: { id: string; version: number; fields: HomeSectionRequest } | { id?: undefined; fields: HomeSectionRequest },
) =>
  save.id
    ? call<typeof adminHomeContracts.updateHomeSection>('/api/admin/home/section/update', {
        id: save.id,
        version: save.version,
        ...save.fields,
      })
    : call<typeof adminHomeContracts.createHomeSection>('/api/admin/home/section/create', save.fields);

export const useSaveHomeSection = () => {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: saveHomeSection,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: HOME_PAGE_KEY }),
  });
};
