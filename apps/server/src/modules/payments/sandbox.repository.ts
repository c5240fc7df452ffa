import type { Db } from '../../db/connect';
import type { SandboxRefundTable, SandboxTransactionTable } from '../../db/schema';

/** The sandbox provider's own books: what a real provider keeps on its side. */
export function sandboxRepository(db: Db) {
  return {
    insert: (row: SandboxTransactionTable) => db.insertInto('sandbox_transactions').values(row).execute(),

    find: (id: string) => db.selectFrom('sandbox_transactions').selectAll().where('id', '=', id).executeTakeFirst(),

    /** pending -> paid or failed, once. */
    async settle(id: string, status: 'paid' | 'failed', paidAt: number | null) {
      const result = await db
        .updateTable('sandbox_transactions')
        .set({ status, paid_at: paidAt })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    transaction: <T>(work: (trx: Db) => Promise<T>) => db.transaction().execute(work),
    findRefund: (id: string, trx: Db = db) =>
      trx.selectFrom('sandbox_refunds').selectAll().where('id', '=', id).executeTakeFirst(),
    insertRefund: (row: SandboxRefundTable, trx: Db) => trx.insertInto('sandbox_refunds').values(row).execute(),
    /**
     * Takes one refusal off the payment's `refunds_to_refuse` (the switch tests and demos set to make the provider
     * refuse refunds for a while); true when this call is to be refused.
     */
    async takeRefusal(id: string) {
      const result = await db
        .updateTable('sandbox_transactions')
        .set((eb) => ({ refunds_to_refuse: eb('refunds_to_refuse', '-', 1) }))
        .where('id', '=', id)
        .where('refunds_to_refuse', '>', 0)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
    /** Gives `cents` back, never past what was paid; giving it all closes the transaction. */
    async giveBack(id: string, cents: number, trx: Db) {
      const result = await trx
        .updateTable('sandbox_transactions')
        .set((eb) => ({ refunded_amount: eb('refunded_amount', '+', cents) }))
        .where('id', '=', id)
        .where('status', '=', 'paid')
        .where((eb) => eb('refunded_amount', '<=', eb('amount', '-', cents)))
        .executeTakeFirst();
      await trx
        .updateTable('sandbox_transactions')
        .set({ status: 'refunded' })
        .where('id', '=', id)
        .where('status', '=', 'paid')
        .where((eb) => eb('refunded_amount', '>=', eb.ref('amount')))
        .execute();
      return result.numUpdatedRows > 0n;
    },
  };
}

export type SandboxRepository = ReturnType<typeof sandboxRepository>;
export type SandboxRefundRow = NonNullable<Awaited<ReturnType<SandboxRepository['findRefund']>>>;
