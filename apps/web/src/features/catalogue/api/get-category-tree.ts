import type * as catalogueContracts from '@ffe/shared/contracts/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export const getCategoryTree = (signal?: AbortSignal) =>
  call<typeof catalogueContracts.categoryTree>('/api/mall/category/tree', {}, signal).then((tree) => tree.list);

export const categoryTreeQuery = () =>
  queryOptions({
    queryKey: ['catalogue', 'category-tree'],
    queryFn: ({ signal }) => getCategoryTree(signal),
    // The shop's categories change rarely; switching pages should not refetch them.
    staleTime: 5 * 60_000,
  });

export const useCategoryTree = () => useQuery(categoryTreeQuery());
