import { type Kysely, type QueryExecutorProvider, sql } from 'kysely';

/**
 * Goods names on orders in English (issue 40): an order line keeps the goods' English name beside the Chinese one it
 * was bought with; null shows the Chinese. Lines made before this take the goods' English name as it is now.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('order_lines').addColumn('name_en', 'text').execute();
  await fillEnglishGoodsNames(db);
}

/** Gives each line without an English name its goods' English name as it is now (exported for its test). */
export async function fillEnglishGoodsNames(db: QueryExecutorProvider): Promise<void> {
  await sql`update order_lines set name_en = (select g.name_en from goods g where g.id = order_lines.goods_id)
    where name_en is null`.execute(db);
}
