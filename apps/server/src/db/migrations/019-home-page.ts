import { type Kysely, sql } from 'kysely';

const SEARCH_PAGE = '/pages/goods/goods-search/goods-search';
const DETAIL_PAGE = '/pages/goods/detail/detail';

/** The typed link a stored route stands for (frozen here: later changes to the shop's rule must not rewrite history). */
function typedLink(route: string): { type: string; target: string } {
  const [path, query = ''] = route.split('?', 2);
  const params = new URLSearchParams(query);
  const id = params.get('id');
  if (path === DETAIL_PAGE && id) return { type: 'goods', target: id };
  const categoryId = params.get('categoryId');
  const keyword = params.get('keyword');
  if (path === SEARCH_PAGE && categoryId && !keyword) return { type: 'category', target: categoryId };
  if (path === SEARCH_PAGE && keyword && !categoryId) return { type: 'search', target: keyword };
  return { type: 'page', target: route };
}

/**
 * The home page in the console (issue 14): banners and cards keep their shop route in `link` and gain the typed link
 * the console edits, and active dates; goods sections become rows (the two self-filling ones the shop always had come
 * first); one `home_page` row holds the chosen category icons (null: automatic) and a version every home write raises,
 * so each process can tell by one small read that its cached home is stale.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('home_links')
    .addColumn('link_type', 'text', (c) => c.notNull().defaultTo('page'))
    .execute();
  await db.schema
    .alterTable('home_links')
    .addColumn('link_target', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('home_links').addColumn('active_from', 'bigint').execute();
  await db.schema.alterTable('home_links').addColumn('active_until', 'bigint').execute();
  const links = await sql<{ id: string; link: string }>`select id, link from home_links`.execute(db);
  for (const row of links.rows) {
    const { type, target } = typedLink(row.link);
    await sql`update home_links set link_type = ${type}, link_target = ${target} where id = ${row.id}`.execute(db);
  }

  await db.schema
    .createTable('home_sections')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('goods_ids', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`insert into home_sections (id, title, kind, goods_ids, sort) values
    ('hot', '热销榜', 'hot', '[]', 1), ('new', '新品上市', 'new', '[]', 2)`.execute(db);

  await db.schema
    .createTable('home_page')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('category_ids', 'text')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_by', 'text')
    .execute();
  await sql`insert into home_page (id, version, category_ids, updated_at, updated_by)
    values ('home', 1, null, ${Date.now()}, null)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('home_page').execute();
  await db.schema.dropTable('home_sections').execute();
  for (const column of ['active_until', 'active_from', 'link_target', 'link_type']) {
    await db.schema.alterTable('home_links').dropColumn(column).execute();
  }
}
