import type { OrderStatus } from '@ffe/shared/domain/order-state';
import type { Db } from '../../db/connect';
import { openBatchesOf } from './open-batches.repository';

/** The day plan's reads (issue 44): a day's orders and their lines, recipes, stems, lots, reservations and prices. */
export function planRepository(db: Db) {
  return {
    /** The orders of a day in `statuses`, with their slot and whether the florist has started each. */
    ordersOfDay: (date: string, statuses: readonly OrderStatus[]) =>
      db
        .selectFrom('orders')
        .select(['id', 'status', 'delivery_slot', 'preparing_at'])
        .where('delivery_date', '=', date)
        .where('status', 'in', statuses)
        // A subscription's purchase is never made; its deliveries are (decision 061).
        .where('kind', '!=', 'subscription')
        .orderBy('id')
        .execute(),

    /** The lines of the orders, in their orders' order. */
    linesOf: (orderIds: readonly string[]) =>
      orderIds.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('order_lines')
            .select([
              'order_id',
              'goods_id',
              'sku_id',
              'name',
              'name_en',
              'sku_name',
              'sku_name_en',
              'is_add_on',
              'quantity',
            ])
            .where('order_id', 'in', orderIds)
            .orderBy('order_id')
            .orderBy('sort')
            .execute(),

    /** The recipe lines of every recipe of these goods (each size's and, `sku_key` '', the goods' own). */
    recipeLinesOf: (goodsIds: readonly string[]) =>
      goodsIds.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('cooler_recipes')
            .leftJoin('cooler_recipe_lines', 'cooler_recipe_lines.recipe_id', 'cooler_recipes.id')
            .select([
              'cooler_recipes.goods_id',
              'cooler_recipes.sku_key',
              'cooler_recipe_lines.stem_id',
              'cooler_recipe_lines.quantity',
            ])
            .where('cooler_recipes.goods_id', 'in', goodsIds)
            .execute(),

    stems: (stemIds: readonly string[]) =>
      stemIds.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('cooler_stems')
            .select(['id', 'kind', 'name', 'name_en', 'variety', 'grade', 'unit', 'bunch_size'])
            .where('id', 'in', stemIds)
            .execute(),

    /** Batches that can still serve: received with units left, and ordered with an expected date. */
    openBatches: (stemIds: readonly string[]) => openBatchesOf(db, stemIds),

    /** Units booked orders hold of each stem for each day before `date`. */
    reservationsBefore: (stemIds: readonly string[], date: string) =>
      stemIds.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('cooler_reservations')
            .select(['stem_id', 'delivery_date'])
            .select((eb) => eb.fn.sum<number | string>('quantity').as('units'))
            .where('stem_id', 'in', stemIds)
            .where('delivery_date', '<', date)
            .groupBy(['stem_id', 'delivery_date'])
            .execute(),

    /** Every price of these stems from suppliers still in use. */
    pricesOf: (stemIds: readonly string[]) =>
      stemIds.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('cooler_stem_prices')
            .innerJoin('cooler_suppliers', 'cooler_suppliers.id', 'cooler_stem_prices.supplier_id')
            .select([
              'cooler_stem_prices.stem_id',
              'cooler_stem_prices.supplier_id',
              'cooler_stem_prices.bunch_price',
              'cooler_suppliers.name',
              'cooler_suppliers.name_en',
            ])
            .where('cooler_stem_prices.stem_id', 'in', stemIds)
            .where('cooler_suppliers.archived_at', 'is', null)
            .execute(),
  };
}

export type PlanRepository = ReturnType<typeof planRepository>;
