import type { Insertable } from 'kysely';
import type { Db } from '../../db/connect';
import type { UserTable, WechatIdentityTable } from '../../db/schema';

/** Thrown inside the registering transaction to undo the member's row when their openid was bound meanwhile. */
class OpenidTaken extends Error {}

/** Binds an openid once; false when the openid or the member's place in that app is taken (unique keys). */
const bindIn = async (db: Db, identity: WechatIdentityTable) =>
  Number(
    (
      await db
        .insertInto('wechat_identities')
        .values(identity)
        .onConflict((c) => c.doNothing())
        .executeTakeFirst()
    ).numInsertedOrUpdatedRows ?? 0,
  ) === 1;

/** Queries of members' WeChat identities, one per WeChat app; no rules live here. */
export function wechatIdentityRepository(db: Db) {
  return {
    find: (appId: string, openid: string) =>
      db
        .selectFrom('wechat_identities')
        .selectAll()
        .where('app_id', '=', appId)
        .where('openid', '=', openid)
        .executeTakeFirst(),
    /** Any identity of the same person in another app of the developer account. */
    findByUnionId: (unionid: string) =>
      db.selectFrom('wechat_identities').selectAll().where('unionid', '=', unionid).executeTakeFirst(),
    /** The member's openid in one app (the official account's pays by JSAPI with it); undefined when never bound. */
    openIdOf: async (userId: string, appId: string) =>
      (
        await db
          .selectFrom('wechat_identities')
          .select('openid')
          .where('user_id', '=', userId)
          .where('app_id', '=', appId)
          .executeTakeFirst()
      )?.openid,
    /**
     * Binds an openid once; false, changing nothing, when the openid is bound already or the member has another openid
     * in that app (migration 041 keeps one a member and app).
     */
    bind: (identity: WechatIdentityTable, trx: Db = db) => bindIn(trx, identity),
    /** A new member and their first identity in one transaction; false, inserting neither, when the openid is taken. */
    registerWith: async (user: Insertable<UserTable>, identity: WechatIdentityTable) => {
      try {
        await db.transaction().execute(async (trx) => {
          await trx.insertInto('users').values(user).execute();
          if (!(await bindIn(trx, identity))) throw new OpenidTaken();
        });
        return true;
      } catch (error) {
        if (error instanceof OpenidTaken) return false;
        throw error;
      }
    },
  };
}

export type WechatIdentityRepository = ReturnType<typeof wechatIdentityRepository>;
