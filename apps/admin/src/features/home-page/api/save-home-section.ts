import type { AdminHomeSection, HomeSectionRequest } from '@ffe/shared/contracts/admin-home';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { HOME_PAGE_KEY } from './home-page-key';

/** Creates a section (no id) or replaces one's title, kind and goods (with its id and the version it was read at). */
export const saveHomeSection = ({
  id,
  version,
  fields,
}: {
  id?: string;
  version?: number;
  fields: HomeSectionRequest;
}) =>
  id
    ? call<AdminHomeSection>('/api/admin/home/section/update', { id, version, ...fields })
    : call<AdminHomeSection>('/api/admin/home/section/create', fields);

export const useSaveHomeSection = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveHomeSection,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: HOME_PAGE_KEY }),
  });
};
