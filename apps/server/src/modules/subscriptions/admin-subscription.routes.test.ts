import type { adminListSubscriptions, adminSubscriptionDetail } from '@ffe/shared/contracts/admin-subscriptions';
import { maskPhone } from '@ffe/shared/domain/masking';
import { deliveryShares } from '@ffe/shared/domain/subscription-schedule';
import { expect, it } from 'vitest';
import type { z } from 'zod';
import { post } from '../../../test/app';
import { describeOnEachDatabase } from '../../../test/each-database';
import { aSubscriptionWithDeliveries } from '../../../test/subscription-rows';
import { aSeriesWithPlan, buyingSubscriptions } from '../../../test/subscriptions';

type List = z.infer<typeof adminListSubscriptions.response>;
type Detail = z.infer<typeof adminSubscriptionDetail.response>;
const LIST = '/api/admin/subscriptions/list';

describeOnEachDatabase(
  'the console’s subscriptions',
  (t) => {
    const buying = buyingSubscriptions(t);

    it('asks for subscriptions.read: a visitor 401, a customer and a courier 403, a florist and service in', async () => {
      expect((await post(t.app, LIST, {})).status).toBe(401);
      expect((await post(t.app, LIST, {}, await t.member())).status).toBe(403);
      expect((await post(t.app, LIST, {}, await t.staff('courier'))).status).toBe(403);
      expect((await post(t.app, LIST, {}, await t.staff('florist'))).status).toBe(200);
      expect((await post(t.app, '/api/admin/subscriptions/detail/nope', {}, await t.staff('service'))).status).toBe(
        404,
      );
    });

    it('lists each tab with its count under the filters, ending being active with one delivery left to place', async () => {
      const buyer = await t.member();
      const first = await aSubscriptionWithDeliveries(t.db, buyer.id, { firstDate: '2027-01-07' });
      const seriesId = first.subscription.series_id;
      let later = first.subscription.created_at;
      // Each a millisecond newer than the last, so newest first is one order.
      const more = async (over: object) =>
        (
          await aSubscriptionWithDeliveries(t.db, buyer.id, {
            firstDate: '2027-01-07',
            series_id: seriesId,
            created_at: ++later,
            ...over,
          })
        ).subscription.id;
      const ending = await more({ placed_count: 11 });
      const paused = await more({ status: 'paused', paused_until: '2099-01-01' });
      const cancelled = await more({ status: 'cancelled' });
      const jingan = await more({ district: '静安区' });
      // Paused until a day gone by: active again, in the active tab.
      const back = await more({ status: 'paused', paused_until: '2020-01-01' });
      const staff = await t.staff('service');
      const list = async (body: object) => (await post<List>(t.app, LIST, { seriesId, ...body }, staff)).body.data;

      const active = await list({});
      expect(active.counts).toEqual({ active: 4, paused: 1, ending: 1, cancelled: 1, all: 6 });
      expect(active.list.map((r) => r.id)).toEqual([back, jingan, ending, first.subscription.id]);
      expect(active.list[0]?.status).toBe('active');
      expect(active.list[3]).toMatchObject({
        memberPhone: maskPhone(buyer.user.phone ?? ''),
        weekday: 4,
        deliveriesTotal: 12,
        nextDate: '2027-01-07',
        paid: 199,
        ending: false,
      });
      expect((await list({ tab: 'ending' })).list).toMatchObject([{ id: ending, ending: true }]);
      expect((await list({ tab: 'paused' })).list.map((r) => r.id)).toEqual([paused]);
      expect((await list({ tab: 'cancelled' })).list.map((r) => r.id)).toEqual([cancelled]);
      expect((await list({ tab: 'all', pageSize: 2 })).list).toHaveLength(2);
      const inJingan = await list({ district: '静安区' });
      expect([inJingan.list.map((r) => r.id), inJingan.counts.all]).toEqual([[jingan], 1]);
      expect((await list({ weekday: 1 })).counts).toEqual({ active: 0, paused: 0, ending: 0, cancelled: 0, all: 0 });
    });

    it('shows a subscription with its orders, amounts and money: recognised is the shares placed', async () => {
      const { plan } = await aSeriesWithPlan(t.db, { plan: { deliveries: 12, price: 19_900 } });
      const { bought } = await buying.aPaidSubscription(plan);
      const rows = await t.db
        .selectFrom('subscription_deliveries')
        .select('id')
        .where('subscription_id', '=', bought.subscriptionId)
        .orderBy('date')
        .execute();
      await t.db
        .updateTable('subscription_deliveries')
        .set({ status: 'placed' })
        .where(
          'id',
          'in',
          rows.slice(0, 2).map((r) => r.id),
        )
        .execute();
      const answer = await post<Detail>(
        t.app,
        `/api/admin/subscriptions/detail/${bought.subscriptionId}`,
        {},
        await t.staff('florist'),
      );
      expect(answer.status).toBe(200);
      const shares = deliveryShares(19_900, 12);
      expect(answer.body.data).toMatchObject({
        id: bought.subscriptionId,
        purchaseOrderId: bought.orderId,
        purchaseOrderNo: expect.stringMatching(/\S/),
        price: 199,
        paid: 199,
        refunded: 0,
        recognised: ((shares[0] ?? 0) + (shares[1] ?? 0)) / 100,
      });
      expect(answer.body.data.deliveries.map((d) => d.amount)).toEqual(shares.map((s) => s / 100));
      expect(answer.body.data.changes.length).toBeGreaterThan(0);
    });
  },
  { env: { ORDER_SWEEP_MS: '50', SUBSCRIPTION_SWEEP_MS: '50' } },
);
