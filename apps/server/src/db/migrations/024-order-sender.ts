import type { Kysely } from 'kysely';

/**
 * Who ordered and how the card is signed (issue 16): the orderer's name and phone given at checkout, and the card's
 * signature (署名). Nullable: orders placed before name none of them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('sender_name', 'text').execute();
  await db.schema.alterTable('orders').addColumn('sender_phone', 'text').execute();
  await db.schema.alterTable('orders').addColumn('card_signature', 'text').execute();
}
