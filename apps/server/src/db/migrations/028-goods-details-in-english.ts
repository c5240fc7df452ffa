import type { Kysely } from 'kysely';

/**
 * Goods detail in English (issue 16): the fixed blocks (materials, packaging, delivery notes), the option dimension and
 * the options' names get optional English texts beside their Chinese ones; null shows the Chinese text.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const columns: [table: string, column: string][] = [
    ['goods', 'materials_en'],
    ['goods', 'packaging_en'],
    ['goods', 'delivery_notes_en'],
    ['goods', 'spec_name_en'],
    ['goods_skus', 'name_en'],
  ];
  // One statement per column: SQLite adds one column per ALTER TABLE.
  for (const [table, column] of columns) await db.schema.alterTable(table).addColumn(column, 'text').execute();
}
