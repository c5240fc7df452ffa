import type { Kysely } from 'kysely';

/**
 * The courier's outcomes (issue 40): an order brought back (not home, refused) waits for the florist's decision
 * (`orders.attention`), and its timeline step says which outcome it was (`order_events.outcome`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('attention', 'text').execute();
  await db.schema.alterTable('order_events').addColumn('outcome', 'text').execute();
}
