import type { Kysely } from 'kysely';

/**
 * Login and SMS limits as atomic counters (decision 011): a try is counted by one upsert before the password or
 * code is checked, so concurrent guesses each take their own count.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // Keys: `pair|<address>|<username>` and `address|<address>` lock; `account|<username>` only slows.
  await db.schema
    .createTable('login_throttles')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('window_started', 'bigint', (c) => c.notNull())
    .addColumn('locked_until', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('lock_level', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // Keys: `resend|<phone>` (one a minute), `phone|<phone>` and `address|<address>` (a day).
  await db.schema
    .createTable('sms_send_limits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('sends', 'integer', (c) => c.notNull())
    .addColumn('window_started', 'bigint', (c) => c.notNull())
    .execute();
  // Replaced by login_throttles; a lock in it lasted an hour at most, so nothing worth keeping is lost.
  await db.schema.dropTable('password_failures').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sms_send_limits').execute();
  await db.schema.dropTable('login_throttles').execute();
  await db.schema
    .createTable('password_failures')
    .addColumn('username', 'text', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('locked_until', 'bigint', (c) => c.notNull())
    .execute();
}
