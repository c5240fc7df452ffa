import type { Db } from '../../db/connect';
import type { WechatOauthStateTable } from '../../db/schema';

/** Queries of the official account's OAuth states; no rules live here. */
export function wechatOauthStateRepository(db: Db) {
  return {
    insert: (row: WechatOauthStateTable) => db.insertInto('wechat_oauth_states').values(row).execute(),
    /** Takes a state once: the delete that answers it is the one use, so a replay finds nothing. */
    take: (id: string, now: number) =>
      db
        .deleteFrom('wechat_oauth_states')
        .where('id', '=', id)
        .where('expires_at', '>', now)
        .returningAll()
        .executeTakeFirst(),
    /** States never brought back (the visitor turned away at WeChat) are dropped once expired. */
    sweepExpired: (now: number) => db.deleteFrom('wechat_oauth_states').where('expires_at', '<=', now).execute(),
  };
}

export type WechatOauthStateRepository = ReturnType<typeof wechatOauthStateRepository>;
