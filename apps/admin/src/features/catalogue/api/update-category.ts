import type * as adminCategoriesContracts from '@ffe/shared/contracts/admin-categories';
import type { UpdateCategoryRequest } from '@ffe/shared/contracts/admin-categories';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { CATEGORY_KEY } from './category-tree';

/** Renames a category, changes its icon, parent or visibility, from the version read; the tree refreshes either way. */
export const updateCategory = (input: UpdateCategoryRequest) =>
  call<typeof adminCategoriesContracts.updateCategory>('/api/admin/category/update', input);

export const useUpdateCategory = () => {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: updateCategory,
    onSettled: () => queryClient.invalidateQueries({ queryKey: CATEGORY_KEY }),
  });
};
