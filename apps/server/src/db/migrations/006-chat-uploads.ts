import type { Kysely } from 'kysely';

/** Chat media and downloads look uploads up by their stored name. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('uploads_stored_name_idx').on('uploads').column('stored_name').execute();
}
