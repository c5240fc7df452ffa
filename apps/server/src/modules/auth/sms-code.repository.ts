import type { Db } from '../../db/connect';
import type { SmsCodeTable } from '../../db/schema';

/** Queries of sent login codes; no rules live here. */
export function smsCodeRepository(db: Db) {
  return {
    insert: (row: SmsCodeTable, trx: Db = db) => trx.insertInto('sms_codes').values(row).execute(),
    remove: (id: string, trx: Db = db) => trx.deleteFrom('sms_codes').where('id', '=', id).execute(),
    latestForPhone: (phone: string) =>
      db
        .selectFrom('sms_codes')
        .selectAll()
        .where('phone', '=', phone)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst(),
    /** Claims one try before the code is compared, while tries are left: the try's number, or nothing. */
    claimTry: async (id: string, maxAttempts: number) =>
      (
        await db
          .updateTable('sms_codes')
          .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
          .where('id', '=', id)
          .where('attempts', '<', maxAttempts)
          .where('used_at', 'is', null)
          .returning('attempts')
          .executeTakeFirst()
      )?.attempts,
    /** Uses the code once: false when another request used it first. */
    markUsed: async (id: string, now: number) =>
      Number(
        (
          await db
            .updateTable('sms_codes')
            .set({ used_at: now })
            .where('id', '=', id)
            .where('used_at', 'is', null)
            .executeTakeFirst()
        ).numUpdatedRows,
      ) === 1,
  };
}

export type SmsCodeRepository = ReturnType<typeof smsCodeRepository>;
