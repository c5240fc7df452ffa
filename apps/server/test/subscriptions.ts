import crypto from 'node:crypto';
import type { SubscriptionSeries } from '@ffe/shared/contracts/subscription';
import { expect } from 'vitest';
import type { Db } from '../src/db/connect';
import type { SubscriptionPlanTable, SubscriptionSeriesTable } from '../src/db/schema';
import { post } from './app';
import type { SuiteApp } from './each-database';
import { aCategory, aGoods, type Member } from './factories';
import { eventually, ordering } from './ordering';

/**
 * A series on sale (its own goods) with one plan: weekly, 4 deliveries for ¥159.60, any weekday, placed a day before
 * at 18:00, giftable. Amounts are cents, as stored.
 */
export async function aSeriesWithPlan(
  db: Db,
  over: { series?: Partial<SubscriptionSeriesTable>; plan?: Partial<SubscriptionPlanTable> } = {},
) {
  const category = await aCategory(db);
  const goods = await aGoods(db, { category_id: category.id, name: '每周一花', name_en: 'Weekly flowers' });
  const at = Date.now();
  const series: SubscriptionSeriesTable = {
    id: `series-${crypto.randomUUID()}`,
    name: '每周一花 · 简约',
    name_en: 'Weekly Flowers · Simple',
    description: '每周一束当季鲜花',
    description_en: 'A seasonal bouquet every week',
    cover: 'series/simple.jpg',
    goods_id: goods.id,
    sku_id: null,
    sort: 0,
    active: 1,
    version: 1,
    created_at: at,
    updated_at: at,
    ...over.series,
  };
  await db.insertInto('subscription_series').values(series).execute();
  const plan: SubscriptionPlanTable = {
    id: `plan-${crypto.randomUUID()}`,
    series_id: series.id,
    deliveries: 4,
    every_weeks: 1,
    weekdays: '[1,2,3,4,5,6,7]',
    price: 15_960,
    lead_days: 1,
    cutoff: '18:00',
    giftable: 1,
    active: 1,
    sort: 0,
    version: 1,
    created_at: at,
    updated_at: at,
    ...over.plan,
  };
  await db.insertInto('subscription_plans').values(plan).execute();
  return { series, plan, goods };
}

/** Buying plans through the real API: the first date offered, the subscription, and its sandbox payment. */
export function buyingSubscriptions(t: SuiteApp) {
  const shop = ordering(t);

  /** The plan's first date offered now, as the series' detail lists it. */
  async function firstDateOf(seriesId: string, planId: string) {
    const detail = await post<SubscriptionSeries>(t.app, `/api/mall/subscription/series/detail/${seriesId}`, {});
    const date = detail.body.data.plans.find((p) => p.id === planId)?.firstDates[0];
    if (!date) throw new Error(`plan ${planId} offers no first date`);
    return date;
  }

  /** An unpaid subscription of the plan for the member, at its first date, slot 09–12 and their first address. */
  async function aSubscription(member: Member, plan: Pick<SubscriptionPlanTable, 'id' | 'series_id'>, extra = {}) {
    const answer = await post<{ subscriptionId: string; orderId: string }>(
      t.app,
      '/api/mall/subscription/create',
      {
        planId: plan.id,
        firstDate: await firstDateOf(plan.series_id, plan.id),
        slot: '09-12',
        idempotencyKey: crypto.randomUUID(),
        couponId: null,
        ...extra,
      },
      member,
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data;
  }

  /** Pays the purchase order on the sandbox and waits for the subscription to leave `pending_payment`. */
  async function payFor(member: Member, bought: { subscriptionId: string; orderId: string }) {
    const paymentId = await shop.startPayment(member, bought.orderId);
    expect((await post(t.app, `/api/pay/sandbox/${paymentId}/confirm`)).status).toBe(200);
    return eventually(
      () =>
        t.db.selectFrom('subscriptions').selectAll().where('id', '=', bought.subscriptionId).executeTakeFirstOrThrow(),
      (s) => s.status !== 'pending_payment',
    );
  }

  /** A paid subscription of the plan for a new buyer with an address. */
  async function aPaidSubscription(plan: Pick<SubscriptionPlanTable, 'id' | 'series_id'>, extra = {}) {
    const member = await shop.buyer();
    const bought = await aSubscription(member, plan, extra);
    return { member, bought, subscription: await payFor(member, bought) };
  }

  return { shop, firstDateOf, aSubscription, payFor, aPaidSubscription };
}
