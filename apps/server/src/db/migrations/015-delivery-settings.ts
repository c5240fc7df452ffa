import type { Kysely } from 'kysely';

/**
 * Delivery settings in the database (issue 13, decision 018): one row holding the whole settings as JSON with a version
 * every change raises, so each process can tell by one small read that its copy is stale. The row itself is written at
 * start-up from the environment (`deliverySettingsService.seedIfAbsent`): a migration has no configuration to read.
 * Orders keep the surcharge of their delivery date and its reason.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('delivery_settings')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('settings', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_by', 'text')
    .execute();

  await db.schema
    .alterTable('orders')
    .addColumn('surcharge', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('orders').addColumn('surcharge_reason', 'text').execute();
}
