import { sql } from 'kysely';
import type { Db } from '../../db/connect';
import type { RefundTable } from '../../db/schema';

/** Refunds still owed: asked of the provider (again) when due, or waiting for the provider to settle. */
const OPEN = ['pending', 'processing'] as const;

/** Queries of the refunds the shop owes (decision 012); the worker claims one by a lease before it asks the provider. */
export function refundRepository(db: Db) {
  /** What a payment still has to give back and what is already on its way, read in one statement (one snapshot). */
  const books = (trx: Db) =>
    trx
      .selectFrom('payments as p')
      .innerJoin('orders as o', 'o.id', 'p.order_id')
      .select((eb) => [
        'p.id',
        'p.order_id',
        'p.provider',
        'p.amount',
        'p.refunded_amount',
        'p.pays_order',
        'o.status as order_status',
        'o.refunded_amount as order_refunded_amount',
        eb.fn
          .coalesce(
            eb
              .selectFrom('refunds as r')
              .select((r) => r.fn.sum<number | string>('r.amount').as('open'))
              .whereRef('r.payment_id', '=', 'p.id')
              .where('r.status', 'in', OPEN),
            eb.lit(0),
          )
          .as('open_refunds'),
      ])
      .where('p.status', '=', 'succeeded');

  return {
    transaction: <T>(work: (trx: Db) => Promise<T>) => db.transaction().execute(work),
    insert: (row: RefundTable, trx: Db) => trx.insertInto('refunds').values(row).execute(),
    findById: (id: string, trx: Db = db) =>
      trx.selectFrom('refunds').selectAll().where('id', '=', id).executeTakeFirst(),
    listOf: (orderId: string) =>
      db
        .selectFrom('refunds')
        .selectAll()
        .where('order_id', '=', orderId)
        .orderBy('created_at')
        .orderBy('id')
        .execute(),

    /**
     * Holds the payment's row until the transaction ends (PostgreSQL; SQLite serializes writers), so refunds of one
     * payment are recorded one at a time and never add up past what it holds.
     */
    lockPayment: (paymentId: string, trx: Db) =>
      trx
        .updateTable('payments')
        .set((eb) => ({ updated_at: eb.ref('updated_at') }))
        .where('id', '=', paymentId)
        .execute(),
    /** The payment that paid the order, while it holds money. */
    payingPaymentOf: (orderId: string, trx: Db) =>
      trx
        .selectFrom('payments')
        .select('id')
        .where('order_id', '=', orderId)
        .where('pays_order', '=', 1)
        .where('status', '=', 'succeeded')
        .executeTakeFirst(),
    booksOf: (paymentId: string, trx: Db) => books(trx).where('p.id', '=', paymentId).executeTakeFirst(),
    /**
     * Succeeded payments owing money no refund covers: all of it when it did not pay its order (cancelled meanwhile, or
     * paid by another payment), else what its order counts as refunded; less what it gave back and what is on its way.
     */
    paymentsToReconcile: (limit: number) =>
      books(db)
        .where(
          sql<boolean>`(CASE WHEN p.pays_order = 0 OR o.status = 'cancelled' THEN p.amount ELSE o.refunded_amount END)
            - p.refunded_amount
            - COALESCE((SELECT SUM(r.amount) FROM refunds r WHERE r.payment_id = p.id AND r.status IN ('pending', 'processing')), 0)
            > 0`,
        )
        .orderBy('p.id')
        .limit(limit)
        .execute(),

    /** Open refunds whose time has come and that no live lease holds. */
    dueIds: async (at: number, limit: number) =>
      (
        await db
          .selectFrom('refunds')
          .select('id')
          .where('status', 'in', OPEN)
          .where('next_attempt_at', '<=', at)
          .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', at)]))
          .orderBy('next_attempt_at')
          .limit(limit)
          .execute()
      ).map((r) => r.id),
    /** Takes the refund for `owner` until `until`, only if it is open and no live lease holds it: one worker at a time. */
    async claim(id: string, owner: string, at: number, until: number, dueBy: number) {
      const result = await db
        .updateTable('refunds')
        .set({ lease_owner: owner, lease_until: until, updated_at: at })
        .where('id', '=', id)
        .where('status', 'in', OPEN)
        .where('next_attempt_at', '<=', dueBy)
        .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', at)]))
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
    /** The claimed refund with what the provider needs of its payment. */
    workOf: (id: string) =>
      db
        .selectFrom('refunds as r')
        .innerJoin('payments as p', 'p.id', 'r.payment_id')
        .select([
          'r.id',
          'r.status',
          'r.amount',
          'r.attempts',
          'r.payment_id',
          'p.provider',
          'p.amount as payment_amount',
        ])
        .where('r.id', '=', id)
        .executeTakeFirst(),
    /** open -> succeeded, once; answers the refund when this call settled it. */
    async markSucceeded(id: string, at: number, trx: Db, attempts?: number) {
      const result = await trx
        .updateTable('refunds')
        .set({
          status: 'succeeded',
          settled_at: at,
          updated_at: at,
          lease_owner: null,
          lease_until: null,
          ...(attempts === undefined ? {} : { attempts }),
        })
        .where('id', '=', id)
        .where('status', 'in', OPEN)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
    /** Ends the owner's attempt: the refund's new state and when to look at it again; the lease is let go. */
    release: (
      id: string,
      owner: string,
      change: Pick<RefundTable, 'status' | 'attempts' | 'next_attempt_at' | 'last_error' | 'updated_at'>,
    ) =>
      db
        .updateTable('refunds')
        .set({ ...change, lease_owner: null, lease_until: null })
        .where('id', '=', id)
        .where('status', 'in', OPEN)
        .where('lease_owner', '=', owner)
        .execute(),
    /** processing -> pending, due at once: the provider says the refund failed, so it is asked again. */
    async reopen(id: string, error: string, at: number) {
      const result = await db
        .updateTable('refunds')
        .set({ status: 'pending', next_attempt_at: at, last_error: error, updated_at: at })
        .where('id', '=', id)
        .where('status', '=', 'processing')
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
  };
}

export type RefundRepository = ReturnType<typeof refundRepository>;
export type RefundRow = NonNullable<Awaited<ReturnType<RefundRepository['findById']>>>;
export type RefundBooks = NonNullable<Awaited<ReturnType<RefundRepository['booksOf']>>>;
