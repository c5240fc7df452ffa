import { sql } from 'kysely';
import type { Db } from '../../db/connect';
import type { Database, UploadTable } from '../../db/schema';

/**
 * Every column that may name a member's upload (comments, their avatars, accounts, feedback, after-sale, delivery
 * photos, chat messages and their avatars, group avatars): a file named in any of them is in use.
 */
const REFERENCING_COLUMNS = [
  ['goods_comments', 'pictures'],
  ['goods_comments', 'avatar'],
  ['users', 'avatar'],
  ['feedback', 'pictures'],
  ['after_sales', 'pictures'],
  ['orders', 'delivery_photo'],
  ['im_messages', 'body'],
  ['im_messages', 'avatar'],
  ['im_groups', 'avatar'],
] as const satisfies ReadonlyArray<readonly [keyof Database, string]>;

/** Queries of uploaded files' records. */
export function uploadRepository(db: Db) {
  return {
    insert: (row: UploadTable) => db.insertInto('uploads').values(row).execute(),

    /** What the user uploaded on `day`, if anything. */
    uploadedOn: (userId: string, day: string) =>
      db
        .selectFrom('upload_quotas')
        .select(['bytes', 'files'])
        .where('user_id', '=', userId)
        .where('day', '=', day)
        .executeTakeFirst(),

    /**
     * Counts one file of `bytes` against the user's day, only while the day stays within both caps: answers whether it
     * was counted. One statement, so concurrent uploads never count past a cap.
     */
    async countUpload(userId: string, day: string, bytes: number, caps: { bytes: number; files: number }) {
      const result = await db
        .insertInto('upload_quotas')
        .values({ user_id: userId, day, bytes, files: 1 })
        .onConflict((c) =>
          c
            .columns(['user_id', 'day'])
            .doUpdateSet((eb) => ({
              bytes: eb('upload_quotas.bytes', '+', eb.ref('excluded.bytes')),
              files: eb('upload_quotas.files', '+', 1),
            }))
            .where((eb) =>
              eb.and([
                eb(eb('upload_quotas.bytes', '+', eb.ref('excluded.bytes')), '<=', caps.bytes),
                eb('upload_quotas.files', '<', caps.files),
              ]),
            ),
        )
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
    },

    /** Those of `storedNames` that the member uploaded. */
    async ownStoredNames(memberId: string, storedNames: readonly string[]): Promise<Set<string>> {
      if (storedNames.length === 0) return new Set();
      const rows = await db
        .selectFrom('uploads')
        .select('stored_name')
        .where('user_id', '=', memberId)
        .where('stored_name', 'in', storedNames)
        .execute();
      return new Set(rows.map((r) => r.stored_name));
    },

    /** The records of those of `storedNames` that exist, whoever uploaded them. */
    findByStoredNames: (storedNames: readonly string[]) =>
      storedNames.length
        ? db
            .selectFrom('uploads')
            .select(['user_id', 'stored_name', 'name', 'size'])
            .where('stored_name', 'in', storedNames)
            .execute()
        : Promise.resolve([]),

    findByStoredName: (storedName: string) =>
      db.selectFrom('uploads').select(['name', 'size']).where('stored_name', '=', storedName).executeTakeFirst(),

    /**
     * Deletes the member's record of `storedName` only while no record names it, in one statement, so a reference
     * written meanwhile keeps it; answers whether it was deleted. Stored names are UUIDs with an extension, so they hold
     * no LIKE wildcard.
     */
    async deleteOwnUnreferenced(memberId: string, storedName: string): Promise<boolean> {
      const pattern = `%${storedName}%`;
      const result = await db
        .deleteFrom('uploads')
        .where('stored_name', '=', storedName)
        .where('user_id', '=', memberId)
        .where((eb) =>
          eb.and(
            REFERENCING_COLUMNS.map(([table, column]) =>
              eb.not(
                eb.exists(
                  eb
                    .selectFrom(table)
                    .select(eb.lit(1).as('one'))
                    .where(sql.ref(`${table}.${column}`), 'like', pattern),
                ),
              ),
            ),
          ),
        )
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    deleteByStoredName: (storedName: string) =>
      db.deleteFrom('uploads').where('stored_name', '=', storedName).execute(),
  };
}

export type UploadRepository = ReturnType<typeof uploadRepository>;
