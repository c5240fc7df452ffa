import crypto from 'node:crypto';
import type { quoteSubscription } from '@ffe/shared/contracts/subscription';
import { beforeAll, expect, it } from 'vitest';
import type { z } from 'zod';
import { post } from '../../../test/app';
import { describeOnEachDatabase } from '../../../test/each-database';
import { aCouponTemplate } from '../../../test/factories';
import { eventually, recipient } from '../../../test/ordering';
import { aSeriesWithPlan, buyingSubscriptions } from '../../../test/subscriptions';
import type { SubscriptionPlanTable } from '../../db/schema';

type Quote = z.output<typeof quoteSubscription.response>;

describeOnEachDatabase(
  'buying a subscription',
  (t) => {
    const buying = buyingSubscriptions(t);
    let plan: SubscriptionPlanTable;
    beforeAll(async () => {
      plan = (await aSeriesWithPlan(t.db)).plan;
    });
    const deliveriesOf = (subscriptionId: string) =>
      t.db
        .selectFrom('subscription_deliveries')
        .selectAll()
        .where('subscription_id', '=', subscriptionId)
        .orderBy('date')
        .execute();

    it('starts the plan when its purchase is paid, with the deliveries’ shares adding up to what was paid after the coupon', async () => {
      const member = await buying.shop.buyer();
      const template = await aCouponTemplate(t.db, { amount_off: 1000, min_spend: 10_000 });
      expect((await post(t.app, `/api/mall/coupon/claim/${template.id}`, {}, member)).status).toBe(200);
      const firstDate = await buying.firstDateOf(plan.series_id, plan.id);
      const quote = await post<Quote>(
        t.app,
        '/api/mall/subscription/quote',
        { planId: plan.id, firstDate, slot: '09-12' },
        member,
      );
      expect(quote.body.data).toMatchObject({ price: 159.6, discount: 10, pay: 149.6, problem: null });
      expect(quote.body.data.dates).toHaveLength(4);

      const bought = await buying.aSubscription(member, plan, { couponId: undefined });
      const subscription = await buying.payFor(member, bought);
      expect(subscription).toMatchObject({
        status: 'active',
        owner_id: member.id,
        paid_amount: 14_960,
        first_date: firstDate,
      });
      const deliveries = await deliveriesOf(bought.subscriptionId);
      expect(deliveries.map((d) => d.date)).toEqual(quote.body.data.dates);
      expect(deliveries.map((d) => d.amount)).toEqual([3740, 3740, 3740, 3740]);
      expect(deliveries.every((d) => d.status === 'scheduled' && d.slot === '09-12')).toBe(true);
      const kinds = await t.db
        .selectFrom('subscription_changes')
        .select(['kind', 'seq'])
        .where('subscription_id', '=', bought.subscriptionId)
        .orderBy('seq')
        .execute();
      expect(kinds).toEqual([
        { kind: 'bought', seq: 1 },
        { kind: 'paid', seq: 2 },
      ]);
    });

    it('takes a coupon for the series’ goods or its category, and never one for other goods', async () => {
      const { plan: own, series, goods } = await aSeriesWithPlan(t.db);
      const member = await buying.shop.buyer();
      const other = await aCouponTemplate(t.db, { amount_off: 3000, scope: 'goods', scope_ids: '["goods-elsewhere"]' });
      const forGoods = await aCouponTemplate(t.db, {
        amount_off: 2000,
        scope: 'goods',
        scope_ids: `["${series.goods_id}"]`,
      });
      const forCategory = await aCouponTemplate(t.db, {
        amount_off: 1000,
        scope: 'category',
        scope_ids: `["${goods.category_id}"]`,
      });
      for (const template of [other, forGoods, forCategory])
        expect((await post(t.app, `/api/mall/coupon/claim/${template.id}`, {}, member)).status).toBe(200);
      const firstDate = await buying.firstDateOf(own.series_id, own.id);
      const quote = await post<Quote>(
        t.app,
        '/api/mall/subscription/quote',
        { planId: own.id, firstDate, slot: '09-12' },
        member,
      );
      expect(quote.body.data).toMatchObject({ discount: 20, pay: 139.6 });
      const usable = quote.body.data.coupons.filter((c) => c.discount > 0).map((c) => c.discount);
      expect(usable.sort()).toEqual([10, 20]);
    });

    it('splits an amount that does not divide evenly, the first deliveries a cent more', async () => {
      const odd = (await aSeriesWithPlan(t.db, { plan: { price: 10_001, deliveries: 4 } })).plan;
      const { bought } = await buying.aPaidSubscription(odd);
      const amounts = (await deliveriesOf(bought.subscriptionId)).map((d) => d.amount);
      expect(amounts).toEqual([2501, 2500, 2500, 2500]);
    });

    it('answers a repeated key with the first subscription', async () => {
      const member = await buying.shop.buyer();
      const firstDate = await buying.firstDateOf(plan.series_id, plan.id);
      const body = { planId: plan.id, firstDate, slot: '09-12', idempotencyKey: crypto.randomUUID(), couponId: null };
      const first = await post(t.app, '/api/mall/subscription/create', body, member);
      const again = await post(t.app, '/api/mall/subscription/create', body, member);
      expect(again.body.data).toEqual(first.body.data);
    });

    it('refuses a first date off the plan’s weekdays, naming the field', async () => {
      const mondays = (await aSeriesWithPlan(t.db, { plan: { weekdays: '[1]' } })).plan;
      const member = await buying.shop.buyer();
      const firstDate = await buying.firstDateOf(mondays.series_id, mondays.id);
      const tuesday = new Date(Date.parse(`${firstDate}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
      const answer = await post(
        t.app,
        '/api/mall/subscription/create',
        { planId: mondays.id, firstDate: tuesday, slot: '09-12', idempotencyKey: crypto.randomUUID() },
        member,
      );
      expect(answer.status).toBe(400);
      expect(answer.body.message).toMatch(/^firstDate: /);
    });

    it('cancels the subscription when its purchase order is cancelled unpaid', async () => {
      const member = await buying.shop.buyer();
      const bought = await buying.aSubscription(member, plan);
      await buying.shop.missPayDeadline(member, bought.orderId);
      const row = await eventually(
        () =>
          t.db
            .selectFrom('subscriptions')
            .selectAll()
            .where('id', '=', bought.subscriptionId)
            .executeTakeFirstOrThrow(),
        (s) => s.status !== 'pending_payment',
      );
      expect(row.status).toBe('cancelled');
    });

    it('starts a plan whose purchase was paid without payments telling, on the next sweep', async () => {
      const member = await buying.shop.buyer();
      const bought = await buying.aSubscription(member, plan);
      await t.db
        .updateTable('orders')
        .set({ status: 'paid', paid_at: Date.now() })
        .where('id', '=', bought.orderId)
        .execute();
      const row = await eventually(
        () =>
          t.db
            .selectFrom('subscriptions')
            .selectAll()
            .where('id', '=', bought.subscriptionId)
            .executeTakeFirstOrThrow(),
        (s) => s.status !== 'pending_payment',
      );
      expect(row.status).toBe('active');
      expect(await deliveriesOf(bought.subscriptionId)).toHaveLength(4);
    });

    it('quotes an address outside the delivery zones with a problem naming its district', async () => {
      const admin = await t.staff('admin');
      const xuhui = { province: '上海市', city: '上海市', district: '徐汇区', fee: 0, freeFrom: null, minOrder: 0 };
      const zones = await post(t.app, '/api/admin/delivery/settings/update', { zones: [xuhui] }, admin);
      expect(zones.status).toBe(200);
      const member = await buying.shop.buyer();
      const firstDate = await buying.firstDateOf(plan.series_id, plan.id);
      const quote = await post<Quote>(
        t.app,
        '/api/mall/subscription/quote',
        { planId: plan.id, firstDate, slot: '09-12', recipient: { ...recipient, district: '浦东新区' } },
        member,
      );
      expect(quote.body.data.problem).toMatchObject({ code: 'DELIVERY_AREA_NOT_SERVED', field: 'recipient' });
      expect(quote.body.data.problem?.message).toContain('浦东新区');
      await post(t.app, '/api/admin/delivery/settings/update', { zones: [] }, admin);
    });
  },
  { env: { ORDER_SWEEP_MS: '50', SUBSCRIPTION_SWEEP_MS: '50' } },
);
