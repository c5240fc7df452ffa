import type { Kysely } from 'kysely';

/**
 * A member's WeChat identities (issue 41): one row per WeChat app (the website app of the QR login, the official
 * account of in-WeChat sign-in and JSAPI payment), since each app gives the same person another openid; the unionid,
 * when WeChat tells it, is the same across the apps of one developer account and links them to one member.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('wechat_identities')
    .addColumn('app_id', 'text', (c) => c.notNull())
    .addColumn('openid', 'text', (c) => c.notNull())
    .addColumn('unionid', 'text')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('wechat_identities_pk', ['app_id', 'openid'])
    .execute();
  await db.schema
    .createIndex('wechat_identities_user')
    .on('wechat_identities')
    .columns(['user_id', 'app_id'])
    .execute();
  await db.schema.createIndex('wechat_identities_unionid').on('wechat_identities').column('unionid').execute();
}
