import { type Kysely, sql } from 'kysely';

/** Catalogue: categories, goods, comments, the home page's links and hot words. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('meta')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('categories')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('parent_id', 'text', (c) => c.references('categories.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('icon', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('goods')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('category_id', 'text', (c) => c.notNull().references('categories.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sale_price', 'integer', (c) => c.notNull().check(sql`sale_price >= 0`))
    .addColumn('market_price', 'integer', (c) => c.notNull().check(sql`market_price >= 0`))
    .addColumn('stock', 'integer', (c) => c.notNull().check(sql`stock >= 0`))
    .addColumn('sales', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('cover', 'text', (c) => c.notNull())
    .addColumn('pictures', 'text', (c) => c.notNull())
    .addColumn('tags', 'text', (c) => c.notNull())
    .addColumn('flower_language', 'text', (c) => c.notNull())
    .addColumn('materials', 'text', (c) => c.notNull())
    .addColumn('packaging', 'text', (c) => c.notNull())
    .addColumn('delivery_notes', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('search_text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('goods_category_idx').on('goods').columns(['category_id', 'status']).execute();
  await db.schema.createIndex('goods_sales_idx').on('goods').columns(['status', 'sales']).execute();
  await db.schema.createIndex('goods_price_idx').on('goods').columns(['status', 'sale_price']).execute();
  await db.schema.createIndex('goods_created_idx').on('goods').columns(['status', 'created_at']).execute();
  // The search index's change signature reads max(updated_at).
  await db.schema.createIndex('goods_updated_idx').on('goods').column('updated_at').execute();

  await db.schema
    .createTable('goods_comments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('goods_id', 'text', (c) => c.notNull().references('goods.id'))
    .addColumn('user_id', 'text')
    .addColumn('nickname', 'text', (c) => c.notNull())
    .addColumn('avatar', 'text', (c) => c.notNull())
    .addColumn('anonymous', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rating', 'integer', (c) => c.notNull().check(sql`rating between 1 and 5`))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('pictures', 'text', (c) => c.notNull())
    .addColumn('reply', 'text')
    .addColumn('reply_time', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('goods_comments_goods_idx')
    .on('goods_comments')
    .columns(['goods_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('home_links')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('slot', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('subtitle', 'text', (c) => c.notNull())
    .addColumn('image', 'text', (c) => c.notNull())
    .addColumn('link', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('hot_words')
    .addColumn('word', 'text', (c) => c.primaryKey())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['hot_words', 'home_links', 'goods_comments', 'goods', 'categories', 'meta']) {
    await db.schema.dropTable(table).execute();
  }
}
