import { addDays } from '@ffe/shared/domain/subscription-schedule';
import { afterEach, expect, it, vi } from 'vitest';
import { post } from '../../../test/app';
import { describeOnEachDatabase } from '../../../test/each-database';
import type { Member } from '../../../test/factories';
import { recordingSms } from '../../../test/recording-sms';
import { aSubscriptionWithDeliveries, fixNow, shopTime } from '../../../test/subscription-rows';
import type { PlacingRun } from './delivery-placing.service';

const sms = recordingSms();

describeOnEachDatabase(
  'placing subscription deliveries',
  (t) => {
    afterEach(() => {
      vi.useRealTimers();
    });

    /** One run of the job at the shop time `at` (the clock is fixed there too). */
    const runAt = async (at: string) => {
      fixNow(at);
      return (await post<PlacingRun>(t.app, '/api/dev/subscriptions/run', { at: shopTime(at) })).body.data;
    };
    const deliveryOf = (id: string) =>
      t.db.selectFrom('subscription_deliveries').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const ordersOf = (subscriptionId: string) =>
      t.db.selectFrom('orders').selectAll().where('subscription_id', '=', subscriptionId).execute();
    const noticesOf = async (who: Member) =>
      (
        await t.db
          .selectFrom('im_messages')
          .select('body')
          .where('to_uid', '=', who.id)
          .where('type', '=', 'shop-notice')
          .orderBy('create_time')
          .execute()
      ).map((m) => JSON.parse(m.body) as Record<string, unknown>);
    const textsTo = (who: Member) => sms.shop.filter((s) => s.phone === who.user.phone).map((s) => s.sms);
    const changesOf = (subscriptionId: string) =>
      t.db
        .selectFrom('subscription_changes')
        .select(['kind', 'delivery_id', 'detail'])
        .where('subscription_id', '=', subscriptionId)
        .orderBy('seq')
        .execute();

    it('places a due delivery once as a paid order of its share, numbered, and leaves the next week for later', async () => {
      fixNow('2027-01-03T12:00');
      const ann = await t.member();
      const rows = await aSubscriptionWithDeliveries(t.db, ann.id, { firstDate: '2027-01-05', deliveries_total: 3 });
      const [first, second] = rows.deliveries;
      if (!first || !second) throw new Error('two deliveries expected');

      await runAt('2027-01-03T17:59');
      expect((await deliveryOf(first.id)).status).toBe('scheduled');
      await runAt('2027-01-03T18:00');
      await runAt('2027-01-03T18:05');

      const placed = await deliveryOf(first.id);
      const orders = await ordersOf(rows.subscription.id);
      expect(orders).toHaveLength(1);
      expect(placed).toMatchObject({ status: 'placed', number: 1, order_id: orders[0]?.id, moved_from: null });
      expect(orders[0]).toMatchObject({
        status: 'paid',
        pay_amount: first.amount,
        delivery_date: '2027-01-05',
        subscription_number: 1,
        subscription_total: 3,
        card_message: '每周一束',
      });
      expect((await deliveryOf(second.id)).status).toBe('scheduled');
      const subscription = await t.db
        .selectFrom('subscriptions')
        .select('placed_count')
        .where('id', '=', rows.subscription.id)
        .executeTakeFirstOrThrow();
      expect(subscription.placed_count).toBe(1);
      expect((await changesOf(rows.subscription.id)).map((c) => c.kind)).toEqual(['placed']);
    });

    it('creates exactly one order per delivery when four runs place at the same moment', async () => {
      fixNow('2027-01-31T12:00');
      const ann = await t.member();
      const plans = await Promise.all(
        Array.from({ length: 6 }, () =>
          aSubscriptionWithDeliveries(t.db, ann.id, { firstDate: '2027-02-02', deliveries_total: 1 }),
        ),
      );
      fixNow('2027-01-31T18:30');
      const at = shopTime('2027-01-31T18:30');
      const runs = await Promise.all(
        Array.from({ length: 4 }, () => post<PlacingRun>(t.app, '/api/dev/subscriptions/run', { at })),
      );
      expect(runs.every((r) => r.status === 200)).toBe(true);
      for (const plan of plans) {
        const orders = await ordersOf(plan.subscription.id);
        expect(orders).toHaveLength(1);
        const first = await deliveryOf(plan.deliveries[0]?.id ?? '');
        expect(first).toMatchObject({ status: 'placed', number: 1, order_id: orders[0]?.id });
      }
    });

    it('moves a delivery past closed days across the year end, and tells its customer in the chat and by text', async () => {
      fixNow('2026-12-29T12:00');
      const bo = await t.member();
      const rows = await aSubscriptionWithDeliveries(t.db, bo.id, { firstDate: '2026-12-31', deliveries_total: 1 });
      const first = rows.deliveries[0];
      if (!first) throw new Error('a delivery expected');

      await runAt('2026-12-29T18:30');

      const placed = await deliveryOf(first.id);
      expect(placed).toMatchObject({ status: 'placed', date: '2027-01-02', moved_from: '2026-12-31' });
      expect((await ordersOf(rows.subscription.id))[0]?.delivery_date).toBe('2027-01-02');
      const moved = (await changesOf(rows.subscription.id)).find((c) => c.kind === 'shop-moved');
      expect(JSON.parse(moved?.detail ?? '{}')).toEqual({ date: '2027-01-02', from: '2026-12-31', to: '2027-01-02' });
      expect((await noticesOf(bo)).filter((n) => n.event === 'moved')).toEqual([
        expect.objectContaining({
          kind: 'subscription',
          event: 'moved',
          subscription_id: rows.subscription.id,
          name: '每周一花 · 简约',
          date: '2027-01-02',
          moved_from: '2026-12-31',
          number: 1,
          total: 1,
          url: `/pages/subscription/detail/detail?id=${rows.subscription.id}`,
        }),
      ]);
      expect(textsTo(bo)).toEqual([
        {
          template: 'subscription-moved',
          params: expect.objectContaining({ name: '每周一花 · 简约', from: '2026-12-31', date: '2027-01-02' }),
        },
      ]);
    });

    it('moves a delivery on a closed month end to the first of the next month', async () => {
      fixNow('2027-01-28T12:00');
      const cy = await t.member();
      const rows = await aSubscriptionWithDeliveries(t.db, cy.id, { firstDate: '2027-01-31', deliveries_total: 1 });
      await runAt('2027-01-29T18:00');
      expect(await deliveryOf(rows.deliveries[0]?.id ?? '')).toMatchObject({
        status: 'placed',
        date: '2027-02-01',
        moved_from: '2027-01-31',
      });
    });

    it('moves the delivery no slot of its day can take to the next day, and keeps the others on theirs', async () => {
      fixNow('2027-01-18T12:00');
      const di = await t.member();
      const plans: Awaited<ReturnType<typeof aSubscriptionWithDeliveries>>[] = [];
      for (let i = 0; i < 5; i++)
        plans.push(await aSubscriptionWithDeliveries(t.db, di.id, { firstDate: '2027-01-21', deliveries_total: 1 }));

      await runAt('2027-01-19T18:00');

      const firsts = await Promise.all(plans.map((p) => deliveryOf(p.deliveries[0]?.id ?? '')));
      const onTheDay = firsts.filter((d) => d.date === '2027-01-21');
      expect(onTheDay).toHaveLength(4);
      expect(new Set(onTheDay.map((d) => d.slot)).size).toBe(4);
      expect(onTheDay.every((d) => d.moved_from === null)).toBe(true);
      expect(firsts.filter((d) => d.date === '2027-01-22')).toEqual([
        expect.objectContaining({ status: 'placed', moved_from: '2027-01-21' }),
      ]);
    });

    it('tells the customer the day before once, then that it was delivered with its photo, and ends the plan', async () => {
      fixNow('2027-01-24T12:00');
      const ed = await t.member();
      const rows = await aSubscriptionWithDeliveries(t.db, ed.id, { firstDate: '2027-01-26', deliveries_total: 1 });
      const only = rows.deliveries[0];
      if (!only) throw new Error('a delivery expected');
      await runAt('2027-01-24T18:30');
      await runAt('2027-01-25T09:00');
      await runAt('2027-01-25T10:00');
      expect(textsTo(ed)).toEqual([
        { template: 'subscription-tomorrow', params: expect.objectContaining({ date: '2027-01-26' }) },
      ]);
      expect((await deliveryOf(only.id)).told_before_at).toBe(shopTime('2027-01-25T09:00'));

      const orderId = (await deliveryOf(only.id)).order_id ?? '';
      await t.db
        .updateTable('orders')
        .set({ status: 'received', delivery_photo: 'deliveries/door.jpg', received_at: shopTime('2027-01-26T10:00') })
        .where('id', '=', orderId)
        .execute();
      await runAt('2027-01-26T10:05');
      await runAt('2027-01-26T10:10');

      expect(await deliveryOf(only.id)).toMatchObject({
        status: 'delivered',
        told_delivered_at: shopTime('2027-01-26T10:05'),
      });
      const delivered = (await noticesOf(ed)).filter((n) => n.event === 'delivered');
      expect(delivered).toEqual([expect.objectContaining({ number: 1, total: 1, date: '2027-01-26' })]);
      expect(String(delivered[0]?.photo)).toContain('deliveries/door.jpg');
      const subscription = await t.db
        .selectFrom('subscriptions')
        .select('status')
        .where('id', '=', rows.subscription.id)
        .executeTakeFirstOrThrow();
      expect(subscription.status).toBe('ended');
    });

    it('reminds the customer once, with a one-tap re-buy link, when one delivery is left to place', async () => {
      fixNow('2027-02-21T12:00');
      const flo = await t.member();
      const rows = await aSubscriptionWithDeliveries(t.db, flo.id, { firstDate: '2027-02-23', deliveries_total: 2 });
      const { id, series_id: seriesId, plan_id: planId } = rows.subscription;
      await runAt('2027-02-20T18:30');
      expect((await noticesOf(flo)).filter((n) => n.event === 'ending')).toEqual([]);
      await runAt('2027-02-21T18:30');
      await runAt('2027-02-21T19:00');
      expect((await noticesOf(flo)).filter((n) => n.event === 'ending')).toEqual([
        expect.objectContaining({
          subscription_id: id,
          url: `/pages/subscription/series/series?id=${seriesId}&plan=${planId}&renew=${id}`,
        }),
      ]);
      expect((await changesOf(id)).map((c) => c.kind)).toEqual(['placed', 'reminded']);
    });

    it('places no delivery of a paused plan dated before its pause ends, and places those after it', async () => {
      fixNow('2027-02-06T12:00');
      const gus = await t.member();
      const rows = await aSubscriptionWithDeliveries(t.db, gus.id, {
        firstDate: '2027-02-09',
        deliveries_total: 2,
        status: 'paused',
        paused_until: '2027-02-16',
      });
      const [before, after] = rows.deliveries;
      await runAt('2027-02-07T18:30');
      expect((await deliveryOf(before?.id ?? '')).status).toBe('scheduled');
      await runAt('2027-02-14T18:30');
      expect((await deliveryOf(after?.id ?? '')).status).toBe('placed');
      expect(await ordersOf(rows.subscription.id)).toHaveLength(1);
    });
  },
  {
    sms,
    env: {
      SUBSCRIPTION_SWEEP_MS: '0',
      DELIVERY_SLOT_CAPACITY: '1',
      DELIVERY_CLOSED_DATES: '2026-12-31,2027-01-01,2027-01-31',
    },
  },
);

/** Every day from 2027-05-04 for 70 days closed: past the delivery horizon, no day can take a delivery then. */
const closedSeason = Array.from({ length: 70 }, (_, i) => addDays('2027-05-04', i)).join(',');

describeOnEachDatabase(
  'a subscription delivery no day can take',
  (t) => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('stays scheduled with no order, is logged once, and counts in the console figures as unplaced', async () => {
      fixNow('2027-05-01T12:00');
      const hal = await t.member();
      const rows = await aSubscriptionWithDeliveries(t.db, hal.id, { firstDate: '2027-05-04', deliveries_total: 2 });
      const first = rows.deliveries[0];
      if (!first) throw new Error('a delivery expected');
      const at = shopTime('2027-05-02T18:30');
      fixNow('2027-05-02T18:30');
      const run = await post<PlacingRun>(t.app, '/api/dev/subscriptions/run', { at });
      await post<PlacingRun>(t.app, '/api/dev/subscriptions/run', { at: at + 60_000 });

      expect(run.body.data).toMatchObject({ placed: 0, unplaceable: 1 });
      const delivery = await t.db
        .selectFrom('subscription_deliveries')
        .selectAll()
        .where('id', '=', first.id)
        .executeTakeFirstOrThrow();
      expect(delivery).toMatchObject({ status: 'scheduled', order_id: null, number: null });
      const changes = await t.db
        .selectFrom('subscription_changes')
        .select(['kind', 'delivery_id', 'detail'])
        .where('subscription_id', '=', rows.subscription.id)
        .execute();
      expect(changes).toEqual([
        {
          kind: 'unplaced',
          delivery_id: first.id,
          detail: JSON.stringify({ date: '2027-05-04', reason: 'DELIVERY_SLOT_UNAVAILABLE' }),
        },
      ]);
      const placedCount = await t.db
        .selectFrom('subscriptions')
        .select('placed_count')
        .where('id', '=', rows.subscription.id)
        .executeTakeFirstOrThrow();
      expect(placedCount.placed_count).toBe(0);
      const florist = await t.staff('florist');
      const figures = await post<{ unplaced: number }>(t.app, '/api/admin/subscriptions/figures', {}, florist);
      expect(figures.body.data.unplaced).toBe(1);
    });
  },
  { env: { SUBSCRIPTION_SWEEP_MS: '0', DELIVERY_CLOSED_DATES: closedSeason } },
);
