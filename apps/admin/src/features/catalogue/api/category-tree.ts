import type * as adminCategoriesContracts from '@ffe/shared/contracts/admin-categories';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** Every category query starts with this key; a change to the tree refreshes it and the goods filters' choices. */
export const CATEGORY_KEY = ['categories'] as const;

export const categoryTree = (signal?: AbortSignal) =>
  call<typeof adminCategoriesContracts.adminCategoryTree>('/api/admin/category/tree', {}, signal);

export const categoryTreeQuery = () =>
  queryOptions({ queryKey: [...CATEGORY_KEY, 'tree'], queryFn: ({ signal }) => categoryTree(signal) });

export const useCategoryTree = () => useQuery(categoryTreeQuery());
