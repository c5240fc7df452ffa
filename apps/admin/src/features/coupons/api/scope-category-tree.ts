import type * as adminCategoriesContracts from '@ffe/shared/contracts/admin-categories';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** The console's category tree, hidden categories included, for a coupon's category scope. */
export const scopeCategoryTree = (signal?: AbortSignal) =>
  call<typeof adminCategoriesContracts.adminCategoryTree>('/api/admin/category/tree', {}, signal);

export const scopeCategoriesQuery = () =>
  queryOptions({ queryKey: ['coupons', 'scope-categories'], queryFn: ({ signal }) => scopeCategoryTree(signal) });

export const useScopeCategories = (enabled: boolean) => useQuery({ ...scopeCategoriesQuery(), enabled });
