import type { Db } from '../../db/connect';
import type { SubscriptionBouquetTable, SubscriptionPlanTable, SubscriptionSeriesTable } from '../../db/schema';

export type SeriesRow = SubscriptionSeriesTable;
export type PlanRow = SubscriptionPlanTable;
export type BouquetRow = SubscriptionBouquetTable;

/** The queries of series, plans and the week's bouquets, and of the goods they name; no rules live here. */
export function planRepository(db: Db) {
  return {
    transaction: <T>(work: (trx: Db) => Promise<T>) => db.transaction().execute(work),

    allSeries: (trx: Db = db) =>
      trx.selectFrom('subscription_series').selectAll().orderBy('sort').orderBy('created_at').execute(),

    findSeries: (id: string, trx: Db = db) =>
      trx.selectFrom('subscription_series').selectAll().where('id', '=', id).executeTakeFirst(),

    insertSeries: (row: SeriesRow, trx: Db = db) => trx.insertInto('subscription_series').values(row).execute(),

    /** Changes the series only if it is still at `version`; false when someone saved it since. */
    async updateSeries(id: string, version: number, changes: Partial<SeriesRow>, trx: Db = db) {
      const result = await trx
        .updateTable('subscription_series')
        .set({ ...changes, version: version + 1 })
        .where('id', '=', id)
        .where('version', '=', version)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    plansOf: (seriesIds: readonly string[], trx: Db = db) =>
      seriesIds.length === 0
        ? Promise.resolve([] as PlanRow[])
        : trx
            .selectFrom('subscription_plans')
            .selectAll()
            .where('series_id', 'in', seriesIds)
            .orderBy('sort')
            .orderBy('deliveries')
            .orderBy('id')
            .execute(),

    findPlan: (id: string, trx: Db = db) =>
      trx.selectFrom('subscription_plans').selectAll().where('id', '=', id).executeTakeFirst(),

    insertPlan: (row: PlanRow, trx: Db = db) => trx.insertInto('subscription_plans').values(row).execute(),

    /** Changes the plan only if it is still at `version`; false when someone saved it since. */
    async updatePlan(id: string, version: number, changes: Partial<PlanRow>, trx: Db = db) {
      const result = await trx
        .updateTable('subscription_plans')
        .set({ ...changes, version: version + 1 })
        .where('id', '=', id)
        .where('version', '=', version)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Subscriptions bought on each plan, whatever their state now. */
    soldOf: (planIds: readonly string[], trx: Db = db) =>
      planIds.length === 0
        ? Promise.resolve([])
        : trx
            .selectFrom('subscriptions')
            .select(['plan_id', (eb) => eb.fn.countAll<number>().as('count')])
            .where('plan_id', 'in', planIds)
            .where('status', '!=', 'pending_payment')
            .groupBy('plan_id')
            .execute(),

    /** Active and paused subscriptions of each series. */
    runningOf: (seriesIds: readonly string[], trx: Db = db) =>
      seriesIds.length === 0
        ? Promise.resolve([])
        : trx
            .selectFrom('subscriptions')
            .select(['series_id', (eb) => eb.fn.countAll<number>().as('count')])
            .where('series_id', 'in', seriesIds)
            .where('status', 'in', ['active', 'paused', 'awaiting_claim'])
            .groupBy('series_id')
            .execute(),

    /** The goods' names, covers and whether they sell by size. */
    goodsOf: (ids: readonly string[], trx: Db = db) =>
      ids.length === 0
        ? Promise.resolve([])
        : trx
            .selectFrom('goods')
            .leftJoin('categories', 'categories.id', 'goods.category_id')
            .select([
              'goods.id',
              'goods.name',
              'goods.name_en',
              'goods.pictures',
              'goods.spec_name',
              'goods.status',
              'goods.category_id',
              'categories.parent_id as category_parent_id',
            ])
            .where('goods.id', 'in', ids)
            .execute(),

    findSku: (goodsId: string, skuId: string, trx: Db = db) =>
      trx
        .selectFrom('goods_skus')
        .select(['id', 'name', 'name_en'])
        .where('goods_id', '=', goodsId)
        .where('id', '=', skuId)
        .where('removed_at', 'is', null)
        .executeTakeFirst(),

    bouquetsOf: (seriesIds: readonly string[], weeks: readonly string[], trx: Db = db) =>
      seriesIds.length === 0 || weeks.length === 0
        ? Promise.resolve([] as BouquetRow[])
        : trx
            .selectFrom('subscription_bouquets')
            .selectAll()
            .where('series_id', 'in', seriesIds)
            .where('week', 'in', weeks)
            .execute(),

    insertBouquet: (row: BouquetRow, trx: Db = db) =>
      trx
        .insertInto('subscription_bouquets')
        .values(row)
        .onConflict((oc) => oc.columns(['series_id', 'week']).doNothing())
        .executeTakeFirst()
        .then((r) => Number(r.numInsertedOrUpdatedRows ?? 0) === 1),

    /** Changes the week's bouquet only if it is still at `version`; false when someone saved it since. */
    async updateBouquet(id: string, version: number, changes: Partial<BouquetRow>, trx: Db = db) {
      const result = await trx
        .updateTable('subscription_bouquets')
        .set({ ...changes, version: version + 1 })
        .where('id', '=', id)
        .where('version', '=', version)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** The series' deliveries scheduled or placed on these dates, by date. */
    dueOn: (seriesId: string, from: string, to: string, trx: Db = db) =>
      trx
        .selectFrom('subscription_deliveries as d')
        .innerJoin('subscriptions as s', 's.id', 'd.subscription_id')
        .select(['d.date', (eb) => eb.fn.countAll<number>().as('count')])
        .where('s.series_id', '=', seriesId)
        .where('d.status', 'in', ['scheduled', 'placed'])
        .where('d.date', '>=', from)
        .where('d.date', '<=', to)
        .groupBy('d.date')
        .execute(),
  };
}

export type PlanRepository = ReturnType<typeof planRepository>;
