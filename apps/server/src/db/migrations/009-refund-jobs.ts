import { type Kysely, sql } from 'kysely';

/**
 * Refunds as durable work (decision 012): one row per refund, retried by a worker until the provider pays it; the
 * sandbox keeps each refund by its id so a repeated call never gives twice; timeline events get a per-order sequence.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('refunds')
    // The refund's idempotency key at the provider.
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('payment_id', 'text', (c) => c.notNull().references('payments.id'))
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id'))
    .addColumn('after_sale_id', 'text')
    .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'bigint', (c) => c.notNull())
    .addColumn('last_error', 'text')
    .addColumn('lease_owner', 'text')
    .addColumn('lease_until', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('settled_at', 'bigint')
    .execute();
  // The worker reads what is due; the staff detail reads an order's refunds; the books read a payment's.
  await db.schema.createIndex('refunds_due_idx').on('refunds').columns(['status', 'next_attempt_at']).execute();
  await db.schema.createIndex('refunds_order_idx').on('refunds').columns(['order_id', 'created_at']).execute();
  await db.schema.createIndex('refunds_payment_idx').on('refunds').column('payment_id').execute();

  await db.schema
    .createTable('sandbox_refunds')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('payment_id', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  // How many refund calls the sandbox refuses before it accepts again, so tests and demos can make it fail.
  await db.schema
    .alterTable('sandbox_transactions')
    .addColumn('refunds_to_refuse', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  // Two moves in one millisecond must keep their order: each order numbers its events.
  await db.schema
    .alterTable('order_events')
    .addColumn('seq', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`UPDATE order_events SET seq = (
    SELECT count(*) FROM order_events e
    WHERE e.order_id = order_events.order_id AND (e.at < order_events.at OR (e.at = order_events.at AND e.id <= order_events.id))
  )`.execute(db);
  await db.schema
    .createIndex('order_events_order_seq_idx')
    .on('order_events')
    .columns(['order_id', 'seq'])
    .unique()
    .execute();
}
