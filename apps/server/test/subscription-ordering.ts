import crypto from 'node:crypto';
import { type DeliveryRules, shopDate } from '@ffe/shared/domain/delivery-rules';
import type { Db } from '../src/db/connect';
import { stemReservationService } from '../src/modules/cooler/stem-reservations.service';
import { couponRepository } from '../src/modules/coupons/coupon.repository';
import { couponService } from '../src/modules/coupons/coupon.service';
import { deliverySettingsRepository } from '../src/modules/delivery/delivery-settings.repository';
import { deliverySettingsService, settingsFromEnvironment } from '../src/modules/delivery/delivery-settings.service';
import { orderRepository } from '../src/modules/orders/order.repository';
import type { SubscriptionOrders } from '../src/modules/orders/order-ports';
import { subscriptionOrderRepository } from '../src/modules/orders/subscription-order.repository';
import { subscriptionOrders } from '../src/modules/orders/subscription-orders';
import { anAuditTrail } from './back-office';
import { recipient } from './ordering';
import { aRefundWorker } from './refunding';

/**
 * The orders' side of subscriptions on a suite's database, built as orders.module.ts builds it, with the coupons, the
 * refunds (on the sandbox), the delivery settings (`rules` may change them) and the cooler of the other modules.
 */
export function subscriptionOrdering(db: Db, rules: (r: DeliveryRules) => DeliveryRules = (r) => r) {
  const settings = deliverySettingsService({
    repo: deliverySettingsRepository(db),
    audit: anAuditTrail(),
    // The app seeded the settings already: this seed is never used.
    seed: settingsFromEnvironment({ slotCapacity: 30, sameDayCutoff: '18:00', closedDates: [] }),
    checkEveryMs: 0,
  });
  const alerted: string[] = [];
  const orders: SubscriptionOrders = subscriptionOrders({
    repo: orderRepository(db),
    subscriptionRepo: subscriptionOrderRepository(db),
    coupons: couponService(couponRepository(db)),
    refunds: aRefundWorker(db),
    delivery: { current: async () => rules(await settings.current()) },
    stems: stemReservationService(db),
    paidAlerts: { orderPaid: async (orderId) => void alerted.push(orderId) },
  });
  const inTransaction = <T>(work: (trx: Db) => Promise<T>) => db.transaction().execute(work);
  /** Places the delivery as the subscriptions' job does: the settings read first, then one transaction. */
  const place = async (input: Omit<Parameters<SubscriptionOrders['placeDelivery']>[0], 'rules'>) => {
    const current = await orders.deliveryRules();
    return inTransaction((trx) => orders.placeDelivery({ ...input, rules: current }, trx));
  };
  return { orders, alerted, inTransaction, place };
}

/** A delivery of subscription `subscriptionId` as the scheduler places it: `days` from today, in `slot`. */
export function aDelivery(
  memberId: string,
  goodsId: string,
  over: Partial<Parameters<SubscriptionOrders['placeDelivery']>[0]> = {},
): Omit<Parameters<SubscriptionOrders['placeDelivery']>[0], 'rules'> {
  return {
    memberId,
    subscriptionId: `sub-${crypto.randomUUID()}`,
    number: 3,
    total: 12,
    date: shopDate(Date.now(), 3),
    slot: '09-12',
    recipient,
    cardMessage: '每周一束',
    goodsId,
    skuId: null,
    title: '本周花束 · 粉色系',
    titleEn: "This week's bouquet",
    cover: 'goods/weekly.jpg',
    amountCents: 1_667,
    payChannel: 'wechat',
    ...over,
  };
}

/** A purchase order of a 12-delivery plan at ¥199 for the goods. */
export function aPurchase(
  memberId: string,
  goodsId: string,
  over: Partial<Parameters<SubscriptionOrders['placePurchase']>[0]> = {},
): Parameters<SubscriptionOrders['placePurchase']>[0] {
  return {
    memberId,
    subscriptionId: `sub-${crypto.randomUUID()}`,
    idempotencyKey: crypto.randomUUID(),
    goodsId,
    title: '每周一花 · 12次',
    titleEn: 'Flowers every week · 12',
    cover: 'goods/weekly.jpg',
    priceCents: 19_900,
    coupon: null,
    recipient,
    deliveryDate: shopDate(Date.now(), 5),
    deliverySlot: '09-12',
    cardMessage: '',
    ...over,
  };
}
