import { sql } from 'kysely';
import type { Db } from '../../db/connect';

/** Queries of counted password tries per key; the rules are in login-throttle.service.ts. */
export function loginThrottleRepository(db: Db) {
  return {
    /**
     * Counts one try in a single upsert, starting a fresh window when the last began before `windowFrom`; answers
     * the new count, or nothing while the key is locked (a locked key counts nothing).
     */
    countTry: (key: string, now: number, windowFrom: number) =>
      db
        .insertInto('login_throttles')
        .values({ key, attempts: 1, window_started: now, locked_until: 0, lock_level: 0 })
        .onConflict((c) =>
          c
            .column('key')
            .doUpdateSet({
              attempts: sql`case when login_throttles.window_started < ${windowFrom} then 1 else login_throttles.attempts + 1 end`,
              lock_level: sql`case when login_throttles.window_started < ${windowFrom} then 0 else login_throttles.lock_level end`,
              window_started: sql`case when login_throttles.window_started < ${windowFrom} then ${now} else login_throttles.window_started end`,
            })
            .where('login_throttles.locked_until', '<=', now),
        )
        .returning(['attempts', 'lock_level'])
        .executeTakeFirst(),
    lockedUntil: async (key: string) =>
      (await db.selectFrom('login_throttles').select('locked_until').where('key', '=', key).executeTakeFirst())
        ?.locked_until ?? 0,
    /**
     * Locks the key until `until` if no other request locked it since its level was `level`; the count drops to
     * `attemptsAfter` so the next lock comes sooner. False when another request took this lock.
     */
    lock: async (key: string, level: number, now: number, until: number, attemptsAfter: number) =>
      Number(
        (
          await db
            .updateTable('login_throttles')
            .set({ locked_until: until, lock_level: level + 1, attempts: attemptsAfter })
            .where('key', '=', key)
            .where('lock_level', '=', level)
            .where('locked_until', '<=', now)
            .executeTakeFirst()
        ).numUpdatedRows,
      ) === 1,
    clear: (keys: string[]) => db.deleteFrom('login_throttles').where('key', 'in', keys).execute(),
  };
}

export type LoginThrottleRepository = ReturnType<typeof loginThrottleRepository>;
