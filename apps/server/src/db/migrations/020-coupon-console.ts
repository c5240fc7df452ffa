import type { Kysely } from 'kysely';

/**
 * The console's coupons (issue 14): a template can be ended (no more claims or issues; held coupons keep their
 * terms), staff issues are kept by their idempotency key so a repeated request gives nothing more, and orders are
 * found by their coupon for the figures per template.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('coupon_templates').addColumn('ended_at', 'bigint').execute();
  await db.schema.alterTable('coupon_templates').addColumn('updated_at', 'bigint').execute();

  await db.schema
    .createTable('coupon_issues')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('template_id', 'text', (c) => c.notNull().references('coupon_templates.id'))
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    .addColumn('target', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'text', (c) => c.notNull())
    .addColumn('issued', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('at_limit', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sold_out', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema.createIndex('orders_coupon_idx').on('orders').column('coupon_id').execute();
  await db.schema.createIndex('users_role_idx').on('users').columns(['role', 'id']).execute();
}
