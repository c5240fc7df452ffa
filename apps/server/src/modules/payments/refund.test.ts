import type { StaffOrder } from '@ffe/shared/contracts/order';
import { expect, it } from 'vitest';
import { post } from '../../../test/app';
import { describeOnEachDatabase } from '../../../test/each-database';
import type { SignedInStaff } from '../../../test/factories';
import { ordering } from '../../../test/ordering';
import {
  aRefundWorker,
  paidAtTheSandbox,
  refundsOf,
  SANDBOX_SECRET,
  sandboxBooks,
  signedNotice,
} from '../../../test/refunding';
import { paymentRepository } from './payment.repository';
import type { PaymentProvider } from './payment-provider';
import { refundRepository } from './refund.repository';
import { refundService } from './refund.service';

const HOUR = 60 * 60_000;

describeOnEachDatabase(
  'Refunds that always finish',
  (t) => {
    const { buyer, anOrder, startPayment, pay, paymentStatus } = ordering(t);
    let staffMember: Promise<SignedInStaff> | undefined;
    const staff = () => {
      staffMember ??= t.staff('admin');
      return staffMember;
    };
    const staffDetail = async (orderId: string) =>
      (await post<StaffOrder>(t.app, `/api/mall/staff/order/detail/${orderId}`, {}, await staff())).body.data;

    /** An order the member cancelled, whose money arrives afterwards while the provider refuses `refusals` refunds. */
    async function aLatePayment(refusals: number) {
      const member = await buyer();
      const { order } = await anOrder(member);
      const paymentId = await startPayment(member, order.id);
      expect((await post(t.app, `/api/mall/order/cancel/${order.id}`, {}, member)).status).toBe(200);
      await paidAtTheSandbox(t.db, paymentId, refusals);
      const notice = await post(t.app, '/api/pay/notify/sandbox', await signedNotice(t.db, paymentId));
      return { member, order, paymentId, notice };
    }

    it('acknowledges money for a cancelled order while the provider refuses, and records its refund', async () => {
      const { member, order, paymentId, notice } = await aLatePayment(1);
      expect(notice.status).toBe(200);
      const [refund] = await refundsOf(t.db, order.id);
      expect(refund).toMatchObject({
        payment_id: paymentId,
        amount: 12_900,
        reason: 'late-payment',
        status: 'pending',
        attempts: 1,
      });
      expect(refund?.last_error).toContain('refused');
      expect((await paymentStatus(member, paymentId)).status).toBe('succeeded');
      expect(await sandboxBooks(t.db, paymentId)).toMatchObject({ refunded_amount: 0, refunds: 0 });
    });

    it('pays a refund refused then accepted exactly once, by the retry after its backoff', async () => {
      const { member, order, paymentId } = await aLatePayment(1);
      const worker = aRefundWorker(t.db);
      await worker.runDueRefunds();
      expect((await refundsOf(t.db, order.id))[0]).toMatchObject({ status: 'pending', attempts: 1 });

      worker.later(HOUR);
      await worker.runDueRefunds();
      await worker.runDueRefunds();
      await worker.reconcile();

      expect(await refundsOf(t.db, order.id)).toEqual([expect.objectContaining({ status: 'succeeded', attempts: 2 })]);
      expect(await sandboxBooks(t.db, paymentId)).toMatchObject({
        status: 'refunded',
        refunded_amount: 12_900,
        refunds: 1,
      });
      expect((await paymentStatus(member, paymentId)).status).toBe('refunded');
    });

    it('shows staff the refunds of an order with their attempts and the last refusal', async () => {
      const { order } = await aLatePayment(2);
      const worker = aRefundWorker(t.db);
      worker.later(HOUR);
      await worker.runDueRefunds();

      const waiting = await staffDetail(order.id);
      expect(waiting.refunds).toEqual([
        expect.objectContaining({
          amount: 129,
          reason: 'late-payment',
          status: 'pending',
          attempts: 2,
          lastError: expect.stringContaining('refused'),
          settledTime: null,
        }),
      ]);
      expect(waiting.refunds[0]?.nextAttemptTime).toBeGreaterThan(Date.now());

      worker.later(2 * HOUR);
      await worker.runDueRefunds();
      const [paid] = (await staffDetail(order.id)).refunds;
      expect(paid).toMatchObject({ status: 'succeeded', attempts: 3, nextAttemptTime: null });
      expect(paid?.settledTime).toEqual(expect.any(Number));
    });

    it('refunds a paid order staff cancel even while the provider refuses, once it accepts', async () => {
      const member = await buyer();
      const { order } = await anOrder(member);
      await pay(member, order.id);
      const [payment] = await t.db.selectFrom('payments').select('id').where('order_id', '=', order.id).execute();
      const paymentId = payment?.id ?? '';
      await t.db
        .updateTable('sandbox_transactions')
        .set({ refunds_to_refuse: 1 })
        .where('id', '=', paymentId)
        .execute();

      const cancelled = await post(t.app, `/api/mall/staff/order/cancel/${order.id}`, {}, await staff());
      expect(cancelled.status).toBe(200);
      expect(await refundsOf(t.db, order.id)).toEqual([
        expect.objectContaining({ reason: 'order-cancelled', status: 'pending', attempts: 1 }),
      ]);

      const worker = aRefundWorker(t.db);
      worker.later(HOUR);
      await worker.runDueRefunds();
      expect(await sandboxBooks(t.db, paymentId)).toMatchObject({ refunded_amount: 12_900, refunds: 1 });
      expect((await paymentStatus(member, paymentId)).status).toBe('refunded');
    });

    it('finds money no refund covers and refunds it once', async () => {
      // As the old code left it: money for a cancelled order, succeeded, with nothing recorded to give it back.
      const member = await buyer();
      const { order } = await anOrder(member);
      const paymentId = await startPayment(member, order.id);
      expect((await post(t.app, `/api/mall/order/cancel/${order.id}`, {}, member)).status).toBe(200);
      await paidAtTheSandbox(t.db, paymentId);
      await t.db
        .updateTable('payments')
        .set({ status: 'succeeded', paid_at: Date.now() })
        .where('id', '=', paymentId)
        .execute();
      // And an order that counts an after-sale refund its payment never gave.
      const other = await anOrder(member);
      await pay(member, other.order.id);
      await t.db.updateTable('orders').set({ refunded_amount: 5_000 }).where('id', '=', other.order.id).execute();
      const [otherPayment] = await t.db
        .selectFrom('payments')
        .select('id')
        .where('order_id', '=', other.order.id)
        .execute();

      const worker = aRefundWorker(t.db);
      await Promise.all([worker.reconcile(), aRefundWorker(t.db).reconcile()]);
      await worker.reconcile();

      expect(await refundsOf(t.db, order.id)).toEqual([
        expect.objectContaining({ amount: 12_900, reason: 'reconciliation', status: 'succeeded' }),
      ]);
      expect(await refundsOf(t.db, other.order.id)).toEqual([
        expect.objectContaining({ amount: 5_000, reason: 'reconciliation', status: 'succeeded' }),
      ]);
      expect(await sandboxBooks(t.db, paymentId)).toMatchObject({ refunded_amount: 12_900, refunds: 1 });
      expect(await sandboxBooks(t.db, otherPayment?.id ?? '')).toMatchObject({ refunded_amount: 5_000, refunds: 1 });
    });

    it('gives money back once however often the provider is asked with the same refund id', async () => {
      const member = await buyer();
      const { order } = await anOrder(member);
      await pay(member, order.id);
      const [payment] = await t.db.selectFrom('payments').select('id').where('order_id', '=', order.id).execute();
      const paymentId = payment?.id ?? '';
      const { sandbox } = aRefundWorker(t.db);
      const refund = { refundId: 'refund-once', paymentId, amountCents: 3_000, paymentAmountCents: 12_900 };

      const answers = await Promise.all(Array.from({ length: 10 }, () => sandbox.refund(refund)));
      expect(answers).toEqual(Array(10).fill('succeeded'));
      expect(await sandbox.refund(refund)).toBe('succeeded');
      await expect(sandbox.refund({ ...refund, amountCents: 4_000 })).rejects.toMatchObject({
        errCode: 'REFUND_FAILED',
      });
      expect(await sandbox.queryRefund('refund-once')).toBe('succeeded');
      expect(await sandbox.queryRefund('never-asked')).toBeUndefined();
      expect(await sandboxBooks(t.db, paymentId)).toMatchObject({ status: 'paid', refunded_amount: 3_000, refunds: 1 });
    });

    it('settles a refund the provider reports once, and asks again one it reports failed', async () => {
      const { order, paymentId } = await aLatePayment(1);
      const worker = aRefundWorker(t.db);
      const [refund] = await refundsOf(t.db, order.id);
      const id = refund?.id ?? '';
      await t.db.updateTable('refunds').set({ status: 'processing' }).where('id', '=', id).execute();

      await worker.providerSettled(id, 'failed');
      expect((await refundsOf(t.db, order.id))[0]).toMatchObject({ status: 'pending' });
      await worker.runDueRefunds();
      expect((await refundsOf(t.db, order.id))[0]).toMatchObject({ status: 'succeeded', attempts: 2 });
      await worker.providerSettled(id, 'succeeded');
      await worker.providerSettled(id, 'failed');
      expect((await refundsOf(t.db, order.id))[0]).toMatchObject({ status: 'succeeded' });
      const books = await t.db
        .selectFrom('payments')
        .select('refunded_amount')
        .where('id', '=', paymentId)
        .executeTakeFirstOrThrow();
      expect(books.refunded_amount).toBe(12_900);
    });

    it('waits for a refund the provider is processing, and counts it once when the provider says it succeeded', async () => {
      const { order, paymentId } = await aLatePayment(1_000);
      // A provider that settles refunds later, as WeChat Pay and Alipay may (outside the machine, so stood in for).
      const answers: Array<'processing' | 'succeeded'> = ['processing', 'succeeded'];
      const asked: string[] = [];
      const provider: PaymentProvider = {
        name: 'later-pay',
        createPayment: async () => ({ payUrl: '' }),
        query: async () => undefined,
        refund: async (refund) => {
          asked.push(`refund ${refund.refundId} ${refund.amountCents}/${refund.paymentAmountCents}`);
          return 'processing';
        },
        queryRefund: async (refundId) => {
          asked.push(`query ${refundId}`);
          return answers.shift();
        },
      };
      let skew = HOUR;
      const worker = refundService({
        repo: refundRepository(t.db),
        payments: paymentRepository(t.db),
        providerFor: () => provider,
        retryBaseMs: 10_000,
        log: { info: () => undefined, warn: () => undefined },
        now: () => Date.now() + skew,
      });
      const [refund] = await refundsOf(t.db, order.id);
      const id = refund?.id ?? '';

      await worker.runDueRefunds();
      expect((await refundsOf(t.db, order.id))[0]).toMatchObject({ status: 'processing', attempts: 2 });
      skew += HOUR;
      await worker.runDueRefunds();
      expect((await refundsOf(t.db, order.id))[0]).toMatchObject({ status: 'processing', attempts: 2 });
      skew += HOUR;
      await worker.runDueRefunds();
      await worker.providerSettled(id, 'succeeded');
      skew += HOUR;
      await worker.runDueRefunds();

      expect(asked).toEqual([`refund ${id} 12900/12900`, `query ${id}`, `query ${id}`]);
      expect((await refundsOf(t.db, order.id))[0]).toMatchObject({ status: 'succeeded', attempts: 2 });
      const payment = await t.db
        .selectFrom('payments')
        .select(['status', 'refunded_amount'])
        .where('id', '=', paymentId)
        .executeTakeFirstOrThrow();
      expect(payment).toEqual({ status: 'refunded', refunded_amount: 12_900 });
    });
  },
  {
    env: {
      PAY_SANDBOX_SECRET: SANDBOX_SECRET,
      ORDER_SWEEP_MS: '0',
      REFUND_WORKER_MS: '0',
      REFUND_RECONCILE_MS: '0',
      DELIVERY_SLOT_CAPACITY: '100000',
    },
  },
);
