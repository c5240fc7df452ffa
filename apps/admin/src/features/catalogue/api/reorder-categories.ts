import type * as adminCategoriesContracts from '@ffe/shared/contracts/admin-categories';
import type { ReorderCategoriesRequest } from '@ffe/shared/contracts/admin-categories';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { CATEGORY_KEY } from './category-tree';

/** Puts the categories of one level in a new order. */
export const reorderCategories = (input: ReorderCategoriesRequest) =>
  call<typeof adminCategoriesContracts.reorderCategories>('/api/admin/category/reorder', input);

export const useReorderCategories = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reorderCategories,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CATEGORY_KEY }),
  });
};
