import type { CommentFilter, GoodsSort, SearchGoodsQuery } from '@ffe/shared/contracts/catalogue';
import { toCents } from '@ffe/shared/domain/money';
import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { Db } from '../../db/connect';
import type { Database } from '../../db/schema';

type GoodsFilter = Omit<SearchGoodsQuery, 'sort' | 'page' | 'pageSize' | 'goodsIds'>;

/** `%`, `_` and the escape character itself match literally in a keyword. */
function likePattern(keyword: string): string {
  return `%${keyword.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function goodsWhere(eb: ExpressionBuilder<Database, 'goods'>, filter: GoodsFilter): Expression<SqlBool> {
  const conditions: Expression<SqlBool>[] = [eb('status', '=', 'on_sale')];
  if (filter.keyword) conditions.push(sql<SqlBool>`search_text like ${likePattern(filter.keyword)} escape '\\'`);
  if (filter.categoryId) {
    conditions.push(
      eb.or([
        eb('category_id', '=', filter.categoryId),
        eb('category_id', 'in', eb.selectFrom('categories').select('id').where('parent_id', '=', filter.categoryId)),
      ]),
    );
  }
  if (filter.minPrice !== undefined) conditions.push(eb('sale_price', '>=', toCents(filter.minPrice)));
  if (filter.maxPrice !== undefined) conditions.push(eb('sale_price', '<=', toCents(filter.maxPrice)));
  return eb.and(conditions);
}

const ORDER_BY: Record<Exclude<GoodsSort, 'default'>, [keyof Database['goods'], 'asc' | 'desc']> = {
  sales: ['sales', 'desc'],
  priceAsc: ['sale_price', 'asc'],
  priceDesc: ['sale_price', 'desc'],
  new: ['created_at', 'desc'],
};

/** Queries of the catalogue; no rules live here. */
export function catalogueRepository(db: Db) {
  return {
    /** One page of on-sale goods matching the filter, and how many match in all. */
    async searchGoods(query: SearchGoodsQuery) {
      let select = db
        .selectFrom('goods')
        .selectAll()
        .where((eb) => goodsWhere(eb, query));
      if (query.sort === 'default') {
        // Goods whose own name holds the keyword come before those matched by tags or flower language.
        if (query.keyword)
          select = select.orderBy(
            sql`case when lower(name) like ${likePattern(query.keyword)} escape '\\' then 0 else 1 end`,
          );
        select = select.orderBy('sales', 'desc').orderBy('created_at', 'desc');
      } else {
        const [column, direction] = ORDER_BY[query.sort];
        select = select.orderBy(column, direction);
      }
      const [rows, count] = await Promise.all([
        select
          .orderBy('id')
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize)
          .execute(),
        db
          .selectFrom('goods')
          .select((eb) => eb.fn.countAll<number | string>().as('total'))
          .where((eb) => goodsWhere(eb, query))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.total) };
    },

    /** Exactly the goods named, whatever their status. */
    findGoodsByIds: (ids: readonly string[]) => db.selectFrom('goods').selectAll().where('id', 'in', ids).execute(),

    findGoodsById: (id: string) => db.selectFrom('goods').selectAll().where('id', '=', id).executeTakeFirst(),

    findCategoryById: (id: string) => db.selectFrom('categories').selectAll().where('id', '=', id).executeTakeFirst(),

    listCategories: () => db.selectFrom('categories').selectAll().orderBy('sort').orderBy('id').execute(),

    listHomeLinks: () => db.selectFrom('home_links').selectAll().orderBy('sort').orderBy('id').execute(),

    listHotWords: (limit: number) => db.selectFrom('hot_words').select('word').orderBy('sort').limit(limit).execute(),

    /** The on-sale goods that sell best. */
    topSelling: (limit: number) =>
      db
        .selectFrom('goods')
        .selectAll()
        .where('status', '=', 'on_sale')
        .orderBy('sales', 'desc')
        .orderBy('id')
        .limit(limit)
        .execute(),

    /** The on-sale goods added last. */
    newest: (limit: number) =>
      db
        .selectFrom('goods')
        .selectAll()
        .where('status', '=', 'on_sale')
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .limit(limit)
        .execute(),

    /** One page of a goods' comments, newest first. */
    async searchComments(goodsId: string, filter: CommentFilter, page: number, pageSize: number) {
      const where = (eb: ExpressionBuilder<Database, 'goods_comments'>) => {
        const conditions: Expression<SqlBool>[] = [eb('goods_id', '=', goodsId)];
        if (filter === 'good') conditions.push(eb('rating', '>=', 4));
        if (filter === 'bad') conditions.push(eb('rating', '<=', 2));
        if (filter === 'pictures') conditions.push(eb('pictures', '!=', '[]'));
        return eb.and(conditions);
      };
      const [rows, count] = await Promise.all([
        db
          .selectFrom('goods_comments')
          .selectAll()
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
      const row = await db
        .selectFrom('goods_comments')
        .select((eb) => [
          eb.fn.countAll<number | string>().as('total'),
          eb.fn.sum<number | string | null>(eb.case().when('rating', '>=', 4).then(1).else(0).end()).as('good'),
          eb.fn
            .sum<number | string | null>(eb.case().when('pictures', '!=', '[]').then(1).else(0).end())
            .as('withPictures'),
        ])
        .where('goods_id', '=', goodsId)
        .executeTakeFirstOrThrow();
      return { total: Number(row.total), good: Number(row.good ?? 0), withPictures: Number(row.withPictures ?? 0) };
    },
  };
}

export type CatalogueRepository = ReturnType<typeof catalogueRepository>;
export type GoodsRow = Awaited<ReturnType<CatalogueRepository['findGoodsByIds']>>[number];
export type CommentRow = Awaited<ReturnType<CatalogueRepository['searchComments']>>['rows'][number];
