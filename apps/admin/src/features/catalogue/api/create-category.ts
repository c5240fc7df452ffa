import type * as adminCategoriesContracts from '@ffe/shared/contracts/admin-categories';
import type { CreateCategoryRequest } from '@ffe/shared/contracts/admin-categories';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { CATEGORY_KEY } from './category-tree';

/** Adds a category at the end of its level. */
export const createCategory = (input: CreateCategoryRequest) =>
  call<typeof adminCategoriesContracts.createCategory>('/api/admin/category/create', input);

export const useCreateCategory = () => {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: createCategory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CATEGORY_KEY }),
  });
};
