import crypto from 'node:crypto';
import type { AuditArea } from '@ffe/shared/domain/audit';
import type { Db } from '../../db/connect';

/** Who made a staff write and from where. */
export interface AuditActor {
  id: string;
  ip: string;
}

/** One staff write; `before` and `after` are short summaries of the record's changed fields. */
export interface AuditEntry {
  actor: AuditActor;
  area: AuditArea;
  action: string;
  record: { type: string; id: string };
  before?: unknown;
  after?: unknown;
}

/** Writes to the audit log; call `record` with the transaction of the change, so a failed change leaves no entry. */
export function auditRepository(now: () => number = Date.now) {
  return {
    async record(trx: Db, entry: AuditEntry): Promise<void> {
      const staff = await trx
        .selectFrom('staff_members')
        .select('display_name')
        .where('user_id', '=', entry.actor.id)
        .executeTakeFirst();
      await trx
        .insertInto('audit_log')
        .values({
          id: crypto.randomUUID(),
          actor_id: entry.actor.id,
          actor_name: staff?.display_name ?? entry.actor.id,
          area: entry.area,
          action: entry.action,
          record_type: entry.record.type,
          record_id: entry.record.id,
          before: entry.before === undefined ? null : JSON.stringify(entry.before),
          after: entry.after === undefined ? null : JSON.stringify(entry.after),
          ip: entry.actor.ip,
          created_at: now(),
        })
        .execute();
    },
  };
}

export type AuditRepository = ReturnType<typeof auditRepository>;
