import { MAX_PAGE_SIZE } from '@ffe/shared/constants';
import type { StaffMember } from '@ffe/shared/contracts/staff';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** The staff the person filter offers; a reader who may not list staff gets none, and picks people from the rows. */
export const listAuditPeople = (signal?: AbortSignal) =>
  call<{ list: StaffMember[] }>('/api/admin/staff/list', { page: 1, pageSize: MAX_PAGE_SIZE }, signal);

export const auditPeopleQuery = () =>
  queryOptions({
    queryKey: ['audit', 'people'],
    queryFn: ({ signal }) => listAuditPeople(signal),
    select: (page) => page.list,
    staleTime: 5 * 60_000,
    retry: false,
  });

export const useAuditPeople = () => useQuery(auditPeopleQuery());
