import type * as adminCategoriesContracts from '@ffe/shared/contracts/admin-categories';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { CATEGORY_KEY } from './category-tree';

/** Deletes an empty category; one holding goods or children is refused (409) with how many. */
export const deleteCategory = (id: string) =>
  call<typeof adminCategoriesContracts.deleteCategory>('/api/admin/category/delete', { id });

export const useDeleteCategory = () => {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: deleteCategory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CATEGORY_KEY }),
  });
};
