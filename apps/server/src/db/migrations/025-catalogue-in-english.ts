import { type Kysely, sql } from 'kysely';

/**
 * The catalogue in English (issue 16): goods, categories, home banners, cards and sections, and coupon templates get
 * optional English texts beside their Chinese ones; null (or empty) shows the Chinese text to English readers too.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const columns: [table: string, column: string][] = [
    ['goods', 'name_en'],
    ['goods', 'flower_language_en'],
    ['goods', 'description_en'],
    ['categories', 'name_en'],
    ['home_links', 'title_en'],
    ['home_links', 'subtitle_en'],
    ['home_sections', 'title_en'],
    ['coupon_templates', 'name_en'],
  ];
  // One statement per column: SQLite adds one column per ALTER TABLE.
  for (const [table, column] of columns) await db.schema.alterTable(table).addColumn(column, 'text').execute();
  // The two sections migration 019 made, while they keep their first titles.
  await sql`update home_sections set title_en = 'Best Sellers' where id = 'hot' and title = '热销榜'`.execute(db);
  await sql`update home_sections set title_en = 'New Arrivals' where id = 'new' and title = '新品上市'`.execute(db);
}
