import type { CommentFilter } from '@ffe/shared/contracts/catalogue';
import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import { compiledOnce } from '../../db/compiled-once';
import type { Db } from '../../db/connect';
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

/** Queries of the catalogue; no rules live here. */
export function catalogueRepository(db: Db) {
  // Goods detail, the shop's most opened page, reads from SQL compiled once.
  const hot = compiledOnce();
  const goodsComments = () => db.selectFrom('goods_comments').selectAll();

  return {
    /** What the search index keeps of every on-sale goods the shop lists (no add-ons, no hidden categories). */
    async listSearchEntries(): Promise<SearchEntry[]> {
      const rows = await db
        .selectFrom('goods')
        .innerJoin('categories', 'categories.id', 'goods.category_id')
        .leftJoin('categories as parent', 'parent.id', 'categories.parent_id')
        .select([
          'goods.id',
          'goods.search_text',
          'goods.name',
          'goods.name_en',
          'goods.category_id',
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

    findGoodsById: async (id: string) =>
      (await hot(db, 'goods', [id], () => db.selectFrom('goods').selectAll().where('id', '=', id))).rows[0],

    findCategoryById: async (id: string) =>
      (await hot(db, 'category', [id], () => db.selectFrom('categories').selectAll().where('id', '=', id))).rows[0],

    listCategories: () => db.selectFrom('categories').selectAll().orderBy('sort').orderBy('id').execute(),

    listHotWords: (limit: number) => db.selectFrom('hot_words').select('word').orderBy('sort').limit(limit).execute(),

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

    /**
     * The named add-ons that are on sale, in no particular order. Read by id alone: given `status = ?` too, SQLite walks
     * the on-sale index instead of the primary key (4 ms a call on 10,000 goods, a quarter of goods detail's speed).
     */
    findOnSaleAddOns: async (ids: readonly string[]) =>
      (
        await hot(db, `add-ons:${ids.length}`, ids, () => db.selectFrom('goods').selectAll().where('id', 'in', ids))
      ).rows.filter((g) => g.is_add_on === 1 && g.status === 'on_sale'),

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

    /** A goods' newest shown comments, for its detail page. */
    latestComments: async (goodsId: string, limit: number) =>
      (
        await hot(db, 'latest-comments', [goodsId, limit], () =>
          goodsComments()
            .where('goods_id', '=', goodsId)
            .where('hidden_at', 'is', null)
            .orderBy('created_at', 'desc')
            .orderBy('id')
            .limit(limit),
        )
      ).rows,

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
