import type { Db } from '../../db/connect';
import type { PaymentTable } from '../../db/schema';

/** Queries of the shop's payment records (one per attempt to pay an order). */
export function paymentRepository(db: Db) {
  return {
    transaction: <T>(work: (trx: Db) => Promise<T>) => db.transaction().execute(work),

    insert: (row: PaymentTable) => db.insertInto('payments').values(row).execute(),

    findById: (id: string) => db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirst(),

    findOwn: (userId: string, id: string) =>
      db.selectFrom('payments').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst(),

    /** pending -> succeeded, once: of fifty replays of a notice only the first changes anything. */
    async markSucceeded(id: string, tradeNo: string, paidAt: number, at: number, trx: Db) {
      const result = await trx
        .updateTable('payments')
        .set({ status: 'succeeded', trade_no: tradeNo, paid_at: paidAt, updated_at: at })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    markFailed: (id: string, at: number) =>
      db
        .updateTable('payments')
        .set({ status: 'failed', updated_at: at })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .execute(),

    /** Marks the payment as the one that paid its order. */
    markPaysOrder: (id: string, trx: Db) =>
      trx.updateTable('payments').set({ pays_order: 1 }).where('id', '=', id).execute(),

    /** Counts a refund, never past the amount; refunding it all marks the payment refunded. */
    async addRefunded(id: string, cents: number, at: number, trx: Db) {
      const result = await trx
        .updateTable('payments')
        .set((eb) => ({ refunded_amount: eb('refunded_amount', '+', cents), updated_at: at }))
        .where('id', '=', id)
        .where('status', '=', 'succeeded')
        .where((eb) => eb('refunded_amount', '<=', eb('amount', '-', cents)))
        .executeTakeFirst();
      await trx
        .updateTable('payments')
        .set({ status: 'refunded' })
        .where('id', '=', id)
        .where('status', '=', 'succeeded')
        .where((eb) => eb('refunded_amount', '>=', eb.ref('amount')))
        .execute();
      return result.numUpdatedRows > 0n;
    },
  };
}

export type PaymentRepository = ReturnType<typeof paymentRepository>;
export type PaymentRow = NonNullable<Awaited<ReturnType<PaymentRepository['findById']>>>;
