import type * as staffContracts from '@ffe/shared/contracts/staff';
import type { listStaff as listStaffCall } from '@ffe/shared/contracts/staff';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../lib/api-client';

export type ListStaffRequest = z.input<typeof listStaffCall.request>;
export type StaffPage = z.infer<typeof listStaffCall.response>;

/** Every query of this feature starts with this key, so one change to a staff member refreshes them all. */
export const STAFF_KEY = ['staff'] as const;

export const listStaff = (request: ListStaffRequest, signal?: AbortSignal) =>
  call<typeof staffContracts.listStaff>('/api/admin/staff/list', request, signal);

export const staffListQuery = (request: ListStaffRequest) =>
  queryOptions({
    queryKey: [...STAFF_KEY, 'list', request],
    queryFn: ({ signal }) => listStaff(request, signal),
    // The rows stay while the next page or filter loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });

export const useStaffList = (request: ListStaffRequest) => useQuery(staffListQuery(request));
