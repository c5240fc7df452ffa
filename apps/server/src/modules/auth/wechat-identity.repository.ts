import type { Db } from '../../db/connect';
import type { WechatIdentityTable } from '../../db/schema';

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
    /** Binds an openid once; a second bind of the same openid changes nothing and answers false. */
    bind: async (identity: WechatIdentityTable, trx: Db = db) =>
      Number(
        (
          await trx
            .insertInto('wechat_identities')
            .values(identity)
            .onConflict((c) => c.columns(['app_id', 'openid']).doNothing())
            .executeTakeFirst()
        ).numInsertedOrUpdatedRows ?? 0,
      ) === 1,
  };
}
