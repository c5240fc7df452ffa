import type { Kysely } from 'kysely';

/** What each user uploaded in one of the shop's days, raised by a conditional upsert so the cap holds under concurrency. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('upload_quotas')
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('bytes', 'bigint', (c) => c.notNull())
    .addColumn('files', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('upload_quotas_pk', ['user_id', 'day'])
    .execute();
}
