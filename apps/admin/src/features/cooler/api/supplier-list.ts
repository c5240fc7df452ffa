import type * as contracts from '@ffe/shared/contracts/cooler-stems';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { COOLER_SUPPLIERS_KEY } from './stem-keys';

/** The suppliers, archived ones only when asked. */
export const listSuppliers = (archived: 'active' | 'archived' | 'all', signal?: AbortSignal) =>
  call<typeof contracts.listCoolerSuppliers>('/api/admin/cooler/suppliers/list', { archived }, signal);

export const supplierListQuery = (archived: 'active' | 'archived' | 'all') =>
  queryOptions({
    queryKey: [...COOLER_SUPPLIERS_KEY, 'list', archived],
    queryFn: ({ signal }) => listSuppliers(archived, signal),
  });

export const useSupplierList = (archived: 'active' | 'archived' | 'all') => useQuery(supplierListQuery(archived));
