import crypto from 'node:crypto';
import type { OrderRefund, RefundReason } from '@ffe/shared/contracts/order';
import type { Db } from '../../db/connect';
import { conflict } from '../../platform/errors';
import type { PaymentRepository } from './payment.repository';
import type { PaymentProvider } from './payment-provider';
import { toOrderRefund } from './refund.mapper';
import type { RefundBooks, RefundRepository } from './refund.repository';

/** A worker holds a refund this long; a process that died while asking the provider lets it go when it runs out. */
export const REFUND_LEASE_MS = 2 * 60_000;
/** The longest wait between two attempts of one refund. */
export const REFUND_RETRY_MAX_MS = 60 * 60_000;
/** How many refunds one run works, and how many payments one reconciliation reads. */
const BATCH = 20;

export interface RefundServiceDeps {
  repo: RefundRepository;
  payments: Pick<PaymentRepository, 'addRefunded'>;
  /** The provider a payment was made with, by the name on its row. */
  providerFor: (name: string) => PaymentProvider;
  /** The wait after the first failed attempt; each next one doubles it, up to REFUND_RETRY_MAX_MS. */
  retryBaseMs: number;
  log: { info(message: string): void; warn(message: string): void };
  /** Told once when a refund is paid back (an after-sale request closes); never fails the refund. */
  onSucceeded?: (refund: { id: string; afterSaleId: string | null }) => Promise<void>;
  now?: () => number;
}

/** What a refund to record says; `afterSaleId` names the request it pays. */
export interface RefundToRecord {
  amountCents: number;
  reason: RefundReason;
  afterSaleId?: string;
}

/** What the payment owes back beyond what it gave and what is already on its way. */
function missingOf(books: RefundBooks): number {
  const owed =
    books.pays_order === 0 || books.order_status === 'cancelled' ? books.amount : books.order_refunded_amount;
  return Math.min(owed, books.amount) - books.refunded_amount - Number(books.open_refunds);
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

/**
 * Refunds as durable work (decision 012). A refund is recorded in the transaction that decides it, then worked by
 * whichever process claims it first: the provider is asked with the refund's id as its idempotency key, and the
 * payment's books count it once, in the transaction that marks it succeeded.
 */
export function refundService(deps: RefundServiceDeps) {
  const { repo } = deps;
  const now = deps.now ?? Date.now;
  // Names this process's leases; a lease outlives its owner only until it runs out.
  const owner = crypto.randomUUID();

  const backoff = (attempts: number) =>
    Math.min(deps.retryBaseMs * 2 ** Math.max(0, attempts - 1), Math.max(REFUND_RETRY_MAX_MS, deps.retryBaseMs));

  /** Records a refund of the payment's money, checked against what it still holds; answers the refund's id. */
  async function recordForPayment(paymentId: string, orderId: string, refund: RefundToRecord, trx: Db) {
    await repo.lockPayment(paymentId, trx);
    const books = await repo.booksOf(paymentId, trx);
    const room = books ? books.amount - books.refunded_amount - Number(books.open_refunds) : 0;
    if (refund.amountCents > room) throw conflict('REFUND_FAILED', 'The payment does not hold that much to give back');
    const id = crypto.randomUUID();
    const at = now();
    await repo.insert(
      {
        id,
        payment_id: paymentId,
        order_id: orderId,
        after_sale_id: refund.afterSaleId ?? null,
        amount: refund.amountCents,
        reason: refund.reason,
        status: 'pending',
        attempts: 0,
        next_attempt_at: at,
        last_error: null,
        // This process holds it first, to ask the provider at once; if it dies first, the lease runs out.
        lease_owner: owner,
        lease_until: at + REFUND_LEASE_MS,
        created_at: at,
        updated_at: at,
        settled_at: null,
      },
      trx,
    );
    return id;
  }

  /** Counts the money as given back, once, in the transaction that marks the refund succeeded. */
  async function succeed(id: string, attempts?: number) {
    const at = now();
    const refund = await repo.transaction(async (trx) => {
      // The write comes first: a SQLite transaction that reads before it writes can fail to take the write lock.
      if (!(await repo.markSucceeded(id, at, trx, attempts))) return undefined;
      const row = await repo.findById(id, trx);
      if (!row) return undefined;
      if (!(await deps.payments.addRefunded(row.payment_id, row.amount, at, trx))) {
        // Recording checks the payment's room, so this means the books were changed by hand: a person must look.
        throw new Error(`refund ${id}: payment ${row.payment_id} cannot count ${row.amount} cents more as refunded`);
      }
      return row;
    });
    if (refund) {
      deps.log.info(`refund ${id}: ${refund.amount} cents of payment ${refund.payment_id} paid back`);
      await deps.onSucceeded?.({ id, afterSaleId: refund.after_sale_id }).catch((error: unknown) => {
        deps.log.warn(`refund ${id}: after it succeeded: ${messageOf(error)}`);
      });
    }
  }

  /** Works one refund if this process can claim it: asks the provider (or, while it settles, asks where it stands). */
  async function work(id: string, dueBy: number | 'held'): Promise<void> {
    const at = now();
    if (dueBy !== 'held' && !(await repo.claim(id, owner, at, at + REFUND_LEASE_MS, dueBy))) return;
    const job = await repo.workOf(id);
    if (!job) return;
    const later = (attempts: number, status: 'pending' | 'processing', lastError: string | null) =>
      repo.release(id, owner, {
        status,
        attempts,
        next_attempt_at: now() + backoff(attempts),
        last_error: lastError,
        updated_at: now(),
      });
    if (job.status === 'processing') {
      const seen = await deps
        .providerFor(job.provider)
        .queryRefund(id)
        .catch(() => 'processing' as const);
      if (seen === 'succeeded') return succeed(id);
      if (seen === 'processing') {
        await later(job.attempts, 'processing', null);
        return;
      }
      await repo.release(id, owner, {
        status: 'pending',
        attempts: job.attempts,
        next_attempt_at: now(),
        last_error: seen === 'failed' ? 'the provider reports the refund failed' : 'the provider has no such refund',
        updated_at: now(),
      });
      return;
    }
    const attempts = job.attempts + 1;
    try {
      const outcome = await deps.providerFor(job.provider).refund({
        refundId: id,
        paymentId: job.payment_id,
        amountCents: job.amount,
        paymentAmountCents: job.payment_amount,
      });
      if (outcome === 'succeeded') await succeed(id, attempts);
      else await later(attempts, 'processing', null);
    } catch (error) {
      deps.log.warn(`refund ${id}: attempt ${attempts} refused: ${messageOf(error)}`);
      await later(attempts, 'pending', messageOf(error));
    }
  }

  /**
   * Works refunds this process just recorded (it holds their leases), after their transaction committed; a refusal
   * stays recorded and is retried later.
   */
  async function workNow(ids: readonly string[]): Promise<void> {
    for (const id of ids) {
      await work(id, 'held').catch((error: unknown) => {
        deps.log.warn(`refund ${id}: ${messageOf(error)}`);
      });
    }
  }

  return {
    recordForPayment,
    workNow,

    /** Records a refund of the money that paid the order; refused when no payment holds it. */
    async recordForOrder(orderId: string, refund: RefundToRecord, trx: Db): Promise<string> {
      const payment = await repo.payingPaymentOf(orderId, trx);
      if (!payment) throw conflict('REFUND_FAILED', 'No payment of this order holds money to give back');
      return recordForPayment(payment.id, orderId, refund, trx);
    },

    /** One run of the worker: every due refund no other process holds is claimed and worked. */
    async runDueRefunds(): Promise<number> {
      const at = now();
      const ids = await repo.dueIds(at, BATCH);
      for (const id of ids) {
        // One refund that cannot be worked (its lease then runs out) never holds up the others.
        await work(id, at).catch((error: unknown) => deps.log.warn(`refund ${id}: ${messageOf(error)}`));
      }
      return ids.length;
    },

    /**
     * Finds money no refund covers yet (a succeeded payment of a cancelled order or of an order another payment paid,
     * or an order counting more refunded than its payment gave) and records a refund for it, once.
     */
    async reconcile(): Promise<string[]> {
      const recorded: string[] = [];
      for (const candidate of await repo.paymentsToReconcile(BATCH)) {
        const id = await repo.transaction(async (trx) => {
          await repo.lockPayment(candidate.id, trx);
          const books = await repo.booksOf(candidate.id, trx);
          const missing = books ? missingOf(books) : 0;
          if (missing <= 0) return undefined;
          return recordForPayment(
            candidate.id,
            candidate.order_id,
            { amountCents: missing, reason: 'reconciliation' },
            trx,
          );
        });
        if (id) {
          deps.log.warn(`payment ${candidate.id}: no refund covered its money; recorded refund ${id}`);
          recorded.push(id);
        }
      }
      await workNow(recorded);
      return recorded;
    },

    /** The provider says how a refund it was processing ended (a refund notice); telling it twice changes nothing. */
    async providerSettled(refundId: string, outcome: 'succeeded' | 'failed'): Promise<void> {
      if (outcome === 'succeeded') await succeed(refundId);
      else await repo.reopen(refundId, 'the provider reports the refund failed', now());
    },

    /** The order's refunds as staff read them. */
    listOf: async (orderId: string): Promise<OrderRefund[]> => (await repo.listOf(orderId)).map(toOrderRefund),
  };
}

export type RefundService = ReturnType<typeof refundService>;
