import type { Db } from '../../db/connect';
import type { WechatCredentialTable } from '../../db/schema';

type Kind = WechatCredentialTable['kind'];

const changed = (result: { numUpdatedRows: bigint }) => Number(result.numUpdatedRows) === 1;

/** Queries of the official account's shared access_token and jsapi_ticket and their fetch lease; no rules live here. */
export function wechatCredentialRepository(db: Db) {
  const row = (appId: string, kind: Kind) =>
    db.updateTable('wechat_credentials').where('app_id', '=', appId).where('kind', '=', kind);
  return {
    read: (appId: string, kind: Kind) =>
      db
        .selectFrom('wechat_credentials')
        .selectAll()
        .where('app_id', '=', appId)
        .where('kind', '=', kind)
        .executeTakeFirst(),
    /** The row the lease is taken on, empty until the first fetch. */
    ensure: (appId: string, kind: Kind) =>
      db
        .insertInto('wechat_credentials')
        .values({ app_id: appId, kind, value: null, expires_at: 0, lease_owner: null, lease_until: 0 })
        .onConflict((c) => c.doNothing())
        .execute(),
    /**
     * Takes the lease to fetch, in one conditional update: only while no lease runs and the value is missing or due
     * (expiring before `dueBefore`), so of any number of callers in any number of processes one fetches.
     */
    takeLease: async (appId: string, kind: Kind, owner: string, now: number, leaseUntil: number, dueBefore: number) =>
      changed(
        await row(appId, kind)
          .set({ lease_owner: owner, lease_until: leaseUntil })
          .where('lease_until', '<=', now)
          .where((eb) => eb.or([eb('value', 'is', null), eb('expires_at', '<=', dueBefore)]))
          .executeTakeFirstOrThrow(),
      ),
    /** Keeps what the lease holder fetched and ends its lease; a lease taken over meanwhile keeps its own. */
    store: async (appId: string, kind: Kind, owner: string, value: string, expiresAt: number) =>
      changed(
        await row(appId, kind)
          .set({ value, expires_at: expiresAt, lease_owner: null, lease_until: 0 })
          .where('lease_owner', '=', owner)
          .executeTakeFirstOrThrow(),
      ),
    release: (appId: string, kind: Kind, owner: string) =>
      row(appId, kind).set({ lease_owner: null, lease_until: 0 }).where('lease_owner', '=', owner).execute(),
    /** Marks `value` spent (WeChat said so), so the next caller fetches; a newer value is left alone. */
    expire: (appId: string, kind: Kind, value: string) =>
      row(appId, kind).set({ expires_at: 0 }).where('value', '=', value).execute(),
  };
}

export type WechatCredentialRepository = ReturnType<typeof wechatCredentialRepository>;
