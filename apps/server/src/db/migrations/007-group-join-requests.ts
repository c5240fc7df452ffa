import type { Kysely } from 'kysely';

/** Requests to join an approval group (decision 009): one per group and user, refreshed when asked again. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('im_group_join_requests')
    .addColumn('group_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('create_time', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('im_group_join_requests_pk', ['group_id', 'user_id'])
    .execute();
  // An answered request marks every admin's notification about it read, whoever they are.
  await db.schema
    .createIndex('im_notifications_subject_idx')
    .on('im_notifications')
    .columns(['sub_type', 'unique_key'])
    .execute();
}
