import type * as contracts from '@ffe/shared/contracts/cooler-stems';
import { call } from '../../../lib/api-client';

/** One stem as it is now (the stale-save dialog reads it). */
export const stemDetail = (id: string, signal?: AbortSignal) =>
  call<typeof contracts.coolerStemDetail>('/api/admin/cooler/stems/detail', { id }, signal);
