import { type Kysely, sql } from 'kysely';

/**
 * Staff are people (issue 13): one row per staff account beside its user row, holding the team role that decides the
 * permissions; the audit log records every staff write in the transaction of the change.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('staff_members')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id'))
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('display_name', 'text', (c) => c.notNull())
    .addColumn('phone', 'text')
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('must_change_password', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_sign_in_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  // Accounts made before staff were people: the shared `service` login answers customers, `admin` owns the shop.
  await sql`INSERT INTO staff_members (user_id, role, display_name, enabled, must_change_password, created_at, updated_at)
    SELECT id, CASE WHEN role = 'admin' THEN 'admin' ELSE 'service' END, nickname, 1, 0, created_at, updated_at
    FROM users WHERE role IN ('staff', 'admin') AND username IS NOT NULL`.execute(db);

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('actor_id', 'text', (c) => c.notNull())
    .addColumn('actor_name', 'text', (c) => c.notNull())
    .addColumn('area', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('record_type', 'text', (c) => c.notNull())
    .addColumn('record_id', 'text', (c) => c.notNull())
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  // The log page reads newest first, by person, by area and by record.
  await db.schema.createIndex('audit_log_time_idx').on('audit_log').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('audit_log_actor_idx').on('audit_log').columns(['actor_id', 'created_at']).execute();
  await db.schema.createIndex('audit_log_record_idx').on('audit_log').columns(['record_type', 'record_id']).execute();
}
