import type { CategoryNode } from '@ffe/shared/contracts/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** The shop's two-level category tree, for a coupon's category scope. */
export const listScopeCategories = (signal?: AbortSignal) =>
  call<{ list: CategoryNode[] }>('/api/mall/category/tree', {}, signal);

export const scopeCategoriesQuery = () =>
  queryOptions({ queryKey: ['coupons', 'scope-categories'], queryFn: ({ signal }) => listScopeCategories(signal) });

export const useScopeCategories = (enabled: boolean) => useQuery({ ...scopeCategoriesQuery(), enabled });
