import type { Kysely } from 'kysely';

/** Coupons, orders with their lines and history, delivery slot loads, payments, after-sale, order comments. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('coupon_templates')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('amount_off', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('percent_off', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_off', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('min_spend', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('scope_ids', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('valid_from', 'bigint')
    .addColumn('valid_until', 'bigint')
    .addColumn('valid_days', 'integer')
    .addColumn('total_quantity', 'integer', (c) => c.notNull())
    .addColumn('claimed_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('per_member_limit', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('audience', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('coupons')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('template_id', 'text', (c) => c.notNull().references('coupon_templates.id'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('order_id', 'text')
    .addColumn('starts_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('claimed_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .execute();
  await db.schema.createIndex('coupons_user_idx').on('coupons').columns(['user_id', 'status', 'expires_at']).execute();
  await db.schema.createIndex('coupons_template_user_idx').on('coupons').columns(['template_id', 'user_id']).execute();

  await db.schema
    .createTable('orders')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_no', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('goods_amount', 'integer', (c) => c.notNull())
    .addColumn('delivery_fee', 'integer', (c) => c.notNull())
    .addColumn('discount_amount', 'integer', (c) => c.notNull())
    .addColumn('pay_amount', 'integer', (c) => c.notNull())
    .addColumn('refunded_amount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('coupon_id', 'text')
    .addColumn('coupon_name', 'text')
    .addColumn('recipient_name', 'text', (c) => c.notNull())
    .addColumn('recipient_phone', 'text', (c) => c.notNull())
    .addColumn('province', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('district', 'text', (c) => c.notNull())
    .addColumn('detail', 'text', (c) => c.notNull())
    .addColumn('delivery_date', 'text', (c) => c.notNull())
    .addColumn('delivery_slot', 'text', (c) => c.notNull())
    .addColumn('card_message', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('anonymous', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('invoice', 'text')
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('pay_channel', 'text')
    .addColumn('has_after_sale', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('pay_deadline', 'bigint', (c) => c.notNull())
    .addColumn('paid_at', 'bigint')
    .addColumn('dispatched_at', 'bigint')
    .addColumn('received_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('orders_user_idempotency_key', ['user_id', 'idempotency_key'])
    .execute();
  await db.schema.createIndex('orders_user_idx').on('orders').columns(['user_id', 'created_at']).execute();
  // The scheduler's three sweeps each read one state by its deadline.
  await db.schema.createIndex('orders_status_deadline_idx').on('orders').columns(['status', 'pay_deadline']).execute();
  await db.schema
    .createIndex('orders_status_dispatched_idx')
    .on('orders')
    .columns(['status', 'dispatched_at'])
    .execute();
  await db.schema.createIndex('orders_status_received_idx').on('orders').columns(['status', 'received_at']).execute();

  await db.schema
    .createTable('order_lines')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id'))
    .addColumn('goods_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('cover', 'text', (c) => c.notNull())
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('commented', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('order_lines_order_idx').on('order_lines').column('order_id').execute();

  await db.schema
    .createTable('order_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('by', 'text', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_events_order_idx').on('order_events').columns(['order_id', 'at']).execute();

  await db.schema
    .createTable('delivery_slot_loads')
    .addColumn('delivery_date', 'text', (c) => c.notNull())
    .addColumn('slot', 'text', (c) => c.notNull())
    .addColumn('booked', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('delivery_slot_loads_pk', ['delivery_date', 'slot'])
    .execute();

  await db.schema
    .createTable('payments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id'))
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('trade_no', 'text')
    .addColumn('refunded_amount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('pays_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('paid_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('payments_order_idx').on('payments').column('order_id').execute();

  // The sandbox provider's own books, as a real provider keeps them on its side.
  await db.schema
    .createTable('sandbox_transactions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('trade_no', 'text', (c) => c.notNull().unique())
    .addColumn('merchant', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('refunded_amount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('return_url', 'text', (c) => c.notNull())
    .addColumn('paid_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('after_sales')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id'))
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('pictures', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('staff_note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('after_sales_order_idx').on('after_sales').column('order_id').execute();
  await db.schema.createIndex('after_sales_user_idx').on('after_sales').columns(['user_id', 'created_at']).execute();

  // A comment written from an order names its line, so each line is commented once.
  await db.schema.alterTable('goods_comments').addColumn('order_line_id', 'text').execute();
  await db.schema
    .createIndex('goods_comments_order_line_idx')
    .on('goods_comments')
    .column('order_line_id')
    .unique()
    .execute();
}
