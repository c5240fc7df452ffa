import type * as adminHomeContracts from '@ffe/shared/contracts/admin-home';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { HOME_PAGE_KEY } from './home-page-key';

/** null goes back to automatic: the first top-level categories. */
export const updateHomeCategories = (categoryIds: string[] | null) =>
  call<typeof adminHomeContracts.updateHomeCategories>('/api/admin/home/categories/update', { categoryIds });

export const useUpdateHomeCategories = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateHomeCategories,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: HOME_PAGE_KEY }),
  });
};
