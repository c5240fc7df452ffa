import type { Db } from '../../db/connect';
import type { SmsCodeTable } from '../../db/schema';

/** Queries of sent login codes; no rules live here. */
export function smsCodeRepository(db: Db) {
  const countSince = (column: 'phone' | 'ip', value: string, since: number) =>
    db
      .selectFrom('sms_codes')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where(column, '=', value)
      .where('created_at', '>', since)
      .executeTakeFirstOrThrow()
      .then((row) => Number(row.n));

  return {
    insert: (row: SmsCodeTable) => db.insertInto('sms_codes').values(row).execute(),
    remove: (id: string) => db.deleteFrom('sms_codes').where('id', '=', id).execute(),
    latestForPhone: (phone: string) =>
      db
        .selectFrom('sms_codes')
        .selectAll()
        .where('phone', '=', phone)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst(),
    countForPhoneSince: (phone: string, since: number) => countSince('phone', phone, since),
    countForIpSince: (ip: string, since: number) => countSince('ip', ip, since),
    /** One more wrong try, only while tries are left; false when none were. */
    recordWrongTry: async (id: string, maxAttempts: number) =>
      Number(
        (
          await db
            .updateTable('sms_codes')
            .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
            .where('id', '=', id)
            .where('attempts', '<', maxAttempts)
            .executeTakeFirst()
        ).numUpdatedRows,
      ) === 1,
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
