import type { Kysely } from 'kysely';

/**
 * Flowers every week (issue 45, decision 061): series of plans, the week's bouquet per series, subscriptions bought
 * (or given) through a purchase order, their deliveries (each placed as its own paid order before its date, once) and
 * the log of what changed. Orders learn which subscription they belong to.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('subscription_series')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text')
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('description_en', 'text')
    .addColumn('cover', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('goods_id', 'text', (c) => c.notNull())
    .addColumn('sku_id', 'text')
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('subscription_plans')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('series_id', 'text', (c) => c.notNull())
    .addColumn('deliveries', 'integer', (c) => c.notNull())
    .addColumn('every_weeks', 'integer', (c) => c.notNull())
    .addColumn('weekdays', 'text', (c) => c.notNull())
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('lead_days', 'integer', (c) => c.notNull())
    .addColumn('cutoff', 'text', (c) => c.notNull())
    .addColumn('giftable', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('subscription_plans_series').on('subscription_plans').column('series_id').execute();
  await db.schema
    .createTable('subscription_bouquets')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('series_id', 'text', (c) => c.notNull())
    .addColumn('week', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('title_en', 'text')
    .addColumn('photo', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('goods_id', 'text', (c) => c.notNull())
    .addColumn('sku_id', 'text')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_by', 'text')
    .execute();
  // One bouquet per series and week (the week's Monday, the shop's date).
  await db.schema
    .createIndex('subscription_bouquets_week')
    .on('subscription_bouquets')
    .columns(['series_id', 'week'])
    .unique()
    .execute();
  await db.schema
    .createTable('subscriptions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('owner_id', 'text')
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('series_id', 'text', (c) => c.notNull())
    .addColumn('plan_id', 'text', (c) => c.notNull())
    .addColumn('deliveries_total', 'integer', (c) => c.notNull())
    .addColumn('every_weeks', 'integer', (c) => c.notNull())
    .addColumn('lead_days', 'integer', (c) => c.notNull())
    .addColumn('cutoff', 'text', (c) => c.notNull())
    .addColumn('weekday', 'integer')
    .addColumn('first_date', 'text')
    .addColumn('slot', 'text')
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('paid_amount', 'integer', (c) => c.notNull())
    .addColumn('refunded_amount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('purchase_order_id', 'text', (c) => c.notNull().unique())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('paused_until', 'text')
    .addColumn('placed_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('recipient_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('recipient_phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('province', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('city', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('district', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('detail', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('card_message', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('card_every', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('gift', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('gift_token_hash', 'text')
    .addColumn('gift_message', 'text')
    .addColumn('gift_from', 'text')
    .addColumn('claimed_at', 'bigint')
    .addColumn('renewal_of', 'text')
    .addColumn('end_reminded_at', 'bigint')
    .addColumn('cancelled_at', 'bigint')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('subscriptions_user_idempotency_key', ['user_id', 'idempotency_key'])
    .execute();
  await db.schema.createIndex('subscriptions_user').on('subscriptions').column('user_id').execute();
  await db.schema.createIndex('subscriptions_owner').on('subscriptions').column('owner_id').execute();
  await db.schema.createIndex('subscriptions_status').on('subscriptions').columns(['status', 'series_id']).execute();
  await db.schema
    .createIndex('subscriptions_gift_token')
    .on('subscriptions')
    .column('gift_token_hash')
    .unique()
    .execute();
  await db.schema
    .createTable('subscription_deliveries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('subscription_id', 'text', (c) => c.notNull())
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('slot', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('number', 'integer')
    .addColumn('order_id', 'text', (c) => c.unique())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('recipient', 'text')
    .addColumn('moved_from', 'text')
    .addColumn('told_before_at', 'bigint')
    .addColumn('told_delivered_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('subscription_deliveries_due')
    .on('subscription_deliveries')
    .columns(['status', 'date'])
    .execute();
  await db.schema
    .createIndex('subscription_deliveries_subscription')
    .on('subscription_deliveries')
    .columns(['subscription_id', 'date'])
    .execute();
  await db.schema
    .createTable('subscription_changes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('subscription_id', 'text', (c) => c.notNull())
    .addColumn('delivery_id', 'text')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('by', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'text')
    .addColumn('detail', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addUniqueConstraint('subscription_changes_seq', ['subscription_id', 'seq'])
    .execute();
  await db.schema
    .alterTable('orders')
    .addColumn('kind', 'text', (c) => c.notNull().defaultTo('goods'))
    .execute();
  await db.schema.alterTable('orders').addColumn('subscription_id', 'text').execute();
  await db.schema.alterTable('orders').addColumn('subscription_number', 'integer').execute();
  await db.schema.alterTable('orders').addColumn('subscription_total', 'integer').execute();
  await db.schema.createIndex('orders_subscription').on('orders').column('subscription_id').execute();
  // Figures leave purchase orders out (their money counts through the deliveries): the index the dashboard and the
  // metrics read alone carries the kind too.
  await db.schema.dropIndex('orders_created_idx').execute();
  await db.schema
    .createIndex('orders_created_idx')
    .on('orders')
    .columns(['created_at', 'paid_at', 'pay_amount', 'id', 'kind'])
    .execute();
}
