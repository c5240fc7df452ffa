import type * as contracts from '@ffe/shared/contracts/cooler-stems';
import { call } from '../../../lib/api-client';

/** One supplier as it is now (the stale-save dialog reads it). */
export const supplierDetail = (id: string, signal?: AbortSignal) =>
  call<typeof contracts.coolerSupplierDetail>('/api/admin/cooler/suppliers/detail', { id }, signal);
