import type { AuditEntryView } from '@ffe/shared/contracts/staff';
import type { AuditArea } from '@ffe/shared/domain/audit';
import type { AuditLogTable } from '../../db/schema';

const parsed = (json: string | null): unknown => (json === null ? null : JSON.parse(json));

/** An entry as the log page shows it: the stored before and after JSON become values again; `recordLabel` names it. */
export function toAuditEntry(row: AuditLogTable, recordLabel: string | null): AuditEntryView {
  return {
    _id: row.id,
    actorId: row.actor_id,
    actorName: row.actor_name,
    area: row.area as AuditArea,
    action: row.action,
    recordType: row.record_type,
    recordId: row.record_id,
    recordLabel,
    before: parsed(row.before),
    after: parsed(row.after),
    ip: row.ip,
    createdAt: row.created_at,
  };
}
