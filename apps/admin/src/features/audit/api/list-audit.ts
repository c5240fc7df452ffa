import type * as staffContracts from '@ffe/shared/contracts/staff';
import type { listAudit as listAuditCall } from '@ffe/shared/contracts/staff';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../lib/api-client';

export type ListAuditRequest = z.input<typeof listAuditCall.request>;
export type AuditPage = z.infer<typeof listAuditCall.response>;

/** One page of the audit log, newest first. */
export const listAudit = (request: ListAuditRequest, signal?: AbortSignal) =>
  call<typeof staffContracts.listAudit>('/api/admin/audit/list', request, signal);

export const auditListQuery = (request: ListAuditRequest) =>
  queryOptions({
    queryKey: ['audit', 'list', request],
    queryFn: ({ signal }) => listAudit(request, signal),
    // Staff write all day, so each visit asks again; the rows stay while the next page loads.
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export const useAuditList = (request: ListAuditRequest) => useQuery(auditListQuery(request));
