import type { Kysely } from 'kysely';

/**
 * The orders workbench (issue 13): who delivers an order and the photo left at the door, when the florist started it
 * and why staff refunded it; timeline steps name the staff member who made them; the workbench reads by delivery day.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('preparing_at', 'bigint').execute();
  // A courier account when one was picked (it then sees the delivery); name and phone are kept either way.
  await db.schema.alterTable('orders').addColumn('courier_user_id', 'text').execute();
  await db.schema.alterTable('orders').addColumn('courier_name', 'text').execute();
  await db.schema.alterTable('orders').addColumn('courier_phone', 'text').execute();
  // An upload path, as the uploads module keeps them.
  await db.schema.alterTable('orders').addColumn('delivery_photo', 'text').execute();
  await db.schema.alterTable('orders').addColumn('refund_reason', 'text').execute();
  await db.schema.alterTable('order_events').addColumn('actor_id', 'text').execute();

  // The workbench lists one delivery day by slot and counts it by state (the dashboard counts tomorrow's slots with it); a courier lists their own deliveries.
  await db.schema
    .createIndex('orders_delivery_idx')
    .on('orders')
    .columns(['delivery_date', 'delivery_slot', 'status'])
    .execute();
  await db.schema
    .createIndex('orders_courier_idx')
    .on('orders')
    .columns(['courier_user_id', 'delivery_date'])
    .execute();
  await db.schema.createIndex('orders_recipient_phone_idx').on('orders').column('recipient_phone').execute();
}
