import { sql } from 'kysely';
import type { Db } from '../../db/connect';
import type { CoolerSettingsTable, CoolerSubstitutionTable } from '../../db/schema';
import { openBatchesOf } from '../cooler/cooler.module';

/** The cooler's one settings row. */
export const SETTINGS_ID = 'cooler';

export type SubstitutionRow = CoolerSubstitutionTable;
export type SettingsRow = CoolerSettingsTable;

/** What substitutions read and write: the cooler's lots and holds, the stems, the proposals and the settings. */
export function substitutionRepository(db: Db) {
  return {
    transaction: <T>(work: (trx: Db) => Promise<T>) => db.transaction().execute(work),

    /** What booked orders hold from `from` on, with the order each belongs to. */
    holdsFrom: (from: string, trx: Db = db) =>
      trx
        .selectFrom('cooler_reservations as r')
        .innerJoin('orders as o', 'o.id', 'r.order_id')
        .select([
          'r.order_id',
          'r.stem_id',
          'r.delivery_date',
          'r.quantity',
          'o.status',
          'o.paid_at',
          'o.order_no',
          'o.delivery_slot',
          'o.recipient_name',
        ])
        .where('r.delivery_date', '>=', from)
        .execute(),

    /** What booked orders hold of the stems, on every date. */
    holdsOf: (stemIds: readonly string[], trx: Db = db) =>
      stemIds.length === 0
        ? Promise.resolve([])
        : trx
            .selectFrom('cooler_reservations')
            .select(['order_id', 'stem_id', 'delivery_date', 'quantity'])
            .where('stem_id', 'in', stemIds)
            .execute(),

    /** The stems' batches that can still serve: received with units left, or ordered with a day. */
    openBatches: (stemIds: readonly string[], trx: Db = db) => openBatchesOf(trx, stemIds),

    stems: (ids: readonly string[], trx: Db = db) =>
      ids.length === 0
        ? Promise.resolve([])
        : trx
            .selectFrom('cooler_stems')
            .select(['id', 'name', 'name_en', 'variety', 'grade', 'substitution_group', 'value', 'archived_at'])
            .where('id', 'in', ids)
            .execute(),

    /** The stems of the groups that are not archived: who may stand in for whom. */
    stemsOfGroups: (groups: readonly string[], trx: Db = db) =>
      groups.length === 0
        ? Promise.resolve([])
        : trx
            .selectFrom('cooler_stems')
            .select(['id', 'name', 'name_en', 'variety', 'grade', 'substitution_group', 'value', 'archived_at'])
            .where('substitution_group', 'in', groups)
            .where('archived_at', 'is', null)
            .execute(),

    /** Holds the stem's row until the transaction ends (PostgreSQL; SQLite writes one transaction at a time). */
    lockStem: (stemId: string, trx: Db) =>
      trx
        .updateTable('cooler_stems')
        .set((eb) => ({ updated_at: eb.ref('updated_at') }))
        .where('id', '=', stemId)
        .execute(),

    holdOf: (orderId: string, trx: Db = db) =>
      trx
        .selectFrom('cooler_reservations')
        .select(['stem_id', 'delivery_date', 'quantity'])
        .where('order_id', '=', orderId)
        .execute(),

    /** Lets go of `units` of a stem the order holds: the row goes when nothing is left. */
    async lessHeld(orderId: string, stemId: string, units: number, trx: Db) {
      await trx
        .updateTable('cooler_reservations')
        .set((eb) => ({ quantity: eb('quantity', '-', units) }))
        .where('order_id', '=', orderId)
        .where('stem_id', '=', stemId)
        .execute();
      await trx
        .deleteFrom('cooler_reservations')
        .where('order_id', '=', orderId)
        .where('stem_id', '=', stemId)
        .where('quantity', '<=', 0)
        .execute();
    },

    /** Holds `units` more of a stem for the order on its date. */
    async moreHeld(orderId: string, stemId: string, date: string, units: number, trx: Db) {
      const added = await trx
        .updateTable('cooler_reservations')
        .set((eb) => ({ quantity: eb('quantity', '+', units) }))
        .where('order_id', '=', orderId)
        .where('stem_id', '=', stemId)
        .executeTakeFirst();
      if (added.numUpdatedRows > 0n) return;
      await trx
        .insertInto('cooler_reservations')
        .values({ order_id: orderId, stem_id: stemId, delivery_date: date, quantity: units })
        .execute();
    },

    /** Stores the proposal unless the order already has one open; answers whether it did. */
    async insertIfNoneOpen(row: SubstitutionRow, trx: Db): Promise<boolean> {
      const result = await trx
        .insertInto('cooler_substitutions')
        .columns(['id', 'order_id', 'status', 'lines', 'deadline', 'outcome', 'created_by', 'created_at', 'decided_at'])
        .expression(
          trx
            .selectNoFrom((eb) => [
              eb.val(row.id).as('id'),
              eb.val(row.order_id).as('order_id'),
              eb.val(row.status).as('status'),
              eb.val(row.lines).as('lines'),
              eb.cast<number>(eb.val(row.deadline), 'bigint').as('deadline'),
              sql<null>`null`.as('outcome'),
              eb.val(row.created_by).as('created_by'),
              eb.cast<number>(eb.val(row.created_at), 'bigint').as('created_at'),
              sql<null>`null`.as('decided_at'),
            ])
            .where(({ exists, not, selectFrom }) =>
              not(
                exists(
                  selectFrom('cooler_substitutions')
                    .select('id')
                    .where('order_id', '=', row.order_id)
                    .where('status', '=', 'proposed'),
                ),
              ),
            ),
        )
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
    },

    find: (id: string, trx: Db = db) =>
      trx.selectFrom('cooler_substitutions').selectAll().where('id', '=', id).executeTakeFirst(),

    /** The member's own order's proposal; another member's is not found. */
    findOwn: (memberId: string, id: string, trx: Db = db) =>
      trx
        .selectFrom('cooler_substitutions as s')
        .innerJoin('orders as o', 'o.id', 's.order_id')
        .selectAll('s')
        .select(['o.delivery_date', 'o.user_id'])
        .where('s.id', '=', id)
        .where('o.user_id', '=', memberId)
        .executeTakeFirst(),

    openOf: (orderIds: readonly string[], trx: Db = db) =>
      orderIds.length === 0
        ? Promise.resolve([])
        : trx
            .selectFrom('cooler_substitutions')
            .selectAll()
            .where('order_id', 'in', orderIds)
            .where('status', '=', 'proposed')
            .execute(),

    list: (status: SubstitutionRow['status'] | undefined, limit: number, trx: Db = db) => {
      let query = trx
        .selectFrom('cooler_substitutions as s')
        .innerJoin('orders as o', 'o.id', 's.order_id')
        .selectAll('s')
        .select(['o.order_no', 'o.delivery_date'])
        .orderBy('s.created_at', 'desc')
        .orderBy('s.id', 'desc')
        .limit(limit);
      if (status) query = query.where('s.status', '=', status);
      return query.execute();
    },

    /**
     * Settles an open proposal: only while it is still `proposed`, and, for a customer's answer, before its deadline
     * (`before`); for the policy, only once it is due (`due`). Answers whether this call settled it.
     */
    async settle(
      id: string,
      to: SubstitutionRow['status'],
      outcome: string,
      at: number,
      when: { before: number } | { due: number },
      trx: Db,
    ): Promise<boolean> {
      let query = trx
        .updateTable('cooler_substitutions')
        .set({ status: to, outcome, decided_at: at })
        .where('id', '=', id)
        .where('status', '=', 'proposed');
      query = 'before' in when ? query.where('deadline', '>', when.before) : query.where('deadline', '<=', when.due);
      const result = await query.executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** Open proposals past their deadline, oldest first. */
    due: (at: number, limit: number, trx: Db = db) =>
      trx
        .selectFrom('cooler_substitutions')
        .select('id')
        .where('status', '=', 'proposed')
        .where('deadline', '<=', at)
        .orderBy('deadline')
        .limit(limit)
        .execute(),

    settings: (trx: Db = db) =>
      trx.selectFrom('cooler_settings').selectAll().where('id', '=', SETTINGS_ID).executeTakeFirst(),

    async insertSettingsIfAbsent(row: SettingsRow): Promise<void> {
      await db
        .insertInto('cooler_settings')
        .values(row)
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
    },

    async replaceSettings(
      version: number,
      change: Pick<SettingsRow, 'substitution_policy' | 'answer_hours' | 'updated_at'>,
      trx: Db,
    ): Promise<boolean> {
      const result = await trx
        .updateTable('cooler_settings')
        .set({ ...change, version: version + 1 })
        .where('id', '=', SETTINGS_ID)
        .where('version', '=', version)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
  };
}

export type SubstitutionRepository = ReturnType<typeof substitutionRepository>;
