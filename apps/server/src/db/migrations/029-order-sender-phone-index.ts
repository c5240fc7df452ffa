import type { Kysely } from 'kysely';

/** The workbench finds an order by its orderer's (订购人) phone too, as it does by the recipient's (migration 014). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('orders_sender_phone_idx').on('orders').column('sender_phone').execute();
}
