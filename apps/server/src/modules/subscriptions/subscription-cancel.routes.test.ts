import type { SubscriptionDetail } from '@ffe/shared/contracts/subscription';
import { deliveryShares, placingMomentOf } from '@ffe/shared/domain/subscription-schedule';
import { beforeAll, expect, it } from 'vitest';
import { post } from '../../../test/app';
import { describeOnEachDatabase } from '../../../test/each-database';
import type { Member } from '../../../test/factories';
import { eventually } from '../../../test/ordering';
import { aSeriesWithPlan, buyingSubscriptions } from '../../../test/subscriptions';
import type { SubscriptionPlanTable } from '../../db/schema';

describeOnEachDatabase(
  'cancelling a subscription',
  (t) => {
    const buying = buyingSubscriptions(t);
    let plan: SubscriptionPlanTable;
    beforeAll(async () => {
      // ¥199 over 12 deliveries: 19 900 = 12 × 1 658 + 4, so the first four carry a cent more (the fourth is the first not placed).
      plan = (await aSeriesWithPlan(t.db, { plan: { deliveries: 12, price: 19_900 } })).plan;
    });

    const cancel = (who: Member, id: string) =>
      post<SubscriptionDetail>(t.app, '/api/mall/subscription/cancel', { id }, who);
    const refundsOf = (orderId: string) =>
      t.db.selectFrom('refunds').selectAll().where('order_id', '=', orderId).execute();

    /** A paid plan of 12 whose first three deliveries the scheduler has placed. */
    async function threeOfTwelvePlaced() {
      const { member, bought } = await buying.aPaidSubscription(plan);
      const rows = await t.db
        .selectFrom('subscription_deliveries')
        .selectAll()
        .where('subscription_id', '=', bought.subscriptionId)
        .orderBy('date')
        .execute();
      expect(rows.map((r) => r.amount)).toEqual(deliveryShares(19_900, 12));
      for (const [i, d] of rows.slice(0, 3).entries()) {
        await t.db
          .updateTable('subscription_deliveries')
          .set({ status: 'placed', number: i + 1 })
          .where('id', '=', d.id)
          .execute();
      }
      await t.db
        .updateTable('subscriptions')
        .set({ placed_count: 3 })
        .where('id', '=', bought.subscriptionId)
        .execute();
      return { member, ...bought };
    }

    it('refunds exactly the nine shares not yet placed, once, and the sandbox pays them back', async () => {
      const { member, subscriptionId, orderId } = await threeOfTwelvePlaced();
      const nine = deliveryShares(19_900, 12)
        .slice(3)
        .reduce((sum, share) => sum + share, 0);
      expect(nine).toBe(14_923);
      const before = await post<SubscriptionDetail>(
        t.app,
        `/api/mall/subscription/detail/${subscriptionId}`,
        {},
        member,
      );
      expect(before.body.data).toMatchObject({ paid: 199, refunded: 0, refundIfCancelled: 149.23 });

      const cancelled = await cancel(member, subscriptionId);
      expect(cancelled.status).toBe(200);
      expect(cancelled.body.data).toMatchObject({ status: 'cancelled', refunded: 149.23, refundIfCancelled: 0 });
      expect(cancelled.body.data.deliveries.map((d) => d.status)).toEqual([
        ...Array(3).fill('placed'),
        ...Array(9).fill('cancelled'),
      ]);
      expect(cancelled.body.data.changes.at(-1)).toMatchObject({ kind: 'cancelled', detail: '¥149.23' });
      const refunds = await eventually(
        () => refundsOf(orderId),
        (rows) => rows.every((r) => r.status === 'succeeded'),
      );
      expect(refunds.map((r) => [r.amount, r.status])).toEqual([[14_923, 'succeeded']]);
      const again = await cancel(member, subscriptionId);
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({ errCode: 'ORDER_STATUS_CONFLICT', message: expect.stringMatching(/^id: /) });
      expect(await refundsOf(orderId)).toHaveLength(1);
    });

    it('shows a delivery the scheduler placed with its order, and cancelling leaves it to be made', async () => {
      const { member, bought, subscription } = await buying.aPaidSubscription(plan);
      const firstDate = subscription.first_date ?? '';
      const ran = await post<{ placed: number }>(t.app, '/api/dev/subscriptions/run', {
        at: placingMomentOf(firstDate, plan.lead_days, plan.cutoff) + 1_000,
      });
      expect(ran.body.data.placed).toBeGreaterThanOrEqual(1);
      const shown = (
        await post<SubscriptionDetail>(t.app, `/api/mall/subscription/detail/${bought.subscriptionId}`, {}, member)
      ).body.data;
      expect(shown.deliveries[0]).toMatchObject({
        date: firstDate,
        status: 'placed',
        number: 1,
        orderId: expect.any(String),
        orderStatus: 'paid',
        deliveryPhoto: null,
        changeable: false,
      });
      const left = deliveryShares(19_900, 12)
        .slice(1)
        .reduce((sum, share) => sum + share, 0);
      expect(shown.refundIfCancelled).toBe(left / 100);
      const cancelled = await cancel(member, bought.subscriptionId);
      expect(cancelled.body.data.deliveries[0]).toMatchObject({ status: 'placed', orderStatus: 'paid' });
      expect((await refundsOf(bought.orderId)).map((r) => r.amount)).toEqual([left]);
    });

    it('cancels once of 100 at the same time: one refund, the rest refused', async () => {
      const { member, subscriptionId, orderId } = await threeOfTwelvePlaced();
      const answers = await Promise.all(Array.from({ length: 100 }, () => cancel(member, subscriptionId)));
      expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
      expect(answers.filter((a) => a.status === 409)).toHaveLength(99);
      expect((await refundsOf(orderId)).map((r) => r.amount)).toEqual([14_923]);
      const row = await t.db
        .selectFrom('subscriptions')
        .selectAll()
        .where('id', '=', subscriptionId)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ status: 'cancelled', refunded_amount: 14_923 });
      const log = await t.db
        .selectFrom('subscription_changes')
        .select('kind')
        .where('subscription_id', '=', subscriptionId)
        .where('kind', '=', 'cancelled')
        .execute();
      expect(log).toHaveLength(1);
    });
  },
  { env: { ORDER_SWEEP_MS: '50', SUBSCRIPTION_SWEEP_MS: '50' } },
);
