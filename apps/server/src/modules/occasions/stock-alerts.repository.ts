import type { Db } from '../../db/connect';

/** The key of a goods' own alert: `sku_id` is never null, so the unique key holds on both databases. */
export const WHOLE_GOODS = '';

/** Queries of the members waiting for goods or an option to come back in stock. */
export function stockAlertRepository(db: Db) {
  return {
    /** The goods and, when named, its live option, with their stock. */
    async target(goodsId: string, skuId: string) {
      const goods = await db
        .selectFrom('goods')
        .select(['id', 'name', 'stock', 'status', 'spec_name'])
        .where('id', '=', goodsId)
        .executeTakeFirst();
      if (!goods || skuId === WHOLE_GOODS) return goods && { goods, option: undefined };
      const option = await db
        .selectFrom('goods_skus')
        .select(['id', 'name', 'stock'])
        .where('id', '=', skuId)
        .where('goods_id', '=', goodsId)
        .where('removed_at', 'is', null)
        .executeTakeFirst();
      return { goods, option };
    },

    async isWaiting(memberId: string, goodsId: string, skuId: string): Promise<boolean> {
      const row = await db
        .selectFrom('stock_alerts')
        .select('id')
        .where('user_id', '=', memberId)
        .where('goods_id', '=', goodsId)
        .where('sku_id', '=', skuId)
        .where('notified_at', 'is', null)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Waits again, also after an earlier notice: the alert's notice is owed anew. */
    wait: (id: string, memberId: string, goodsId: string, skuId: string, at: number) =>
      db
        .insertInto('stock_alerts')
        .values({ id, user_id: memberId, goods_id: goodsId, sku_id: skuId, created_at: at, notified_at: null })
        .onConflict((c) =>
          c.columns(['user_id', 'goods_id', 'sku_id']).doUpdateSet({ created_at: at, notified_at: null }),
        )
        .execute(),

    /** Stops waiting; true when the member was waiting. */
    async stopWaiting(memberId: string, goodsId: string, skuId: string): Promise<boolean> {
      const result = await db
        .deleteFrom('stock_alerts')
        .where('user_id', '=', memberId)
        .where('goods_id', '=', goodsId)
        .where('sku_id', '=', skuId)
        .where('notified_at', 'is', null)
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    /** Alerts still owed whose goods (on sale) or option has stock again; of one goods when named. */
    backInStock: (goodsId?: string) =>
      db
        .selectFrom('stock_alerts')
        .innerJoin('goods', 'goods.id', 'stock_alerts.goods_id')
        .innerJoin('users', 'users.id', 'stock_alerts.user_id')
        .leftJoin('goods_skus', (join) =>
          join.onRef('goods_skus.id', '=', 'stock_alerts.sku_id').onRef('goods_skus.goods_id', '=', 'goods.id'),
        )
        .select([
          'stock_alerts.id',
          'stock_alerts.user_id',
          'stock_alerts.goods_id',
          'goods.name',
          'goods.cover',
          'goods_skus.name as option_name',
          'users.phone',
        ])
        .where('stock_alerts.notified_at', 'is', null)
        .where('goods.status', '=', 'on_sale')
        .where((eb) =>
          eb.or([
            eb.and([eb('stock_alerts.sku_id', '=', WHOLE_GOODS), eb('goods.stock', '>', 0)]),
            eb.and([eb('goods_skus.stock', '>', 0), eb('goods_skus.removed_at', 'is', null)]),
          ]),
        )
        .$if(goodsId !== undefined, (q) => q.where('stock_alerts.goods_id', '=', goodsId as string))
        .orderBy('stock_alerts.id')
        .execute(),

    /** Claims an alert's one notice by a conditional update: true for the one caller that moved it. */
    async claim(id: string, at: number): Promise<boolean> {
      const result = await db
        .updateTable('stock_alerts')
        .set({ notified_at: at })
        .where('id', '=', id)
        .where('notified_at', 'is', null)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
  };
}

export type StockAlertRepository = ReturnType<typeof stockAlertRepository>;
