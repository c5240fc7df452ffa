import type * as staffContracts from '@ffe/shared/contracts/staff';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** Everyone the log names, for the person filter: readable by whoever may read the log, not only staff managers. */
export const listAuditPeople = (signal?: AbortSignal) =>
  call<typeof staffContracts.listAuditActors>('/api/admin/audit/actors', {}, signal);

export const auditPeopleQuery = () =>
  queryOptions({
    queryKey: ['audit', 'people'],
    queryFn: ({ signal }) => listAuditPeople(signal),
    select: (page) => page.list,
    staleTime: 5 * 60_000,
    retry: false,
  });

export const useAuditPeople = () => useQuery(auditPeopleQuery());
