import type * as staffContracts from '@ffe/shared/contracts/staff';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { STAFF_KEY } from './list-staff';

export const staffDetail = (id: string, signal?: AbortSignal) =>
  call<typeof staffContracts.staffDetail>('/api/admin/staff/detail', { _id: id }, signal);

/** One member as they are now: what an editor reads again after a refused save. */
export const staffDetailQuery = (id: string) =>
  queryOptions({ queryKey: [...STAFF_KEY, 'detail', id], queryFn: ({ signal }) => staffDetail(id, signal) });
