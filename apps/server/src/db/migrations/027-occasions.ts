import type { Kysely } from 'kysely';

/**
 * Occasions (issue 16): the dates a member keeps (`occasion_reminders`, yearly), the notices sent of them, one row per
 * reminder, occasion year and lead (its key is the claim that sends each once across processes), and the members
 * waiting for sold-out goods or an option (`stock_alerts`, `sku_id` '' for the goods itself; `notified_at` is set by
 * the conditional update that claims the one notice).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('occasion_reminders')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('month', 'integer', (c) => c.notNull())
    .addColumn('day', 'integer', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('occasion_reminders_user_idx').on('occasion_reminders').column('user_id').execute();
  await db.schema
    .createIndex('occasion_reminders_day_idx')
    .on('occasion_reminders')
    .columns(['month', 'day'])
    .execute();

  await db.schema
    .createTable('occasion_notices')
    .addColumn('reminder_id', 'text', (c) => c.notNull())
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('lead', 'integer', (c) => c.notNull())
    .addColumn('sent_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('occasion_notices_pk', ['reminder_id', 'year', 'lead'])
    .execute();

  await db.schema
    .createTable('stock_alerts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('goods_id', 'text', (c) => c.notNull())
    .addColumn('sku_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('notified_at', 'bigint')
    .addUniqueConstraint('stock_alerts_member_target', ['user_id', 'goods_id', 'sku_id'])
    .execute();
  await db.schema
    .createIndex('stock_alerts_goods_idx')
    .on('stock_alerts')
    .columns(['goods_id', 'notified_at'])
    .execute();
}
