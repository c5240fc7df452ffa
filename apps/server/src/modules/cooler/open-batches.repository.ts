import type { Db } from '../../db/connect';

/**
 * The stems' batches that can still serve, the ledger's lots (decision 060): received with units left, and ordered with
 * an expected day. The reservations, the day plan and the substitutions all read them so.
 */
export function openBatchesOf(db: Db, stemIds: readonly string[]) {
  if (stemIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('cooler_batches')
    .select(['id', 'stem_id', 'status', 'quantity', 'left_quantity', 'received_on', 'expected_on', 'use_by'])
    .where('stem_id', 'in', stemIds)
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'received'), eb('left_quantity', '>', 0)]),
        eb.and([eb('status', '=', 'ordered'), eb('expected_on', 'is not', null)]),
      ]),
    )
    .execute();
}
