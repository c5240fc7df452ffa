import type { Db } from '../../db/connect';

/** Queries of failed password logins per username; no rules live here. */
export function passwordFailureRepository(db: Db) {
  return {
    find: (username: string) =>
      db.selectFrom('password_failures').selectAll().where('username', '=', username).executeTakeFirst(),
    save: (username: string, failures: number, lockedUntil: number) =>
      db
        .insertInto('password_failures')
        .values({ username, failures, locked_until: lockedUntil })
        .onConflict((c) => c.column('username').doUpdateSet({ failures, locked_until: lockedUntil }))
        .execute(),
    clear: (username: string) => db.deleteFrom('password_failures').where('username', '=', username).execute(),
  };
}

export type PasswordFailureRepository = ReturnType<typeof passwordFailureRepository>;
