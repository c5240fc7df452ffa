import type { SandboxNotice } from '@ffe/shared/contracts/payment';
import type { Db } from '../src/db/connect';
import { paymentRepository } from '../src/modules/payments/payment.repository';
import { refundRepository } from '../src/modules/payments/refund.repository';
import { refundService } from '../src/modules/payments/refund.service';
import { sandboxRepository } from '../src/modules/payments/sandbox.repository';
import { sandboxProvider, signNotice } from '../src/modules/payments/sandbox-provider';

/** The sandbox secret refund suites give their app, so tests can sign notices as the provider would. */
export const SANDBOX_SECRET = 'sandbox-secret-for-tests-0123456789abcdef';

/** A success notice for the payment, signed as the sandbox provider signs it (with `secret`), with `change` made. */
export async function signedNotice(
  db: Db,
  paymentId: string,
  change: Partial<Omit<SandboxNotice, 'sign'>> = {},
  secret = SANDBOX_SECRET,
): Promise<SandboxNotice> {
  const txn = await db
    .selectFrom('sandbox_transactions')
    .selectAll()
    .where('id', '=', paymentId)
    .executeTakeFirstOrThrow();
  const fields = {
    paymentId,
    tradeNo: txn.trade_no,
    amountCents: txn.amount,
    result: 'SUCCESS' as const,
    paidAt: Date.now(),
    nonce: 'n0nce',
    ...change,
  };
  return { ...fields, sign: signNotice(fields, secret) };
}

/**
 * The sandbox provider's side of the payment, as if the payer confirmed it (its notice is sent by the test), and how
 * many refund calls it refuses before it accepts.
 */
export const paidAtTheSandbox = (db: Db, paymentId: string, refusals = 0) =>
  db
    .updateTable('sandbox_transactions')
    .set({ status: 'paid', paid_at: Date.now(), refunds_to_refuse: refusals })
    .where('id', '=', paymentId)
    .execute();

/**
 * A refund worker on the database, as another process runs it, with a clock the test moves on (`later(ms)`), so a
 * backed-off retry comes due without waiting.
 */
export function aRefundWorker(db: Db) {
  let skewMs = 0;
  const sandbox = sandboxProvider({
    repo: sandboxRepository(db),
    secret: SANDBOX_SECRET,
    merchant: '鲜花速递',
    deliverNotice: async () => true,
  });
  const refunds = refundService({
    repo: refundRepository(db),
    payments: paymentRepository(db),
    providerFor: () => sandbox.provider,
    retryBaseMs: 10_000,
    log: { info: () => undefined, warn: () => undefined },
    now: () => Date.now() + skewMs,
  });
  return {
    ...refunds,
    sandbox: sandbox.provider,
    later(ms: number) {
      skewMs += ms;
    },
  };
}

/** The refunds recorded for an order, oldest first. */
export const refundsOf = (db: Db, orderId: string) =>
  db.selectFrom('refunds').selectAll().where('order_id', '=', orderId).orderBy('created_at').orderBy('id').execute();

/** What the sandbox gave back of the payment, and in how many refunds. */
export async function sandboxBooks(db: Db, paymentId: string) {
  const txn = await db
    .selectFrom('sandbox_transactions')
    .select(['status', 'amount', 'refunded_amount'])
    .where('id', '=', paymentId)
    .executeTakeFirstOrThrow();
  const refunds = await db.selectFrom('sandbox_refunds').select('id').where('payment_id', '=', paymentId).execute();
  return { ...txn, refunds: refunds.length };
}

/** Where the shop's record of a refund stands. */
export const refundStatus = async (db: Db, refundId: string) =>
  (await db.selectFrom('refunds').select('status').where('id', '=', refundId).executeTakeFirst())?.status;

/** What the payment's books count as given back. */
export const refundedCents = async (db: Db, paymentId: string) =>
  (await db.selectFrom('payments').select('refunded_amount').where('id', '=', paymentId).executeTakeFirstOrThrow())
    .refunded_amount;
