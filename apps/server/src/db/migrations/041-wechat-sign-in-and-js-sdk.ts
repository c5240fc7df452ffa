import type { Kysely } from 'kysely';

/**
 * Signing in inside WeChat and its share cards (issue 41, decision 053): the one-use states of the official account's
 * OAuth round trip (what to do and where to return, kept here since WeChat carries only 128 bytes of state), the
 * official account's access_token and jsapi_ticket shared by every process with the lease that lets one of them fetch,
 * and one openid per member and WeChat app.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('wechat_oauth_states')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text')
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('redirect_uri', 'text', (c) => c.notNull())
    .addColumn('return_url', 'text')
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('wechat_oauth_states_expiry').on('wechat_oauth_states').column('expires_at').execute();
  await db.schema
    .createTable('wechat_credentials')
    .addColumn('app_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('value', 'text')
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('lease_owner', 'text')
    .addColumn('lease_until', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('wechat_credentials_pk', ['app_id', 'kind'])
    .execute();
  // A member has one openid in an app: the JSAPI payment's openIdOf must have one answer.
  await db.schema.dropIndex('wechat_identities_user').execute();
  await db.schema
    .createIndex('wechat_identities_user')
    .on('wechat_identities')
    .columns(['user_id', 'app_id'])
    .unique()
    .execute();
}
