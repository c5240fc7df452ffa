import type { Db } from '../../db/connect';
import type { SandboxTransactionTable } from '../../db/schema';

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

    /**
     * Records a refund that brings the refunded total from `before` to `after`; only if no other refund came in
     * between (optimistic), and refunding it all closes the transaction.
     */
    async refund(id: string, before: number, after: number, closes: boolean) {
      const result = await db
        .updateTable('sandbox_transactions')
        .set({ refunded_amount: after, status: closes ? 'refunded' : 'paid' })
        .where('id', '=', id)
        .where('status', '=', 'paid')
        .where('refunded_amount', '=', before)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
  };
}

export type SandboxRepository = ReturnType<typeof sandboxRepository>;
