import { SHOP_UTC_OFFSET_MS } from '@ffe/shared/constants';
import type { AuditActorView } from '@ffe/shared/contracts/staff';
import type { AuditArea } from '@ffe/shared/domain/audit';
import type { Db } from '../../db/connect';
import type { AuditLogTable } from '../../db/schema';
import { invalidParam } from '../../platform/errors';
import { toAuditEntry } from './audit.mapper';
import type { AuditRepository } from './audit.repository';

const DAY_MS = 86_400_000;

/** When a shop's day (YYYY-MM-DD, China time) begins, in epoch milliseconds. */
const shopDayStart = (date: string) => Date.parse(`${date}T00:00:00Z`) - SHOP_UTC_OFFSET_MS;

export interface AuditQuery {
  actor?: string | undefined;
  area?: AuditArea | undefined;
  recordType?: string | undefined;
  recordId?: string | undefined;
  /** The shop's days, both included. */
  from?: string | undefined;
  to?: string | undefined;
  page: number;
  pageSize: number;
}

/**
 * Reading the audit log: who did what to which record, filtered by person, area, record and the shop's days. Each
 * record comes with what staff call it (an order's number, a goods' name), read for the page shown.
 */
export function auditService(db: Db, repo: AuditRepository) {
  async function named(rows: readonly AuditLogTable[]) {
    const idsByType = new Map<string, Set<string>>();
    for (const row of rows)
      idsByType.set(row.record_type, (idsByType.get(row.record_type) ?? new Set()).add(row.record_id));
    const labels = new Map(
      await Promise.all(
        [...idsByType].map(async ([type, ids]) => [type, await repo.labels(db, type, [...ids])] as const),
      ),
    );
    return rows.map((row) => toAuditEntry(row, labels.get(row.record_type)?.get(row.record_id) ?? null));
  }

  return {
    async list({ from, to, page, pageSize, ...filter }: AuditQuery) {
      if (from && to && from > to) throw invalidParam('to: must not be before from');
      const { rows, total } = await repo.page(
        db,
        {
          ...filter,
          since: from === undefined ? undefined : shopDayStart(from),
          until: to === undefined ? undefined : shopDayStart(to) + DAY_MS,
        },
        page,
        pageSize,
      );
      return { list: await named(rows), total };
    },

    /** The person filter's choices, by name (the same order on every database), ties by id. */
    async actors(): Promise<AuditActorView[]> {
      const rows = await repo.actors(db);
      return rows
        .map((row) => ({ id: row.id, name: row.currentName ?? row.loggedName, username: row.username }))
        .sort((a, b) => a.name.localeCompare(b.name, 'zh-CN') || (a.id < b.id ? -1 : 1));
    },
  };
}

export type AuditService = ReturnType<typeof auditService>;
