import type { Db } from '../../db/connect';

/** Writes of the member's own sign-in details and real-name status; the rules are in account.service.ts. */
export function accountRepository(db: Db) {
  const changed = (result: { numUpdatedRows: bigint }) => Number(result.numUpdatedRows) === 1;
  return {
    transaction: <T>(work: (trx: Db) => Promise<T>) => db.transaction().execute(work),
    setPassword: async (id: string, passwordHash: string, at: number, trx: Db = db) =>
      changed(
        await trx
          .updateTable('users')
          .set({ password_hash: passwordHash, updated_at: at })
          .where('id', '=', id)
          .executeTakeFirstOrThrow(),
      ),
    /** The unique index refuses a username another account holds, however the two requests interleave. */
    setUsername: async (id: string, username: string, at: number) =>
      changed(
        await db.updateTable('users').set({ username, updated_at: at }).where('id', '=', id).executeTakeFirstOrThrow(),
      ),
    setPhone: async (id: string, phone: string, at: number) =>
      changed(
        await db.updateTable('users').set({ phone, updated_at: at }).where('id', '=', id).executeTakeFirstOrThrow(),
      ),
    /** Another account verified with this identity: its id, or nothing. */
    holderOfIdentity: async (identityHash: string) =>
      (await db.selectFrom('users').select('id').where('identity_hash', '=', identityHash).executeTakeFirst())?.id,
    /** Records a verification once: false when the account was verified meanwhile. */
    setRealName: async (
      id: string,
      fields: { realName: string; identityMasked: string; identityHash: string },
      at: number,
    ) =>
      changed(
        await db
          .updateTable('users')
          .set({
            real_name: fields.realName,
            identity_masked: fields.identityMasked,
            identity_hash: fields.identityHash,
            real_name_verified_at: at,
            updated_at: at,
          })
          .where('id', '=', id)
          .where('real_name_verified_at', 'is', null)
          .executeTakeFirstOrThrow(),
      ),
  };
}

export type AccountRepository = ReturnType<typeof accountRepository>;
