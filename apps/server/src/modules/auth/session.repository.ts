import { compiledOnce } from '../../db/compiled-once';
import type { Db } from '../../db/connect';
import type { SessionTable } from '../../db/schema';

/** Queries of issued tokens; no rules live here. */
export function sessionRepository(db: Db) {
  const hot = compiledOnce();
  return {
    insert: (session: SessionTable) => db.insertInto('sessions').values(session).execute(),
    /** Read on a token's first use in a process and again every 30 s of its use: a chat customer's sends. */
    findLive: async (id: string, now: number) =>
      (
        await hot(db, 'live', [id, now], () =>
          db
            .selectFrom('sessions')
            .selectAll()
            .where('id', '=', id)
            .where('revoked_at', 'is', null)
            .where('expires_at', '>', now),
        )
      ).rows[0],
    /** Ends one session (logout). */
    revoke: (id: string, now: number) =>
      db
        .updateTable('sessions')
        .set({ revoked_at: now })
        .where('id', '=', id)
        .where('revoked_at', 'is', null)
        .execute(),
    /** Ends every live session of a user but `keep` (the caller's own), in `trx` when given; answers the ids ended. */
    async revokeAllOf(userId: string, now: number, keep?: string, trx: Db = db): Promise<string[]> {
      let query = trx
        .updateTable('sessions')
        .set({ revoked_at: now })
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null);
      if (keep !== undefined) query = query.where('id', '<>', keep);
      const revoked = await query.returning('id').execute();
      return revoked.map((r) => r.id);
    },
    /** Revokes every live session of a user but the newest `keep`; answers the ids it revoked. */
    async revokeAllButNewest(userId: string, keep: number, now: number): Promise<string[]> {
      const newest = db
        .selectFrom('sessions')
        .select('id')
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', now)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(keep);
      const revoked = await db
        .updateTable('sessions')
        .set({ revoked_at: now })
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .where('id', 'not in', newest)
        .returning('id')
        .execute();
      return revoked.map((r) => r.id);
    },
  };
}

export type SessionRepository = ReturnType<typeof sessionRepository>;
