import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/connect';
import type { UserTable } from '../../db/schema';

/** Queries of the users table; no rules live here. */
export function userRepository(db: Db) {
  return {
    findById: (id: string) => db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst(),
    findByPhone: (phone: string) => db.selectFrom('users').selectAll().where('phone', '=', phone).executeTakeFirst(),
    findByUsername: (username: string) =>
      db.selectFrom('users').selectAll().where('username', '=', username).executeTakeFirst(),
    findByWechatOpenid: (openid: string) =>
      db.selectFrom('users').selectAll().where('wechat_openid', '=', openid).executeTakeFirst(),
    /** Inserts unless a user with the same phone, username or openid got there first. */
    insertIgnoringDuplicate: (user: Insertable<UserTable>) =>
      db
        .insertInto('users')
        .values(user)
        .onConflict((c) => c.doNothing())
        .execute(),
    update: (id: string, changes: Updateable<UserTable>) =>
      db.updateTable('users').set(changes).where('id', '=', id).executeTakeFirst(),
  };
}

export type UserRepository = ReturnType<typeof userRepository>;
export type UserRow = NonNullable<Awaited<ReturnType<UserRepository['findById']>>>;
