import crypto from 'node:crypto';
import { deliveryShares, scheduleDates, weekdayOf } from '@ffe/shared/domain/subscription-schedule';
import { vi } from 'vitest';
import type { Db } from '../src/db/connect';
import type { SubscriptionDeliveryTable, SubscriptionTable } from '../src/db/schema';
import { recipient } from './ordering';

/** The instant of a shop time (UTC+8), `2026-12-21T10:00`. */
export const shopTime = (at: string) => new Date(`${at}:00+08:00`).getTime();

/** Fixes the clock at a shop time; only `Date` is faked, so timers and polling run as usual. */
export function fixNow(at: string): number {
  const now = shopTime(at);
  vi.useFakeTimers({ toFake: ['Date'], now });
  return now;
}

export interface SubscriptionRows {
  subscription: SubscriptionTable;
  deliveries: SubscriptionDeliveryTable[];
}

/**
 * A subscription already paid (and claimed, for a gift) with its deliveries written, as the buying side leaves it:
 * weekly unless told, 12 deliveries from `firstDate`, lead 2 days at 18:00, ¥199 split into shares.
 */
export async function aSubscriptionWithDeliveries(
  db: Db,
  buyerId: string,
  over: Partial<SubscriptionTable> & { firstDate: string },
): Promise<SubscriptionRows> {
  const { firstDate, ...fields } = over;
  const now = Date.now();
  const id = `sub-${crypto.randomUUID()}`;
  const seriesId = `series-${crypto.randomUUID()}`;
  await db
    .insertInto('subscription_series')
    .values({
      id: seriesId,
      name: '每周一花 · 简约',
      name_en: 'Weekly flowers · Simple',
      description: '',
      description_en: null,
      cover: 'series/simple.jpg',
      goods_id: 'goods-weekly',
      sku_id: null,
      sort: 0,
      active: 1,
      version: 1,
      created_at: now,
      updated_at: now,
    })
    .execute();
  const total = over.deliveries_total ?? 12;
  const everyWeeks = over.every_weeks ?? 1;
  const paid = over.paid_amount ?? 19_900;
  const subscription: SubscriptionTable = {
    id,
    user_id: buyerId,
    owner_id: buyerId,
    idempotency_key: crypto.randomUUID(),
    series_id: seriesId,
    plan_id: `plan-${crypto.randomUUID()}`,
    deliveries_total: total,
    every_weeks: everyWeeks,
    lead_days: 2,
    cutoff: '18:00',
    weekday: weekdayOf(firstDate),
    first_date: firstDate,
    slot: '09-12',
    price: 19_900,
    paid_amount: paid,
    refunded_amount: 0,
    purchase_order_id: `order-${crypto.randomUUID()}`,
    status: 'active',
    paused_until: null,
    placed_count: 0,
    recipient_name: recipient.name,
    recipient_phone: recipient.phone,
    province: recipient.province,
    city: recipient.city,
    district: recipient.district,
    detail: recipient.detail,
    card_message: '每周一束',
    card_every: 0,
    gift: 0,
    gift_token_hash: null,
    gift_message: null,
    gift_from: null,
    claimed_at: null,
    renewal_of: null,
    end_reminded_at: null,
    cancelled_at: null,
    version: 1,
    created_at: now,
    updated_at: now,
    ...fields,
  };
  await db.insertInto('subscriptions').values(subscription).execute();
  const shares = deliveryShares(paid, total);
  const deliveries = scheduleDates(firstDate, everyWeeks, total).map(
    (date, i): SubscriptionDeliveryTable => ({
      id: `${id}-d${i + 1}`,
      subscription_id: id,
      date,
      slot: '09-12',
      status: 'scheduled',
      number: null,
      order_id: null,
      amount: shares[i] ?? 0,
      recipient: null,
      moved_from: null,
      told_before_at: null,
      told_delivered_at: null,
      created_at: now,
      updated_at: now,
    }),
  );
  if (subscription.status !== 'awaiting_claim') {
    await db.insertInto('subscription_deliveries').values(deliveries).execute();
  }
  return { subscription, deliveries };
}

/** The first `count` deliveries marked placed, as the scheduler leaves them (no order rows: the detail shows none). */
export async function placeFirst(db: Db, rows: SubscriptionRows, count: number) {
  for (const [i, d] of rows.deliveries.slice(0, count).entries()) {
    await db
      .updateTable('subscription_deliveries')
      .set({ status: 'placed', number: i + 1 })
      .where('id', '=', d.id)
      .execute();
  }
  await db.updateTable('subscriptions').set({ placed_count: count }).where('id', '=', rows.subscription.id).execute();
}

export const deliveryRows = (db: Db, subscriptionId: string) =>
  db
    .selectFrom('subscription_deliveries')
    .selectAll()
    .where('subscription_id', '=', subscriptionId)
    .orderBy('id')
    .execute();
