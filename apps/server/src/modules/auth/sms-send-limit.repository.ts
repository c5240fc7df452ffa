import { sql } from 'kysely';
import type { Db } from '../../db/connect';

/** Queries of login codes sent per key within a window; the caps are in sms.service.ts. */
export function smsSendLimitRepository(db: Db) {
  return {
    transaction: <T>(work: (trx: Db) => Promise<T>) => db.transaction().execute(work),
    /**
     * Takes one send in a single upsert while fewer than `cap` were taken in the window (a window that began before
     * `windowFrom` starts afresh); answers when the window began, or nothing when the cap is reached.
     */
    take: (key: string, cap: number, now: number, windowFrom: number, trx: Db = db) =>
      trx
        .insertInto('sms_send_limits')
        .values({ key, sends: 1, window_started: now })
        .onConflict((c) =>
          c
            .column('key')
            .doUpdateSet({
              sends: sql`case when sms_send_limits.window_started < ${windowFrom} then 1 else sms_send_limits.sends + 1 end`,
              window_started: sql`case when sms_send_limits.window_started < ${windowFrom} then ${now} else sms_send_limits.window_started end`,
            })
            .where((eb) =>
              eb.or([eb('sms_send_limits.window_started', '<', windowFrom), eb('sms_send_limits.sends', '<', cap)]),
            ),
        )
        .returning('window_started')
        .executeTakeFirst()
        .then((row) => row?.window_started),
    windowStarted: async (key: string, trx: Db = db) =>
      (await trx.selectFrom('sms_send_limits').select('window_started').where('key', '=', key).executeTakeFirst())
        ?.window_started ?? 0,
    /** Gives a send back to the window it was taken in; a window that started afresh since keeps its count. */
    giveBack: (key: string, windowStarted: number, trx: Db = db) =>
      trx
        .updateTable('sms_send_limits')
        .set((eb) => ({ sends: eb('sends', '-', 1) }))
        .where('key', '=', key)
        .where('window_started', '=', windowStarted)
        .where('sends', '>', 0)
        .execute(),
  };
}

export type SmsSendLimitRepository = ReturnType<typeof smsSendLimitRepository>;
