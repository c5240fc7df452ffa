import type { Db } from './connect';

/**
 * Holds the member's row until the transaction ends (a no-op update takes the row lock on PostgreSQL; SQLite runs one
 * write transaction at a time anyway), so a member's concurrent writes are checked one after the other.
 */
export const lockMember = (trx: Db, memberId: string) =>
  trx
    .updateTable('users')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('id', '=', memberId)
    .execute();
