import type { AdminGoodsSort } from '@ffe/shared/contracts/admin-goods';
import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/connect';
import { contains } from '../../db/contains';
import { pageOf } from '../../db/page';
import type { GoodsSkuTable, GoodsTable } from '../../db/schema';

export type GoodsRow = GoodsTable;
export type GoodsSkuRow = GoodsSkuTable;
export type GoodsListRow = Pick<
  GoodsRow,
  | 'id'
  | 'name'
  | 'cover'
  | 'category_id'
  | 'sale_price'
  | 'market_price'
  | 'stock'
  | 'sales'
  | 'status'
  | 'spec_name'
  | 'is_add_on'
  | 'updated_at'
> & { category_name: string };

/** What the console's goods list filters by; `categoryIds` is a category and its children. */
export interface GoodsListFilter {
  categoryIds?: readonly string[] | undefined;
  status?: GoodsRow['status'] | undefined;
  stockBelow?: number | undefined;
  keyword?: string | undefined;
  addOn?: boolean | undefined;
}

const ORDERS: Record<AdminGoodsSort, [keyof GoodsRow, 'asc' | 'desc']> = {
  updated: ['updated_at', 'desc'],
  newest: ['created_at', 'desc'],
  sales: ['sales', 'desc'],
  stockAsc: ['stock', 'asc'],
  priceAsc: ['sale_price', 'asc'],
  priceDesc: ['sale_price', 'desc'],
};

/** The console's queries of goods and their options; no rules live here. */
export function goodsAdminRepository(db: Db) {
  return {
    transaction: <T>(work: (trx: Db) => Promise<T>) => db.transaction().execute(work),

    /** One page of goods, tie-broken by id so pages never overlap. */
    page(filter: GoodsListFilter, sort: AdminGoodsSort, page: number, pageSize: number) {
      let matching = db.selectFrom('goods').innerJoin('categories', 'categories.id', 'goods.category_id');
      if (filter.categoryIds) matching = matching.where('goods.category_id', 'in', filter.categoryIds);
      if (filter.status) matching = matching.where('goods.status', '=', filter.status);
      if (filter.stockBelow !== undefined) matching = matching.where('goods.stock', '<', filter.stockBelow);
      if (filter.addOn !== undefined) matching = matching.where('goods.is_add_on', '=', filter.addOn ? 1 : 0);
      const keyword = filter.keyword;
      if (keyword) {
        matching = matching.where((eb) =>
          eb.or([eb('goods.id', '=', keyword), contains(eb.ref('goods.search_text'), keyword.toLowerCase())]),
        );
      }
      const [column, direction] = ORDERS[sort];
      const sorted = matching
        .select([
          'goods.id',
          'goods.name',
          'goods.cover',
          'goods.category_id',
          'categories.name as category_name',
          'goods.sale_price',
          'goods.market_price',
          'goods.stock',
          'goods.sales',
          'goods.status',
          'goods.spec_name',
          'goods.is_add_on',
          'goods.updated_at',
        ])
        .orderBy(`goods.${column}`, direction)
        .orderBy('goods.id');
      return pageOf(matching, sorted, page, pageSize);
    },

    findGoods: (id: string, trx: Db = db) =>
      trx.selectFrom('goods').selectAll().where('id', '=', id).executeTakeFirst(),

    /** The live options of goods, in their order. */
    liveOptions: (goodsId: string, trx: Db = db) =>
      trx
        .selectFrom('goods_skus')
        .selectAll()
        .where('goods_id', '=', goodsId)
        .where('removed_at', 'is', null)
        .orderBy('sort')
        .orderBy('id')
        .execute(),

    /** A category with its parent's name, which the goods' search text holds too (as the seed writes it). */
    findCategory: (id: string, trx: Db = db) =>
      trx
        .selectFrom('categories')
        .leftJoin('categories as parent', 'parent.id', 'categories.parent_id')
        .selectAll('categories')
        .select(['parent.name as parent_name', 'parent.name_en as parent_name_en'])
        .where('categories.id', '=', id)
        .executeTakeFirst(),

    childCategoryIds: async (parentId: string) =>
      (await db.selectFrom('categories').select('id').where('parent_id', '=', parentId).execute()).map((r) => r.id),

    /** Which of `ids` are add-on goods. */
    addOnIdsAmong: async (ids: readonly string[], trx: Db = db) =>
      ids.length === 0
        ? new Set<string>()
        : new Set(
            (
              await trx.selectFrom('goods').select('id').where('id', 'in', ids).where('is_add_on', '=', 1).execute()
            ).map((r) => r.id),
          ),

    insertGoods: (row: Insertable<GoodsTable>, trx: Db) => trx.insertInto('goods').values(row).execute(),

    /** A staff save of the goods loaded at `version`: false when another save has raised it since. */
    updateGoodsAt: async (id: string, version: number, change: Updateable<GoodsTable>, trx: Db) =>
      Number(
        (
          await trx
            .updateTable('goods')
            .set((eb) => ({ ...change, version: eb('version', '+', 1) }))
            .where('id', '=', id)
            .where('version', '=', version)
            .executeTakeFirst()
        ).numUpdatedRows,
      ) > 0,

    /** The goods' own stock from `from` to `to`; false when orders or staff moved it from `from` meanwhile. */
    moveGoodsStock: async (id: string, from: number, to: number, at: number, trx: Db) =>
      Number(
        (
          await trx
            .updateTable('goods')
            .set({ stock: to, updated_at: at })
            .where('id', '=', id)
            .where('stock', '=', from)
            .executeTakeFirst()
        ).numUpdatedRows,
      ) > 0,

    /** A live option's stock from `from` to `to`; false when it is not one, or its stock moved from `from`. */
    moveOptionStock: async (goodsId: string, id: string, from: number, to: number, at: number, trx: Db) =>
      Number(
        (
          await trx
            .updateTable('goods_skus')
            .set({ stock: to, updated_at: at })
            .where('id', '=', id)
            .where('goods_id', '=', goodsId)
            .where('removed_at', 'is', null)
            .where('stock', '=', from)
            .executeTakeFirst()
        ).numUpdatedRows,
      ) > 0,

    findOption: (goodsId: string, id: string, trx: Db) =>
      trx
        .selectFrom('goods_skus')
        .selectAll()
        .where('id', '=', id)
        .where('goods_id', '=', goodsId)
        .where('removed_at', 'is', null)
        .executeTakeFirst(),

    /** Sets the status unless it is already that one (false then), raising the version an open editor holds. */
    setStatus: async (id: string, status: GoodsRow['status'], at: number, trx: Db) =>
      Number(
        (
          await trx
            .updateTable('goods')
            .set((eb) => ({ status, updated_at: at, version: eb('version', '+', 1) }))
            .where('id', '=', id)
            .where('status', '!=', status)
            .executeTakeFirst()
        ).numUpdatedRows,
      ) > 0,

    insertOption: (row: Insertable<GoodsSkuTable>, trx: Db) => trx.insertInto('goods_skus').values(row).execute(),

    /** Edits a live option of the goods; false when it is not one. */
    updateOption: async (goodsId: string, id: string, change: Updateable<GoodsSkuTable>, trx: Db) =>
      Number(
        (
          await trx
            .updateTable('goods_skus')
            .set(change)
            .where('id', '=', id)
            .where('goods_id', '=', goodsId)
            .where('removed_at', 'is', null)
            .executeTakeFirst()
        ).numUpdatedRows,
      ) > 0,

    /** Rewrites the goods' price and stock from its live options: the cheapest one's prices, the sum of stock. */
    recomputeTotals: (goodsId: string, at: number, trx: Db) =>
      trx
        .updateTable('goods')
        .set((eb) => {
          const live = () =>
            eb.selectFrom('goods_skus').where('goods_id', '=', goodsId).where('removed_at', 'is', null);
          const cheapest = () => live().orderBy('sale_price').orderBy('sort').orderBy('id').limit(1);
          return {
            stock: live().select((e) => e.fn.coalesce(e.fn.sum<number>('stock'), e.lit(0)).as('s')),
            sale_price: cheapest().select('sale_price'),
            market_price: cheapest().select('market_price'),
            updated_at: at,
          };
        })
        .where('id', '=', goodsId)
        .execute(),

    /** Marks options removed; their rows stay for the orders and carts that name them. */
    removeOptions: (goodsId: string, ids: readonly string[], at: number, trx: Db) =>
      ids.length === 0
        ? Promise.resolve()
        : trx
            .updateTable('goods_skus')
            .set({ removed_at: at, updated_at: at })
            .where('goods_id', '=', goodsId)
            .where('id', 'in', ids)
            .where('removed_at', 'is', null)
            .execute(),
  };
}

export type GoodsAdminRepository = ReturnType<typeof goodsAdminRepository>;
