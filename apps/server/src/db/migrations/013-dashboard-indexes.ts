import type { Kysely } from 'kysely';

/**
 * The back office's reads (issue 13): the dashboard's day ranges and counts, the after-sale, comment and feedback
 * queues; feedback gains the handled flag (who and when).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('feedback').addColumn('handled_at', 'bigint').execute();
  await db.schema.alterTable('feedback').addColumn('handled_by', 'text').execute();

  // The dashboard sums a range of days: orders by when they were made, payments by when paid, refunds by when settled.
  await db.schema.createIndex('orders_created_idx').on('orders').column('created_at').execute();
  await db.schema.createIndex('payments_paid_idx').on('payments').column('paid_at').execute();
  await db.schema.createIndex('refunds_settled_idx').on('refunds').column('settled_at').execute();
  // Tomorrow's slots count the orders of one date and slot.
  await db.schema.createIndex('orders_delivery_idx').on('orders').columns(['delivery_date', 'delivery_slot']).execute();
  // The queues: open after-sales counted and listed first; comments and feedback newest first.
  await db.schema.createIndex('after_sales_status_idx').on('after_sales').columns(['status', 'created_at']).execute();
  await db.schema.createIndex('goods_comments_created_idx').on('goods_comments').column('created_at').execute();
  await db.schema.createIndex('feedback_created_idx').on('feedback').column('created_at').execute();
}
