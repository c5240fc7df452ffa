import crypto from 'node:crypto';
import { ORDER_PAY_TIMEOUT_MS } from '@ffe/shared/constants';
import { dayNumber } from '@ffe/shared/domain/cooler-weeks';
import { type DeliveryRules, shopDate, slotCapacity } from '@ffe/shared/domain/delivery-rules';
import type { Db } from '../../db/connect';
import type { OrderLineTable } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { deliveryCalendar, deliveryDates, slotKey } from './delivery-calendar';
import type { OrderRepository, OrderRow } from './order.repository';
import { orderNumber } from './order-placing';
import type {
  OrderCoupons,
  OrderDelivery,
  OrderRefunds,
  OrderStems,
  SubscriptionOrders,
  SubscriptionRecipient,
} from './order-ports';
import type { SubscriptionOrderRepository } from './subscription-order.repository';

export interface SubscriptionOrdersDeps {
  repo: OrderRepository;
  subscriptionRepo: SubscriptionOrderRepository;
  coupons: Pick<OrderCoupons, 'hold'>;
  refunds: Pick<OrderRefunds, 'recordForOrder' | 'workNow'>;
  delivery: OrderDelivery;
  stems: Pick<OrderStems, 'reserve' | 'release'>;
  /** The console's new-paid-order alert (order-paid-alerts.ts). */
  paidAlerts: { orderPaid(orderId: string): Promise<void> };
  now?: () => number;
}

/** Keys of a subscription's orders never meet a goods order's key of the same member. */
const purchaseKey = (key: string) => `subscription:${key}`;
const deliveryKey = (subscriptionId: string, number: number) => `subscription:${subscriptionId}:${number}`;

/** The columns every order of a subscription fills the same way. */
function baseRow(
  input: { memberId: string; subscriptionId: string; recipient: SubscriptionRecipient; cardMessage: string },
  at: number,
) {
  const { recipient } = input;
  return {
    order_no: orderNumber(at),
    user_id: input.memberId,
    delivery_fee: 0,
    surcharge: 0,
    surcharge_reason: null,
    refunded_amount: 0,
    recipient_name: recipient.name,
    recipient_phone: recipient.phone,
    province: recipient.province,
    city: recipient.city,
    district: recipient.district,
    detail: recipient.detail,
    card_message: input.cardMessage,
    card_signature: '',
    anonymous: 0,
    notify_recipient: 0,
    sender_name: null,
    sender_phone: null,
    invoice: null,
    note: '',
    has_after_sale: 0,
    dispatched_at: null,
    received_at: null,
    preparing_at: null,
    courier_user_id: null,
    courier_name: null,
    courier_phone: null,
    delivery_photo: null,
    refund_reason: null,
    attention: null,
    subscription_id: input.subscriptionId,
    created_at: at,
    updated_at: at,
  };
}

/**
 * The slots a delivery asked for `date` and `slot` may land in, best first: from that date (today when past) over the
 * delivery horizon, the asked slot then the later ones that day, then each later day's asked slot before its others.
 * Closed days, full and gone slots are left out.
 */
async function landingsFor(
  repo: OrderRepository,
  rules: DeliveryRules,
  at: number,
  date: string,
  slot: string,
  trx: Db,
) {
  const offset = Math.max(0, dayNumber(date) - dayNumber(shopDate(at)));
  const horizon = { ...rules, horizonDays: offset + rules.horizonDays };
  const loads = await repo.slotLoads(deliveryDates(at, horizon.horizonDays), trx);
  const booked = new Map(loads.map((l) => [slotKey(l.delivery_date, l.slot), l.booked]));
  return deliveryCalendar(at, horizon, booked)
    .slice(offset)
    .flatMap((day, i) => {
      const asked = day.slots.findIndex((s) => s.id === slot);
      const later = i === 0 && asked >= 0 ? day.slots.slice(asked) : day.slots;
      const open = later.filter((s) => s.unavailable === null).map((s) => s.id);
      const ordered = open.includes(slot) ? [slot, ...open.filter((s) => s !== slot)] : open;
      return ordered.map((id) => ({ date: day.date, slot: id }));
    });
}

/** What subscriptions ask of orders (issue 45, decision 061): their purchase, each delivery, and refunds of shares. */
export function subscriptionOrders(deps: SubscriptionOrdersDeps): SubscriptionOrders {
  const { repo, subscriptionRepo } = deps;
  const now = deps.now ?? Date.now;

  const firstStep = (orderId: string, status: OrderRow['status'], by: 'customer' | 'system', at: number) => ({
    id: crypto.randomUUID(),
    order_id: orderId,
    status,
    by,
    at,
    seq: 1,
  });

  return {
    async placePurchase(input, trx) {
      const at = now();
      const made = await repo.findByKey(input.memberId, purchaseKey(input.idempotencyKey), trx);
      if (made) return { orderId: made.id, orderNo: made.order_no, payCents: made.pay_amount };
      const discount = Math.min(input.coupon?.discountCents ?? 0, input.priceCents);
      const id = crypto.randomUUID();
      const order: OrderRow = {
        ...baseRow(input, at),
        id,
        idempotency_key: purchaseKey(input.idempotencyKey),
        status: 'pending_payment',
        goods_amount: input.priceCents,
        discount_amount: discount,
        pay_amount: input.priceCents - discount,
        coupon_id: input.coupon?.id ?? null,
        coupon_name: input.coupon?.name ?? null,
        // Shown to the buyer only, as every order has them: a purchase books no slot; a gift's recipient picks its date.
        delivery_date: input.deliveryDate || shopDate(at),
        delivery_slot: input.deliverySlot || 'gift',
        pay_channel: null,
        pay_deadline: at + ORDER_PAY_TIMEOUT_MS,
        paid_at: null,
        kind: 'subscription',
        subscription_number: null,
        subscription_total: null,
      };
      await repo.insertOrder(order, trx);
      await repo.insertLines([lineRow(id, input, input.priceCents, { spec_name: null, sku_name: null })], trx);
      await repo.insertEvent(firstStep(id, 'pending_payment', 'customer', at), trx);
      if (input.coupon && !(await deps.coupons.hold(input.memberId, input.coupon.id, id, at, trx))) {
        throw conflict('COUPON_NOT_USABLE', 'couponId: this coupon cannot be used on this order');
      }
      return { orderId: id, orderNo: order.order_no, payCents: order.pay_amount };
    },

    async placeDelivery(input, trx) {
      const at = now();
      const key = deliveryKey(input.subscriptionId, input.number);
      const made = await repo.findByKey(input.memberId, key, trx);
      if (made) return { orderId: made.id, orderNo: made.order_no, date: made.delivery_date, slot: made.delivery_slot };
      const { rules } = input;
      const id = crypto.randomUUID();
      const size = await subscriptionRepo.sizeOf(input.goodsId, input.skuId, trx);
      const line = lineRow(id, input, input.amountCents, {
        spec_name: input.skuId ? (size?.spec_name ?? null) : null,
        sku_name: input.skuId ? (size?.sku_name ?? null) : null,
        sku_name_en: input.skuId ? (size?.sku_name_en ?? null) : null,
      });
      const stemLines = [{ goodsId: line.goods_id, skuId: line.sku_id, quantity: 1 }];
      // No typed stock is taken: the bouquet was sold (and paid for) with the plan; only its stems and slot are held.
      let landed: { date: string; slot: string } | undefined;
      let covered = new Set<string>();
      for (const candidate of await landingsFor(repo, rules, at, input.date, input.slot, trx)) {
        // Stems before the slot, as every order takes them (no waiting in a circle). A prepaid delivery is owed: held
        // even when the cooler is short, so the day plan shows the shortfall and making takes (and costs) what it used.
        covered = await deps.stems.reserve({ id, deliveryDate: candidate.date }, stemLines, trx, { anyway: true });
        const capacity = slotCapacity(rules, candidate.date, candidate.slot);
        if (capacity > 0 && (await repo.bookSlot(candidate.date, candidate.slot, capacity, trx))) {
          landed = candidate;
          break;
        }
        await deps.stems.release(id, trx);
      }
      if (!landed) {
        throw conflict('DELIVERY_SLOT_UNAVAILABLE', `date: no delivery slot is left from ${input.date} on`);
      }
      line.from_cooler = covered.has(`${line.goods_id}:${line.sku_id ?? ''}`) ? 1 : 0;
      const order: OrderRow = {
        ...baseRow(input, at),
        id,
        idempotency_key: key,
        status: 'paid',
        goods_amount: input.amountCents,
        discount_amount: 0,
        pay_amount: input.amountCents,
        coupon_id: null,
        coupon_name: null,
        delivery_date: landed.date,
        delivery_slot: landed.slot,
        pay_channel: input.payChannel,
        pay_deadline: at,
        paid_at: at,
        kind: 'goods',
        subscription_number: input.number,
        subscription_total: input.total,
      };
      await repo.insertOrder(order, trx);
      await repo.insertLines([line], trx);
      await repo.insertEvent(firstStep(id, 'paid', 'system', at), trx);
      return { orderId: id, orderNo: order.order_no, date: landed.date, slot: landed.slot };
    },

    async refundPurchase(purchaseOrderId, amountCents, trx) {
      if (!Number.isInteger(amountCents) || amountCents <= 0) {
        throw badRequest('INVALID_PARAM', 'amountCents: a refund is a positive number of cents');
      }
      const order = await repo.findById(purchaseOrderId, trx);
      if (order?.kind !== 'subscription') throw notFound('subscription order');
      const at = now();
      if (order.status !== 'paid' || !(await repo.addRefunded(order.id, amountCents, at, trx))) {
        throw conflict('SUBSCRIPTION_REFUND_TOO_HIGH', 'amountCents: more than is left of what was paid');
      }
      if (await subscriptionRepo.refundedInFull(order.id, at, trx)) {
        await repo.insertEvent(
          { id: crypto.randomUUID(), order_id: order.id, status: 'refunded', by: 'system', at },
          trx,
        );
      }
      return deps.refunds.recordForOrder(order.id, { amountCents, reason: 'subscription-cancelled' }, trx);
    },

    deliveryRules: () => deps.delivery.current(),

    workRefunds: (refundIds) => (refundIds.length === 0 ? Promise.resolve() : deps.refunds.workNow(refundIds)),

    announcePlaced: (orderId) => deps.paidAlerts.orderPaid(orderId),

    async statesOf(orderIds) {
      const rows = await subscriptionRepo.statesOf(orderIds);
      return new Map(
        rows.map((r) => [
          r.id,
          { status: r.status, orderNo: r.order_no, deliveryPhoto: r.delivery_photo, receivedAt: r.received_at },
        ]),
      );
    },
  };
}

/** The order's one line: the goods named as the subscription names it, one of it at `cents`. */
function lineRow(
  orderId: string,
  input: { goodsId: string; skuId?: string | null; title: string; titleEn: string | null; cover: string },
  cents: number,
  size: Pick<OrderLineTable, 'spec_name' | 'sku_name' | 'sku_name_en'>,
): OrderLineTable {
  return {
    id: crypto.randomUUID(),
    order_id: orderId,
    goods_id: input.goodsId,
    name: input.title,
    name_en: input.titleEn,
    cover: input.cover,
    price: cents,
    quantity: 1,
    amount: cents,
    sort: 0,
    commented: 0,
    sku_id: input.skuId ?? null,
    sku_name_en: null,
    ...size,
    is_add_on: 0,
    from_cooler: 0,
  };
}
