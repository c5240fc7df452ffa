import type { Kysely } from 'kysely';

/**
 * The back office's reads (issue 13): the dashboard's day ranges and counts, the after-sale, comment and feedback
 * queues; feedback gains the handled flag (who and when).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('feedback').addColumn('handled_at', 'bigint').execute();
  await db.schema.alterTable('feedback').addColumn('handled_by', 'text').execute();

  // The dashboard sums a range of days from indexes alone: orders by when they were made, payments by when paid,
  // refunds by when settled, and the goods sold on each order's lines (an index that also serves reading an order's
  // lines, so it replaces order_lines_order_idx).
  await db.schema
    .createIndex('orders_created_idx')
    .on('orders')
    .columns(['created_at', 'paid_at', 'pay_amount', 'id'])
    .execute();
  await db.schema
    .createIndex('payments_paid_idx')
    .on('payments')
    .columns(['paid_at', 'pays_order', 'amount'])
    .execute();
  await db.schema.createIndex('refunds_settled_idx').on('refunds').column('settled_at').execute();
  await db.schema
    .createIndex('order_lines_goods_sold_idx')
    .on('order_lines')
    .columns(['order_id', 'goods_id', 'quantity', 'amount'])
    .execute();
  await db.schema.dropIndex('order_lines_order_idx').execute();
  // The queues: open after-sales counted and listed first; comments and feedback newest first.
  await db.schema.createIndex('after_sales_status_idx').on('after_sales').columns(['status', 'created_at']).execute();
  await db.schema.createIndex('goods_comments_created_idx').on('goods_comments').column('created_at').execute();
  await db.schema.createIndex('feedback_created_idx').on('feedback').column('created_at').execute();
}
