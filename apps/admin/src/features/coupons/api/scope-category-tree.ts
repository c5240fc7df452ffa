import type { AdminCategoryTree } from '@ffe/shared/contracts/admin-categories';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** The console's category tree, hidden categories included, for a coupon's category scope. */
export const scopeCategoryTree = (signal?: AbortSignal) =>
  call<AdminCategoryTree>('/api/admin/category/tree', {}, signal);

export const scopeCategoriesQuery = () =>
  queryOptions({ queryKey: ['coupons', 'scope-categories'], queryFn: ({ signal }) => scopeCategoryTree(signal) });

export const useScopeCategories = (enabled: boolean) => useQuery({ ...scopeCategoriesQuery(), enabled });
