import type { Kysely } from 'kysely';

/**
 * Order lines promised from the cooler (issue 44, decision 060): a line whose size had a recipe when the order was
 * placed holds stems, not typed stock, so giving an order back returns typed stock only for the lines without.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('order_lines')
    .addColumn('from_cooler', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}
