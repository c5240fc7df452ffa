import type { CommentFilter } from '@ffe/shared/contracts/catalogue';
import { type Compilable, type Expression, type ExpressionBuilder, type Selectable, type SqlBool, sql } from 'kysely';
import * as postgresJson from 'kysely/helpers/postgres';
import * as sqliteJson from 'kysely/helpers/sqlite';
import { compiledOnce } from '../../db/compiled-once';
import type { Db, Dialect } from '../../db/connect';
import type { Database } from '../../db/schema';
import type { SearchEntry } from './goods-search-index';

type ShopListed = ExpressionBuilder<Database & { parent: Database['categories'] }, 'goods' | 'categories' | 'parent'>;

/** Listed in the shop: not an add-on, and neither its category nor that category's parent hidden. */
const listedInShop = (eb: ShopListed) =>
  eb.and([
    eb('goods.is_add_on', '=', 0),
    eb('categories.visible', '=', 1),
    eb.or([eb('parent.visible', 'is', null), eb('parent.visible', '=', 1)]),
  ]);

/** What a goods' list view needs of its row. */
const SUMMARY_COLUMNS = [
  'id',
  'name',
  'name_en',
  'sale_price',
  'market_price',
  'cover',
  'stock',
  'sales',
  'status',
  'category_id',
  'tags',
  'flower_language',
  'flower_language_en',
  'spec_name',
  'spec_name_en',
  'is_add_on',
] as const;
/** What a search hit reads fresh: stock and sales, which orders change without `updated_at`; status and prices, exact. */
const LIVE_STATE = ['status', 'stock', 'sales', 'sale_price', 'market_price'] as const;
type LiveColumn = (typeof LIVE_STATE)[number];
/** What search reads of a hit still on sale; `position` is its goods' place in the ids asked for. */
type OnSaleRow = Pick<Selectable<Database['goods']>, Exclude<LiveColumn, 'status'>> & { position: number };
const LISTED_COLUMNS = SUMMARY_COLUMNS.filter(
  (c): c is Exclude<(typeof SUMMARY_COLUMNS)[number], LiveColumn> => !(LIVE_STATE as readonly string[]).includes(c),
);
const SKU_COLUMNS = [
  'id',
  'goods_id',
  'name',
  'name_en',
  'sale_price',
  'market_price',
  'stock',
  'sales',
  'picture',
  'sort',
] as const;
const COMMENT_COLUMNS = [
  'id',
  'goods_id',
  'nickname',
  'avatar',
  'anonymous',
  'rating',
  'content',
  'pictures',
  'reply',
  'created_at',
  'spec_name',
  'sku_name',
  'sku_name_en',
] as const;

/** SQLite hands a JSON aggregate back as text, PostgreSQL's driver as parsed JSON. */
const parsed = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);
const compareIds = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Queries of the catalogue; no rules live here. */
export function catalogueRepository(db: Db, dialect: Dialect = 'sqlite') {
  // Goods detail, the shop's most opened page, reads from SQL compiled once.
  const hot = compiledOnce();
  const goodsComments = () => db.selectFrom('goods_comments').selectAll();
  // The ids go as one JSON array (one statement for any page), and rows name their hit by place, not by a 26-character
  // id: building that string and a status for every row was a third of the read. SQLite's planner would visit each
  // wide row through the primary key's index; named, the covering index answers alone (migration 030).
  const onSaleColumns = sql.join(['stock', 'sales', 'sale_price', 'market_price'].map((c) => sql.ref(`g.${c}`)));
  const onSaleStatesQuery = (idsJson: string): Compilable<OnSaleRow> => ({
    compile: () =>
      (dialect === 'sqlite'
        ? sql<OnSaleRow>`select j.key as position, ${onSaleColumns} from json_each(${idsJson}) j join goods g indexed by goods_live_state_idx on g.id = j.value where g.status = 'on_sale'`
        : sql<OnSaleRow>`select j.ordinality - 1 as position, ${onSaleColumns} from json_array_elements_text(${idsJson}::json) with ordinality j(value, ordinality) join goods g on g.id = j.value where g.status = 'on_sale'`
      ).compile(db),
  });
  const json = dialect === 'postgres' ? postgresJson : sqliteJson;
  // The ids a goods' add_on_ids (a JSON array in text) names, as a one-column table.
  const addOnIdsOfGoods =
    dialect === 'postgres'
      ? sql<string>`(select json_array_elements_text(goods.add_on_ids::json))`
      : sql<string>`(select value from json_each(goods.add_on_ids))`;

  /** Goods detail's one statement: the goods with its category's names, live options, add-ons and comments. */
  const goodsDetailQuery = (id: string, latestComments: number) =>
    db
      .selectFrom('goods')
      .leftJoin('categories', 'categories.id', 'goods.category_id')
      .selectAll('goods')
      .select(['categories.name as category_name', 'categories.name_en as category_name_en'])
      .select((eb) => [
        json
          .jsonArrayFrom(
            eb
              .selectFrom('goods_skus')
              .select(SKU_COLUMNS.map((c) => `goods_skus.${c}` as const))
              .whereRef('goods_skus.goods_id', '=', 'goods.id')
              .where('goods_skus.removed_at', 'is', null)
              .orderBy('goods_skus.sort')
              .orderBy('goods_skus.id'),
          )
          .as('skus'),
        // Looked up by id alone: given `status = ?` too, SQLite walks the on-sale index instead of the primary key.
        json
          .jsonArrayFrom(
            eb
              .selectFrom('goods as a')
              .select(SUMMARY_COLUMNS.map((c) => `a.${c}` as const))
              .where('a.id', 'in', addOnIdsOfGoods),
          )
          .as('add_ons'),
        json
          .jsonArrayFrom(
            eb
              .selectFrom('goods_comments')
              .select(COMMENT_COLUMNS.map((c) => `goods_comments.${c}` as const))
              .whereRef('goods_comments.goods_id', '=', 'goods.id')
              .where('goods_comments.hidden_at', 'is', null)
              .orderBy('goods_comments.created_at', 'desc')
              .orderBy('goods_comments.id')
              .limit(latestComments),
          )
          .as('latest_comments'),
        json
          .jsonObjectFrom(
            eb
              .selectFrom('goods_comments as c')
              .select((c) => [
                c.fn.countAll<number | string>().as('total'),
                c.fn.sum<number | string | null>(c.case().when('c.rating', '>=', 4).then(1).else(0).end()).as('good'),
                c.fn.sum<number | string | null>(c.case().when('c.rating', '=', 3).then(1).else(0).end()).as('neutral'),
                c.fn.sum<number | string | null>(c.case().when('c.rating', '<=', 2).then(1).else(0).end()).as('bad'),
                c.fn
                  .sum<number | string | null>(c.case().when('c.pictures', '!=', '[]').then(1).else(0).end())
                  .as('withPictures'),
              ])
              .whereRef('c.goods_id', '=', 'goods.id')
              .where('c.hidden_at', 'is', null),
          )
          .as('comment_counts'),
      ])
      .where('goods.id', '=', id);

  return {
    /** What the search index keeps of every on-sale goods the shop lists (no add-ons, no hidden categories). */
    async listSearchEntries(): Promise<SearchEntry<ListedGoods>[]> {
      const rows = await db
        .selectFrom('goods')
        .innerJoin('categories', 'categories.id', 'goods.category_id')
        .leftJoin('categories as parent', 'parent.id', 'categories.parent_id')
        .select([
          ...LISTED_COLUMNS.map((c) => `goods.${c}` as const),
          'goods.search_text',
          'categories.parent_id',
          'goods.sale_price',
          'goods.sales',
          'goods.created_at',
          'goods.stock',
        ])
        .where('goods.status', '=', 'on_sale')
        .where(listedInShop)
        .execute();
      return rows.map((r) => ({
        id: r.id,
        searchText: r.search_text,
        // Either name ranks first: an English reader searches by the English one.
        nameText: (r.name_en ? `${r.name} ${r.name_en}` : r.name).toLowerCase(),
        categoryId: r.category_id,
        parentCategoryId: r.parent_id,
        salePrice: r.sale_price,
        sales: r.sales,
        createdAt: r.created_at,
        soldOut: r.stock <= 0,
        shown: {
          id: r.id,
          name: r.name,
          name_en: r.name_en,
          cover: r.cover,
          category_id: r.category_id,
          tags: r.tags,
          flower_language: r.flower_language,
          flower_language_en: r.flower_language_en,
          spec_name: r.spec_name,
          spec_name_en: r.spec_name_en,
          is_add_on: r.is_add_on,
        },
      }));
    },

    /** Changes whenever a goods is added, removed or updated (writers always set updated_at). */
    async catalogueSignature(): Promise<string> {
      const row = await db
        .selectFrom('goods')
        .select((eb) => [eb.fn.countAll<number | string>().as('count'), eb.fn.max('updated_at').as('updated')])
        .executeTakeFirstOrThrow();
      return `${row.count}:${row.updated ?? 0}`;
    },

    /** Exactly the goods named, whatever their status. */
    findGoodsByIds: (ids: readonly string[]) => db.selectFrom('goods').selectAll().where('id', 'in', ids).execute(),

    /** Search's per-request read: what orders change of those of the goods named still on sale. */
    findOnSaleStates: async (ids: readonly string[]) => {
      const idsJson = JSON.stringify(ids);
      return (await hot(db, 'on-sale', [idsJson], () => onSaleStatesQuery(idsJson))).rows;
    },

    /** What the list view shows of exactly the goods named, whatever their status. */
    findSummariesByIds: async (ids: readonly string[]) =>
      (
        await hot(db, `summaries:${ids.length}`, ids, () =>
          db.selectFrom('goods').select(SUMMARY_COLUMNS).where('id', 'in', ids),
        )
      ).rows,

    findGoodsById: async (id: string) =>
      (await hot(db, 'goods', [id], () => db.selectFrom('goods').selectAll().where('id', '=', id))).rows[0],

    /** Everything goods detail shows, in one statement, with its newest shown comments; undefined: no such goods. */
    async findGoodsDetail(id: string, latestComments: number) {
      const { rows } = await hot(db, 'goods-detail', [latestComments, 4, 3, 2, '[]', id], () =>
        goodsDetailQuery(id, latestComments),
      );
      const row = rows[0];
      if (!row) return undefined;
      const { skus, add_ons, latest_comments, comment_counts, category_name, category_name_en, ...goods } = row;
      const counts = parsed(comment_counts);
      return {
        goods,
        category: category_name === null ? undefined : { name: category_name, name_en: category_name_en },
        // A JSON aggregate over an ordered subquery keeps its order on both databases in practice, not by promise.
        skus: parsed(skus).sort((a, b) => a.sort - b.sort || compareIds(a.id, b.id)),
        addOns: parsed(add_ons).filter((g) => g.is_add_on === 1 && g.status === 'on_sale'),
        latestComments: parsed(latest_comments).sort((a, b) => b.created_at - a.created_at || compareIds(a.id, b.id)),
        commentCounts: {
          total: Number(counts?.total ?? 0),
          good: Number(counts?.good ?? 0),
          neutral: Number(counts?.neutral ?? 0),
          bad: Number(counts?.bad ?? 0),
          withPictures: Number(counts?.withPictures ?? 0),
        },
      };
    },

    listCategories: () => db.selectFrom('categories').selectAll().orderBy('sort').orderBy('id').execute(),

    listHotWords: (limit: number) =>
      db.selectFrom('hot_words').select(['word', 'word_en']).orderBy('sort').limit(limit).execute(),

    /** The live options of the named goods, each goods' in order. */
    listLiveSkus: async (goodsIds: readonly string[]) =>
      (
        await hot(db, `skus:${goodsIds.length}`, goodsIds, () =>
          db
            .selectFrom('goods_skus')
            .selectAll()
            .where('goods_id', 'in', goodsIds)
            .where('removed_at', 'is', null)
            .orderBy('goods_id')
            .orderBy('sort')
            .orderBy('id'),
        )
      ).rows,

    /** The on-sale goods the shop lists that sell best. */
    topSelling: (limit: number) =>
      db
        .selectFrom('goods')
        .innerJoin('categories', 'categories.id', 'goods.category_id')
        .leftJoin('categories as parent', 'parent.id', 'categories.parent_id')
        .selectAll('goods')
        .where('goods.status', '=', 'on_sale')
        .where(listedInShop)
        .orderBy('goods.sales', 'desc')
        .orderBy('goods.id')
        .limit(limit)
        .execute(),

    /** The on-sale goods the shop lists added last. */
    newest: (limit: number) =>
      db
        .selectFrom('goods')
        .innerJoin('categories', 'categories.id', 'goods.category_id')
        .leftJoin('categories as parent', 'parent.id', 'categories.parent_id')
        .selectAll('goods')
        .where('goods.status', '=', 'on_sale')
        .where(listedInShop)
        .orderBy('goods.created_at', 'desc')
        .orderBy('goods.id')
        .limit(limit)
        .execute(),

    /** One page of a goods' comments, newest first. */
    async searchComments(goodsId: string, filter: CommentFilter, page: number, pageSize: number) {
      const where = (eb: ExpressionBuilder<Database, 'goods_comments'>) => {
        // Comments staff hid stay out of the shop.
        const conditions: Expression<SqlBool>[] = [eb('goods_id', '=', goodsId), eb('hidden_at', 'is', null)];
        if (filter === 'good') conditions.push(eb('rating', '>=', 4));
        if (filter === 'neutral') conditions.push(eb('rating', '=', 3));
        if (filter === 'bad') conditions.push(eb('rating', '<=', 2));
        if (filter === 'pictures') conditions.push(eb('pictures', '!=', '[]'));
        return eb.and(conditions);
      };
      const [rows, count] = await Promise.all([
        goodsComments()
          .where(where)
          .orderBy('created_at', 'desc')
          .orderBy('id')
          .limit(pageSize)
          .offset((page - 1) * pageSize)
          .execute(),
        db
          .selectFrom('goods_comments')
          .select((eb) => eb.fn.countAll<number | string>().as('total'))
          .where(where)
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.total) };
    },

    /** Counts behind a goods' comment summary. */
    async commentCounts(goodsId: string) {
      const build = () =>
        db
          .selectFrom('goods_comments')
          .select((eb) => [
            eb.fn.countAll<number | string>().as('total'),
            eb.fn.sum<number | string | null>(eb.case().when('rating', '>=', 4).then(1).else(0).end()).as('good'),
            eb.fn.sum<number | string | null>(eb.case().when('rating', '=', 3).then(1).else(0).end()).as('neutral'),
            eb.fn.sum<number | string | null>(eb.case().when('rating', '<=', 2).then(1).else(0).end()).as('bad'),
            eb.fn
              .sum<number | string | null>(eb.case().when('pictures', '!=', '[]').then(1).else(0).end())
              .as('withPictures'),
          ])
          .where('goods_id', '=', goodsId)
          .where('hidden_at', 'is', null);
      const [row] = (await hot(db, 'comment-counts', [4, 3, 2, '[]', goodsId], build)).rows;
      if (!row) throw new Error('a count answers one row');
      return {
        total: Number(row.total),
        good: Number(row.good ?? 0),
        neutral: Number(row.neutral ?? 0),
        bad: Number(row.bad ?? 0),
        withPictures: Number(row.withPictures ?? 0),
      };
    },
  };
}

export type CatalogueRepository = ReturnType<typeof catalogueRepository>;
export type GoodsRow = Awaited<ReturnType<CatalogueRepository['findGoodsByIds']>>[number];
export type SkuRow = Awaited<ReturnType<CatalogueRepository['listLiveSkus']>>[number];
export type CommentRow = Awaited<ReturnType<CatalogueRepository['searchComments']>>['rows'][number];
/** What the list view of a goods reads of its row. */
export type SummaryRow = Pick<GoodsRow, (typeof SUMMARY_COLUMNS)[number]>;
/** What the search index keeps of a goods to show: its summary but for what orders change. */
export type ListedGoods = Pick<Selectable<Database['goods']>, (typeof LISTED_COLUMNS)[number]>;
/** What an order or a stock move changes of a goods' list view. */
export type LiveState = Pick<SummaryRow, LiveColumn>;
/** What the shop shows of an option. */
export type ShownSkuRow = Pick<SkuRow, (typeof SKU_COLUMNS)[number]>;
/** What the shop shows of a comment. */
export type ShownCommentRow = Pick<CommentRow, (typeof COMMENT_COLUMNS)[number]>;
