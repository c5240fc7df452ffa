import type { Db } from '../../db/connect';
import { openBatchesOf } from './open-batches.repository';

/** One recipe line of a goods size: the stem and the units one bouquet takes. */
export interface RecipeUnits {
  goods_id: string;
  sku_key: string;
  stem_id: string;
  quantity: number;
}

/** What the stems booked orders hold (issue 44) reads and writes: recipes, batches as lots, reservations. */
export function reservationRepository(db: Db) {
  return {
    /** The recipe lines of the goods' sizes; a goods' sizes without a recipe have none. */
    recipeUnits: (goodsIds: readonly string[], trx: Db = db): Promise<RecipeUnits[]> =>
      goodsIds.length === 0
        ? Promise.resolve([])
        : trx
            .selectFrom('cooler_recipes as r')
            .innerJoin('cooler_recipe_lines as l', 'l.recipe_id', 'r.id')
            .select(['r.goods_id', 'r.sku_key', 'l.stem_id', 'l.quantity'])
            .where('r.goods_id', 'in', goodsIds)
            .execute(),

    /**
     * Holds the stem's row until the transaction ends: a no-op update takes the row lock on PostgreSQL (SQLite writes
     * one transaction at a time anyway), so two orders wanting one stem are weighed one after the other.
     */
    lockStem: (stemId: string, trx: Db) =>
      trx
        .updateTable('cooler_stems')
        .set((eb) => ({ updated_at: eb.ref('updated_at') }))
        .where('id', '=', stemId)
        .execute(),

    /** The stems' batches that can still serve: received with units left, or ordered and not yet come. */
    openBatches: (stemIds: readonly string[], trx: Db = db) => openBatchesOf(trx, stemIds),

    /** What booked orders hold of the stems, one order's own left out when named. */
    reservationsOf: (stemIds: readonly string[], trx: Db = db, exceptOrderId?: string) => {
      let query = trx
        .selectFrom('cooler_reservations')
        .select(['order_id', 'stem_id', 'delivery_date', 'quantity'])
        .where('stem_id', 'in', stemIds);
      if (exceptOrderId !== undefined) query = query.where('order_id', '!=', exceptOrderId);
      return query.execute();
    },

    ofOrder: (orderId: string, trx: Db = db) =>
      trx
        .selectFrom('cooler_reservations')
        .select(['stem_id', 'delivery_date', 'quantity'])
        .where('order_id', '=', orderId)
        .orderBy('stem_id')
        .execute(),

    insert: (
      rows: ReadonlyArray<{ order_id: string; stem_id: string; delivery_date: string; quantity: number }>,
      trx: Db,
    ) =>
      trx
        .insertInto('cooler_reservations')
        .values([...rows])
        .execute(),

    moveTo: (orderId: string, deliveryDate: string, trx: Db) =>
      trx
        .updateTable('cooler_reservations')
        .set({ delivery_date: deliveryDate })
        .where('order_id', '=', orderId)
        .execute(),

    deleteOf: (orderId: string, trx: Db) =>
      trx.deleteFrom('cooler_reservations').where('order_id', '=', orderId).execute(),

    /** The order's lines the cooler promised. */
    coolerLinesOf: (orderId: string, trx: Db = db) =>
      trx
        .selectFrom('order_lines')
        .select(['goods_id', 'sku_id', 'quantity'])
        .where('order_id', '=', orderId)
        .where('from_cooler', '=', 1)
        .orderBy('sort')
        .execute(),

    /** The goods' name and the size's, to name a line the cooler cannot make. */
    async labelOf(goodsId: string, skuId: string | null, trx: Db = db): Promise<string> {
      const goods = await trx.selectFrom('goods').select('name').where('id', '=', goodsId).executeTakeFirst();
      const sku =
        skuId === null
          ? undefined
          : await trx.selectFrom('goods_skus').select('name').where('id', '=', skuId).executeTakeFirst();
      const name = goods?.name ?? goodsId;
      return sku ? `${name} · ${sku.name}` : name;
    },
  };
}

export type ReservationRepository = ReturnType<typeof reservationRepository>;
