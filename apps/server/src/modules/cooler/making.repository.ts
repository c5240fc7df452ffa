import type { Db } from '../../db/connect';
import type { CoolerMoveTable } from '../../db/schema';

/** A batch a stem can be taken from, as making reads it. */
export interface OpenBatchRow {
  id: string;
  quantity: number;
  left_quantity: number;
  cost: number;
}

/** The queries of making orders from the cooler: its reservations, the stems' open batches, and its moves. */
export function makingRepository(db: Db) {
  return {
    /** What the order holds of each stem, with the stem's names (the shortfall names them), in stem id order. */
    reservationsOf: (orderId: string, trx: Db = db) =>
      trx
        .selectFrom('cooler_reservations as r')
        .innerJoin('cooler_stems as s', 's.id', 'r.stem_id')
        .select(['r.stem_id', 'r.quantity', 's.name', 's.name_en', 's.unit'])
        .where('r.order_id', '=', orderId)
        .orderBy('r.stem_id')
        .execute(),

    /** Holds the stem's row until the transaction ends (PostgreSQL; SQLite writes one transaction at a time). */
    lockStem: (stemId: string, trx: Db) =>
      trx
        .updateTable('cooler_stems')
        .set((eb) => ({ updated_at: eb.ref('updated_at') }))
        .where('id', '=', stemId)
        .execute(),

    deleteReservations: (orderId: string, trx: Db) =>
      trx.deleteFrom('cooler_reservations').where('order_id', '=', orderId).execute(),

    /** The stem's received batches with units left and usable on `day`, oldest first: use-by, arrival, id. */
    openBatches: (stemId: string, day: string, trx: Db): Promise<OpenBatchRow[]> =>
      trx
        .selectFrom('cooler_batches')
        .select(['id', 'quantity', 'left_quantity', 'cost'])
        .where('stem_id', '=', stemId)
        .where('status', '=', 'received')
        .where('left_quantity', '>', 0)
        .where('use_by', '>=', day)
        .orderBy('use_by')
        .orderBy('received_on')
        .orderBy('id')
        .execute(),

    /** Takes `units` out of the batch when it still has them; answers the units left after, or undefined. */
    async take(batchId: string, units: number, at: number, trx: Db): Promise<number | undefined> {
      const row = await trx
        .updateTable('cooler_batches')
        .set((eb) => ({ left_quantity: eb('left_quantity', '-', units), updated_at: at }))
        .where('id', '=', batchId)
        .where('left_quantity', '>=', units)
        .returning('left_quantity')
        .executeTakeFirst();
      return row === undefined ? undefined : Number(row.left_quantity);
    },

    /** Puts `units` back into the batch, never above what it received. */
    async putBack(batchId: string, units: number, at: number, trx: Db): Promise<boolean> {
      const result = await trx
        .updateTable('cooler_batches')
        .set((eb) => ({ left_quantity: eb('left_quantity', '+', units), updated_at: at }))
        .where('id', '=', batchId)
        .where((eb) => eb('left_quantity', '<=', eb('quantity', '-', units)))
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

    /** The order's moves of making and unmaking ('use' and 'return'), oldest first. */
    usesOf: (orderId: string, trx: Db = db) =>
      trx
        .selectFrom('cooler_moves')
        .select(['batch_id', 'stem_id', 'kind', 'quantity', 'cost'])
        .where('order_id', '=', orderId)
        .where('kind', 'in', ['use', 'return'])
        .orderBy('at')
        .orderBy('id')
        .execute(),

    /** Whether the order was made from the cooler already (one 'use' move is enough). */
    async wasMade(orderId: string, trx: Db): Promise<boolean> {
      const row = await trx
        .selectFrom('cooler_moves')
        .select('id')
        .where('order_id', '=', orderId)
        .where('kind', '=', 'use')
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** What all the order's moves cost, in cents; null when it has none. */
    async costOf(orderId: string, trx: Db = db): Promise<number | null> {
      const row = await trx
        .selectFrom('cooler_moves')
        .select((eb) => [eb.fn.sum<number | string>('cost').as('cost'), eb.fn.countAll<number | string>().as('moves')])
        .where('order_id', '=', orderId)
        .executeTakeFirst();
      return row === undefined || Number(row.moves) === 0 ? null : Number(row.cost);
    },
  };
}

export type MakingRepository = ReturnType<typeof makingRepository>;
