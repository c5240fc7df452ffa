import { type Kysely, sql } from 'kysely';

/**
 * Goods sizes (规格) and add-ons (issue 14, decision 020): a goods with `spec_name` sells its options, the `goods_skus`
 * rows, and keeps their cheapest price and their stock sum on its own row; add-ons are goods flagged `is_add_on` in a
 * hidden category. Order lines, comments and after-sales name the option they concern.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('goods').addColumn('spec_name', 'text').execute();
  await db.schema
    .alterTable('goods')
    .addColumn('is_add_on', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('goods')
    .addColumn('add_on_ids', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();

  await db.schema
    .createTable('goods_skus')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('goods_id', 'text', (c) => c.notNull().references('goods.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sale_price', 'integer', (c) => c.notNull().check(sql`sale_price >= 0`))
    .addColumn('market_price', 'integer', (c) => c.notNull().check(sql`market_price >= 0`))
    .addColumn('stock', 'integer', (c) => c.notNull().check(sql`stock >= 0`))
    .addColumn('sales', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('picture', 'text')
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('removed_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('goods_skus_goods_idx').on('goods_skus').columns(['goods_id', 'sort']).execute();

  await db.schema
    .alterTable('categories')
    .addColumn('visible', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await db.schema.alterTable('order_lines').addColumn('sku_id', 'text').execute();
  await db.schema.alterTable('order_lines').addColumn('spec_name', 'text').execute();
  await db.schema.alterTable('order_lines').addColumn('sku_name', 'text').execute();
  await db.schema
    .alterTable('order_lines')
    .addColumn('is_add_on', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema.alterTable('goods_comments').addColumn('spec_name', 'text').execute();
  await db.schema.alterTable('goods_comments').addColumn('sku_name', 'text').execute();

  await db.schema
    .alterTable('after_sales')
    .addColumn('line_ids', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
}
