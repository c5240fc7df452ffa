import type { Kysely } from 'kysely';

/**
 * Real-name verification (issue 16), on the user as `realname_auth` is (PRODUCT.md#chat-users): the name, the identity
 * number kept only masked and as a keyed hash (one identity verifies one account), and when it was verified.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('real_name', 'text').execute();
  await db.schema.alterTable('users').addColumn('identity_masked', 'text').execute();
  await db.schema.alterTable('users').addColumn('identity_hash', 'text').execute();
  await db.schema.alterTable('users').addColumn('real_name_verified_at', 'bigint').execute();
  await db.schema.createIndex('users_identity_hash_idx').on('users').column('identity_hash').unique().execute();
}
