import type { Db } from '../../db/connect';
import type { UploadTable } from '../../db/schema';

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

    deleteByStoredName: (storedName: string) =>
      db.deleteFrom('uploads').where('stored_name', '=', storedName).execute(),
  };
}

export type UploadRepository = ReturnType<typeof uploadRepository>;
