import type { Kysely } from 'kysely';

/** Friend invitations, and one notification per kind and subject (PRODUCT.md#chat-friends: de-duplicated by subType plus unique). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('im_friend_invites')
    .addColumn('from_uid', 'text', (c) => c.notNull())
    .addColumn('to_uid', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('create_time', 'bigint', (c) => c.notNull())
    .addColumn('update_time', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('im_friend_invites_pk', ['from_uid', 'to_uid'])
    .execute();
  await db.schema
    .createIndex('im_friend_invites_to_idx')
    .on('im_friend_invites')
    .columns(['to_uid', 'status'])
    .execute();
  await db.schema
    .createIndex('im_notifications_subject_unique')
    .on('im_notifications')
    .columns(['user_id', 'sub_type', 'unique_key'])
    .unique()
    .execute();
}
