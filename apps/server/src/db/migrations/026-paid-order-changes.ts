import type { Kysely } from 'kysely';

/**
 * Changing a paid order (issue 16): a timeline step that changed the order without moving it keeps what changed, as
 * JSON `[{ field, from, to }]`; null on every step that moved the order.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('order_events').addColumn('changes', 'text').execute();
}
