import type { Db } from '../../db/connect';
import type { InvoiceTitleTable } from '../../db/schema';

export type InvoiceFields = Pick<InvoiceTitleTable, 'kind' | 'title' | 'tax_number'>;

/** Queries of a member's invoice titles; every one is scoped to the member. */
export function invoiceRepository(db: Db) {
  return {
    /** Newest first. */
    listOf: (memberId: string) =>
      db
        .selectFrom('invoice_titles')
        .selectAll()
        .where('user_id', '=', memberId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute(),

    findOwn: (memberId: string, id: string, trx: Db = db) =>
      trx
        .selectFrom('invoice_titles')
        .selectAll()
        .where('id', '=', id)
        .where('user_id', '=', memberId)
        .executeTakeFirst(),

    insert: (row: InvoiceTitleTable) =>
      db.insertInto('invoice_titles').values(row).returningAll().executeTakeFirstOrThrow(),

    /** Changes the title only if it is the member's; undefined when it is not. */
    updateOwn: (memberId: string, id: string, fields: InvoiceFields, now: number) =>
      db
        .updateTable('invoice_titles')
        .set({ ...fields, updated_at: now })
        .where('id', '=', id)
        .where('user_id', '=', memberId)
        .returningAll()
        .executeTakeFirst(),

    /** Removes the title only if it is the member's; false when it is not. */
    async deleteOwn(memberId: string, id: string): Promise<boolean> {
      const result = await db
        .deleteFrom('invoice_titles')
        .where('id', '=', id)
        .where('user_id', '=', memberId)
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },
  };
}

export type InvoiceRepository = ReturnType<typeof invoiceRepository>;
export type InvoiceRow = Awaited<ReturnType<InvoiceRepository['listOf']>>[number];
