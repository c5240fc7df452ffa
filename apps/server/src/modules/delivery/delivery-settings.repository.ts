import type { Db } from '../../db/connect';
import type { DeliverySettingsTable } from '../../db/schema';

/** The settings are one row; its id names the shop. */
const SETTINGS_ID = 'shop';

export type DeliverySettingsRow = DeliverySettingsTable;

/** The delivery settings row, and the bookings that keep a slot from being removed. */
export function deliverySettingsRepository(db: Db) {
  return {
    transaction: <T>(work: (trx: Db) => Promise<T>) => db.transaction().execute(work),

    find: (trx: Db = db) =>
      trx.selectFrom('delivery_settings').selectAll().where('id', '=', SETTINGS_ID).executeTakeFirst(),

    /** The version alone: the cheap read every process makes to tell whether its copy is stale. */
    async version(): Promise<number | undefined> {
      const row = await db
        .selectFrom('delivery_settings')
        .select('version')
        .where('id', '=', SETTINGS_ID)
        .executeTakeFirst();
      return row?.version;
    },

    /** Writes the first settings; processes starting together write them once. */
    insertIfAbsent: (row: Omit<DeliverySettingsRow, 'id'>) =>
      db
        .insertInto('delivery_settings')
        .values({ id: SETTINGS_ID, ...row })
        .onConflict((c) => c.column('id').doNothing())
        .execute(),

    /** Replaces the settings when they are still at `version`; false when another change came first. */
    async replace(
      version: number,
      change: Pick<DeliverySettingsRow, 'settings' | 'updated_at' | 'updated_by'>,
      trx: Db,
    ): Promise<boolean> {
      const result = await trx
        .updateTable('delivery_settings')
        .set({ ...change, version: version + 1 })
        .where('id', '=', SETTINGS_ID)
        .where('version', '=', version)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Dates from `from` on where one of the slots has orders booked, earliest first. */
    bookedFrom: (from: string, slotIds: readonly string[], trx: Db) =>
      trx
        .selectFrom('delivery_slot_loads')
        .select(['delivery_date', 'slot', 'booked'])
        .where('delivery_date', '>=', from)
        .where('slot', 'in', slotIds)
        .where('booked', '>', 0)
        .orderBy('delivery_date')
        .execute(),
  };
}

export type DeliverySettingsRepository = ReturnType<typeof deliverySettingsRepository>;
