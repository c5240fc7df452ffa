import type { Db } from '../../db/connect';
import type { CoolerBatchTable, CoolerMoveTable } from '../../db/schema';

/** A batch with its supplier's names, as the cooler's lists read it. */
export type BatchRow = CoolerBatchTable & { supplier_name: string | null; supplier_name_en: string | null };

/** The stem fields the batches' lists and rules read. */
export interface BatchStemRow {
  id: string;
  kind: 'flower' | 'material';
  name: string;
  name_en: string | null;
  unit: 'stem' | 'bunch' | 'sheet' | 'metre';
  bunch_size: number;
  vase_life_days: number;
}

const stemColumns = ['id', 'kind', 'name', 'name_en', 'unit', 'bunch_size', 'vase_life_days'] as const;

/** The queries of the cooler's batches: ordering, receiving, write-offs, stocktake and what expires. */
export function batchRepository(db: Db) {
  const batches = (trx: Db) =>
    trx
      .selectFrom('cooler_batches as b')
      .leftJoin('cooler_suppliers as s', 's.id', 'b.supplier_id')
      .selectAll('b')
      .select(['s.name as supplier_name', 's.name_en as supplier_name_en']);

  return {
    transaction: <T>(work: (trx: Db) => Promise<T>) => db.transaction().execute(work),

    stemsByIds: (ids: readonly string[], trx: Db = db): Promise<BatchStemRow[]> =>
      ids.length === 0
        ? Promise.resolve([])
        : trx.selectFrom('cooler_stems').select(stemColumns).where('id', 'in', ids).execute(),

    /** Which of `ids` name suppliers that exist. */
    async existingSupplierIds(ids: readonly string[], trx: Db = db): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await trx.selectFrom('cooler_suppliers').select('id').where('id', 'in', ids).execute();
      return new Set(rows.map((r) => r.id));
    },

    /** A supplier's price of one bunch of a stem, in cents, when it has one. */
    async bunchPrice(stemId: string, supplierId: string, trx: Db = db): Promise<number | undefined> {
      const row = await trx
        .selectFrom('cooler_stem_prices')
        .select('bunch_price')
        .where('stem_id', '=', stemId)
        .where('supplier_id', '=', supplierId)
        .executeTakeFirst();
      return row === undefined ? undefined : Number(row.bunch_price);
    },

    findBatch: (id: string, trx: Db = db): Promise<BatchRow | undefined> =>
      batches(trx).where('b.id', '=', id).executeTakeFirst(),

    findBatches: (ids: readonly string[], trx: Db = db): Promise<BatchRow[]> =>
      ids.length === 0 ? Promise.resolve([]) : batches(trx).where('b.id', 'in', ids).execute(),

    /** Received batches with units left and not expired on `today`, and ordered ones; of one stem when asked. */
    stockBatches: (today: string, stemId?: string, trx: Db = db): Promise<BatchRow[]> => {
      let query = batches(trx).where((eb) =>
        eb.or([
          eb.and([eb('b.status', '=', 'received'), eb('b.left_quantity', '>', 0), eb('b.use_by', '>=', today)]),
          eb('b.status', '=', 'ordered'),
        ]),
      );
      if (stemId !== undefined) query = query.where('b.stem_id', '=', stemId);
      return query.orderBy('b.use_by').orderBy('b.received_on').orderBy('b.id').execute();
    },

    /** Received batches with units left whose use-by is on or before `lastDay` (expired ones too), oldest first. */
    expiringBy: (lastDay: string, trx: Db = db): Promise<BatchRow[]> =>
      batches(trx)
        .where('b.status', '=', 'received')
        .where('b.left_quantity', '>', 0)
        .where('b.use_by', '<=', lastDay)
        .orderBy('b.use_by')
        .orderBy('b.received_on')
        .orderBy('b.id')
        .execute(),

    /** The stem's received batches with units left and not expired on `today`: what a count in total is shared over. */
    countedBatches: (stemId: string, today: string, trx: Db = db): Promise<BatchRow[]> =>
      batches(trx)
        .where('b.stem_id', '=', stemId)
        .where('b.status', '=', 'received')
        .where('b.left_quantity', '>', 0)
        .where('b.use_by', '>=', today)
        .orderBy('b.use_by')
        .orderBy('b.received_on')
        .orderBy('b.id')
        .execute(),

    insertBatches: async (rows: readonly CoolerBatchTable[], trx: Db) => {
      if (rows.length > 0)
        await trx
          .insertInto('cooler_batches')
          .values([...rows])
          .execute();
    },

    /** Changes an ordered batch read at `version`: false when it was received, cancelled or changed since. */
    async changeOrdered(id: string, version: number, change: Partial<CoolerBatchTable>, trx: Db): Promise<boolean> {
      const result = await trx
        .updateTable('cooler_batches')
        .set((eb) => ({ ...change, version: eb('version', '+', 1) }))
        .where('id', '=', id)
        .where('status', '=', 'ordered')
        .where('version', '=', version)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Takes `units` out of a received batch when it still has them; answers the units left after, or undefined. */
    async writeOff(id: string, units: number, at: number, trx: Db): Promise<number | undefined> {
      const row = await trx
        .updateTable('cooler_batches')
        .set((eb) => ({
          left_quantity: eb('left_quantity', '-', units),
          version: eb('version', '+', 1),
          updated_at: at,
        }))
        .where('id', '=', id)
        .where('status', '=', 'received')
        .where('left_quantity', '>=', units)
        .returning('left_quantity')
        .executeTakeFirst();
      return row === undefined ? undefined : Number(row.left_quantity);
    },

    /** Sets what a stocktake counted, when the batch is still at the version and units left the florist was shown. */
    async setCounted(id: string, version: number, left: number, counted: number, at: number, trx: Db) {
      const result = await trx
        .updateTable('cooler_batches')
        .set((eb) => ({ left_quantity: counted, version: eb('version', '+', 1), updated_at: at }))
        .where('id', '=', id)
        .where('status', '=', 'received')
        .where('version', '=', version)
        .where('left_quantity', '=', left)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    insertMoves: async (rows: readonly CoolerMoveTable[], trx: Db) => {
      if (rows.length > 0)
        await trx
          .insertInto('cooler_moves')
          .values([...rows])
          .execute();
    },

    /** The goods and sizes whose recipes use any of the stems, with the stem each uses. */
    goodsUsing: (stemIds: readonly string[], trx: Db = db) =>
      stemIds.length === 0
        ? Promise.resolve([])
        : trx
            .selectFrom('cooler_recipe_lines as l')
            .innerJoin('cooler_recipes as r', 'r.id', 'l.recipe_id')
            .innerJoin('goods as g', 'g.id', 'r.goods_id')
            .leftJoin('goods_skus as k', (join) =>
              join.onRef('k.id', '=', 'r.sku_key').onRef('k.goods_id', '=', 'r.goods_id'),
            )
            .select([
              'l.stem_id',
              'g.id as goods_id',
              'g.name as goods_name',
              'g.name_en as goods_name_en',
              'g.status',
              'r.sku_key',
              'k.name as sku_name',
              'k.name_en as sku_name_en',
              'k.removed_at',
            ])
            .where('l.stem_id', 'in', stemIds)
            .orderBy('g.name')
            .orderBy('g.id')
            .orderBy('k.sort')
            .orderBy('r.sku_key')
            .execute(),
  };
}

export type BatchRepository = ReturnType<typeof batchRepository>;
