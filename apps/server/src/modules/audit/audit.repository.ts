import crypto from 'node:crypto';
import type { AuditAction, AuditArea } from '@ffe/shared/domain/audit';
import type { Db } from '../../db/connect';
import { contains } from '../../db/contains';
import { pageOf } from '../../db/page';
import type { AuditActor } from '../../platform/authenticate';

/** One staff write; `before` and `after` are short summaries of the record's changed fields. */
export interface AuditEntry {
  actor: AuditActor;
  area: AuditArea;
  action: AuditAction;
  record: { type: string; id: string };
  before?: unknown;
  after?: unknown;
}

/** Which entries the log page shows; times are epoch milliseconds, `until` exclusive. */
export interface AuditFilter {
  /** A member's id, or part of their display name. */
  actor?: string | undefined;
  area?: AuditArea | undefined;
  recordType?: string | undefined;
  recordId?: string | undefined;
  since?: number | undefined;
  until?: number | undefined;
}

/**
 * Writes to the audit log and reads it; call `record` with the transaction of the change, so a failed change leaves no
 * entry.
 */
export function auditRepository(now: () => number = Date.now) {
  // Ids grow with each entry this process writes, so two entries of one millisecond keep their order.
  let written = 0;
  const nextId = () => `${(written++).toString(36).padStart(10, '0')}-${crypto.randomUUID()}`;
  return {
    /** A page of entries, newest first (ties by id, so pages never overlap). */
    async page(db: Db, filter: AuditFilter, pageNo: number, pageSize: number) {
      let matching = db.selectFrom('audit_log');
      const { actor, area, recordType, recordId, since, until } = filter;
      if (actor) {
        matching = matching.where((eb) => eb.or([eb('actor_id', '=', actor), contains(eb.ref('actor_name'), actor)]));
      }
      if (area) matching = matching.where('area', '=', area);
      if (recordType) matching = matching.where('record_type', '=', recordType);
      if (recordId) matching = matching.where('record_id', '=', recordId);
      if (since !== undefined) matching = matching.where('created_at', '>=', since);
      if (until !== undefined) matching = matching.where('created_at', '<', until);
      return pageOf(
        matching,
        matching.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc'),
        pageNo,
        pageSize,
      );
    },

    /** Each person the log names once: their team name and username if still known, else the name last written. */
    actors: (db: Db) =>
      db
        .selectFrom('audit_log')
        .leftJoin('staff_members', 'staff_members.user_id', 'audit_log.actor_id')
        .leftJoin('users', 'users.id', 'audit_log.actor_id')
        .select((eb) => [
          'audit_log.actor_id as id',
          'staff_members.display_name as currentName',
          'users.username as username',
          eb.fn.max('audit_log.actor_name').as('loggedName'),
        ])
        .groupBy(['audit_log.actor_id', 'staff_members.display_name', 'users.username'])
        .execute(),

    /**
     * What staff call the records of one type (an order by its number, a goods by its name), by id; types with no
     * name of their own (settings, pictures) and records gone since answer nothing.
     */
    async labels(db: Db, type: string, ids: readonly string[]): Promise<Map<string, string>> {
      if (ids.length === 0) return new Map();
      const rows = await labelQuery(db, type, ids);
      return new Map((rows ?? []).map((r) => [r.id, r.label]));
    },

    async record(trx: Db, entry: AuditEntry): Promise<void> {
      const staff = await trx
        .selectFrom('staff_members')
        .select('display_name')
        .where('user_id', '=', entry.actor.id)
        .executeTakeFirst();
      await trx
        .insertInto('audit_log')
        .values({
          id: nextId(),
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

/** The query naming records of `type`, or undefined for a type with no name of its own. */
function labelQuery(db: Db, type: string, ids: readonly string[]) {
  switch (type) {
    case 'order':
      return db.selectFrom('orders').select(['id', 'order_no as label']).where('id', 'in', ids).execute();
    case 'after-sale':
      return db
        .selectFrom('after_sales')
        .innerJoin('orders', 'orders.id', 'after_sales.order_id')
        .select(['after_sales.id as id', 'orders.order_no as label'])
        .where('after_sales.id', 'in', ids)
        .execute();
    case 'goods':
      return db.selectFrom('goods').select(['id', 'name as label']).where('id', 'in', ids).execute();
    case 'category':
      return db.selectFrom('categories').select(['id', 'name as label']).where('id', 'in', ids).execute();
    case 'coupon_template':
      return db.selectFrom('coupon_templates').select(['id', 'name as label']).where('id', 'in', ids).execute();
    case 'section':
      return db.selectFrom('home_sections').select(['id', 'title as label']).where('id', 'in', ids).execute();
    case 'banner':
    case 'entry':
    case 'promotion':
      return db.selectFrom('home_links').select(['id', 'title as label']).where('id', 'in', ids).execute();
    case 'staff':
      return db
        .selectFrom('staff_members')
        .select(['user_id as id', 'display_name as label'])
        .where('user_id', 'in', ids)
        .execute();
    default:
      return undefined;
  }
}

export type AuditRepository = ReturnType<typeof auditRepository>;
