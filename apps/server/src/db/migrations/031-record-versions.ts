import type { Kysely } from 'kysely';

/**
 * Records the console saves whole carry a version (issue 40): every staff save raises it, and a save made from an
 * older version is refused, so one person's save never silently undoes another's.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // One statement per table: SQLite adds one column per ALTER TABLE.
  for (const table of ['goods', 'categories', 'home_sections', 'coupon_templates', 'staff_members']) {
    await db.schema
      .alterTable(table)
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
  }
}
