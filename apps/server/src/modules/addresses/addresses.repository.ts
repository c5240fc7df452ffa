import type { Db } from '../../db/connect';
import { lockMember } from '../../db/lock-member';
import type { AddressTable } from '../../db/schema';

/** The fields of an address the member writes. */
export type AddressFields = Pick<
  AddressTable,
  'recipient' | 'phone' | 'province' | 'city' | 'district' | 'detail' | 'tag'
>;

/** Queries of a member's delivery addresses; every one is scoped to the member. */
export function addressRepository(db: Db) {
  return {
    /** Runs `work` in one transaction, so the default flag never moves half-way. */
    transaction: <T>(work: (trx: Db) => Promise<T>) => db.transaction().execute(work),

    /** Holds the member's row until the transaction ends: see `lockMember`. */
    lockMember: (memberId: string, trx: Db = db) => lockMember(trx, memberId),

    /** Default first, then newest. */
    listOf: (memberId: string, trx: Db = db) =>
      trx
        .selectFrom('addresses')
        .selectAll()
        .where('user_id', '=', memberId)
        .orderBy('is_default', 'desc')
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute(),

    async countOf(memberId: string, trx: Db = db): Promise<number> {
      const row = await trx
        .selectFrom('addresses')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('user_id', '=', memberId)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    findOwn: (memberId: string, id: string, trx: Db = db) =>
      trx.selectFrom('addresses').selectAll().where('id', '=', id).where('user_id', '=', memberId).executeTakeFirst(),

    insert: (row: AddressTable, trx: Db = db) => trx.insertInto('addresses').values(row).execute(),

    /** Changes the address only if it is the member's; false when it is not. */
    async updateOwn(memberId: string, id: string, fields: AddressFields, now: number, trx: Db = db) {
      const result = await trx
        .updateTable('addresses')
        .set({ ...fields, updated_at: now })
        .where('id', '=', id)
        .where('user_id', '=', memberId)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** Makes the address the member's only default; false when it is not the member's. */
    async makeDefault(memberId: string, id: string, now: number, trx: Db = db) {
      const result = await trx
        .updateTable('addresses')
        .set({ is_default: 1, updated_at: now })
        .where('id', '=', id)
        .where('user_id', '=', memberId)
        .executeTakeFirst();
      if (result.numUpdatedRows === 0n) return false;
      await trx
        .updateTable('addresses')
        .set({ is_default: 0, updated_at: now })
        .where('user_id', '=', memberId)
        .where('id', '!=', id)
        .where('is_default', '=', 1)
        .execute();
      return true;
    },

    /** Removes the address only if it is the member's; false when it is not. */
    async deleteOwn(memberId: string, id: string, trx: Db = db) {
      const result = await trx
        .deleteFrom('addresses')
        .where('id', '=', id)
        .where('user_id', '=', memberId)
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    /** The member's newest address, if any is left. */
    newestOf: (memberId: string, trx: Db = db) =>
      trx
        .selectFrom('addresses')
        .select('id')
        .where('user_id', '=', memberId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst(),
  };
}

export type AddressRepository = ReturnType<typeof addressRepository>;
export type AddressRow = NonNullable<Awaited<ReturnType<AddressRepository['findOwn']>>>;
