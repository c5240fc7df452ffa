import type { DeliveryDay, OrderChange, Recipient } from '@ffe/shared/contracts/order';
import { type DeliveryRules, deliveryAreaOf, slotCapacity, surchargeOn } from '@ffe/shared/domain/delivery-rules';
import { deliveryFeeFor, shortOfMinimum } from '@ffe/shared/domain/order-pricing';
import type { OrderStatus } from '@ffe/shared/domain/order-state';
import type { Db } from '../../db/connect';
import type { AppError } from '../../platform/errors';
import { deliveryCalendar, deliveryDates, slotKey, withStems } from './delivery-calendar';
import type { OrderRepository, OrderRow } from './order.repository';
import type { OrderDelivery, OrderStems } from './order-ports';

/** What a change asks for; a part left out keeps its value. */
export interface WantedDelivery {
  recipient?: Recipient | undefined;
  deliveryDate?: string | undefined;
  deliverySlot?: string | undefined;
  cardMessage?: string | undefined;
}

/** Why a change cannot be made; each caller words it for its own client. */
export type ChangeRefusal =
  | { kind: 'notServed' | 'belowMinimum' | 'feeDiffers'; district: string }
  | { kind: 'dayClosed' | 'surchargeDiffers'; date: string }
  | { kind: 'slotUnavailable' | 'slotFull'; date: string; slot: string };

export type Refuse = (refusal: ChangeRefusal) => AppError;

/** The change worked out: the timeline's parts, the columns to write, and the slot to move the booking to. */
export interface PlannedChange {
  changes: OrderChange[];
  fields: Parameters<OrderRepository['changePaid']>[1];
  moveTo: { date: string; slot: string } | undefined;
}

type Repo = Pick<OrderRepository, 'slotLoads' | 'changePaid' | 'releaseSlot' | 'bookSlot'>;

export const recipientOfRow = (o: OrderRow): Recipient => ({
  name: o.recipient_name,
  phone: o.recipient_phone,
  province: o.province,
  city: o.city,
  district: o.district,
  detail: o.detail,
});

const addressText = (r: Recipient) => `${r.province}${r.city}${r.district}${r.detail}`;

/**
 * The delivery calendar as it stands, the order's own booking left out so its slot is open to it; given the cooler,
 * the days it could not hold the order's stems on are `stems` (issue 44).
 */
export async function calendarFor(
  repo: Pick<OrderRepository, 'slotLoads'>,
  delivery: Pick<OrderDelivery, 'current'>,
  order: OrderRow,
  at: number,
  stems?: Pick<OrderStems, 'shortForOrder'>,
): Promise<{ rules: DeliveryRules; days: DeliveryDay[] }> {
  const rules = await delivery.current();
  const dates = deliveryDates(at, rules.horizonDays);
  const short = stems ? await stems.shortForOrder(order.id, dates) : new Set<string>();
  const loads = new Map((await repo.slotLoads(dates)).map((l) => [slotKey(l.delivery_date, l.slot), l.booked]));
  const own = slotKey(order.delivery_date, order.delivery_slot);
  const booked = loads.get(own);
  if (booked !== undefined) loads.set(own, Math.max(0, booked - 1));
  return { rules, days: withStems(deliveryCalendar(at, rules, loads), short) };
}

/** The slot asked for on the calendar, refused when it cannot be had. */
function slotOn(days: readonly DeliveryDay[], date: string, slot: string, refuse: Refuse) {
  const day = days.find((d) => d.date === date);
  if (!day || day.closed) throw refuse({ kind: 'dayClosed', date });
  const found = day.slots.find((s) => s.id === slot);
  if (found?.unavailable === 'full') throw refuse({ kind: 'slotFull', date, slot });
  if (!found || found.unavailable) throw refuse({ kind: 'slotUnavailable', date, slot });
  return { date: day.date, slot: found.id };
}

/**
 * What a change of an order's delivery alters (decision 029): a new address must be served, at or above its zone's
 * minimum and at the fee paid; a new date and slot must be open and carry the surcharge paid. The price never changes.
 */
export function plannedChange(
  order: OrderRow,
  calendar: { rules: DeliveryRules; days: readonly DeliveryDay[] },
  wanted: WantedDelivery,
  refuse: Refuse,
): PlannedChange {
  const { rules, days } = calendar;
  const was = recipientOfRow(order);
  const next = wanted.recipient ?? was;
  const changes: OrderChange[] = [];
  const fields: PlannedChange['fields'] = {};

  if (next.name !== was.name || next.phone !== was.phone) {
    changes.push({ field: 'recipient', from: `${was.name} ${was.phone}`, to: `${next.name} ${next.phone}` });
    Object.assign(fields, { recipient_name: next.name, recipient_phone: next.phone });
  }
  if (addressText(next) !== addressText(was)) {
    const area = deliveryAreaOf(rules, next);
    if (!area.served) throw refuse({ kind: 'notServed', district: next.district });
    if (shortOfMinimum(order.goods_amount, area.terms) > 0) {
      throw refuse({ kind: 'belowMinimum', district: next.district });
    }
    // The money was paid for the old zone's fee; another fee would need a payment or a refund (decision 029).
    if (deliveryFeeFor(order.goods_amount, area.terms) !== order.delivery_fee) {
      throw refuse({ kind: 'feeDiffers', district: next.district });
    }
    changes.push({ field: 'address', from: addressText(was), to: addressText(next) });
    const { province, city, district, detail } = next;
    Object.assign(fields, { province, city, district, detail });
  }

  let moveTo: PlannedChange['moveTo'];
  if (
    wanted.deliveryDate !== undefined &&
    wanted.deliverySlot !== undefined &&
    (wanted.deliveryDate !== order.delivery_date || wanted.deliverySlot !== order.delivery_slot)
  ) {
    moveTo = slotOn(days, wanted.deliveryDate, wanted.deliverySlot, refuse);
    if ((surchargeOn(rules, moveTo.date)?.amountCents ?? 0) !== order.surcharge) {
      throw refuse({ kind: 'surchargeDiffers', date: moveTo.date });
    }
    changes.push({
      field: 'delivery',
      from: `${order.delivery_date} ${order.delivery_slot}`,
      to: `${moveTo.date} ${moveTo.slot}`,
    });
    Object.assign(fields, { delivery_date: moveTo.date, delivery_slot: moveTo.slot });
  }

  if (wanted.cardMessage !== undefined && wanted.cardMessage !== order.card_message) {
    changes.push({ field: 'cardMessage', from: order.card_message, to: wanted.cardMessage });
    fields.card_message = wanted.cardMessage;
  }
  return { changes, fields, moveTo };
}

/**
 * Writes a planned change inside the caller's transaction: the order's row only while it is still in one of `from`
 * (false otherwise, nothing written), then the old slot freed and the new one booked by the guarded update, so a slot
 * that filled meanwhile is refused and the caller's transaction rolls it all back; the stems it holds move with it.
 */
export async function writtenChange(
  repo: Repo,
  trx: Db,
  order: OrderRow,
  plan: PlannedChange,
  rules: DeliveryRules,
  context: { at: number; from: readonly OrderStatus[]; refuse: Refuse; stems: Pick<OrderStems, 'rebook'> },
): Promise<boolean> {
  if (!(await repo.changePaid(order.id, plan.fields, context.at, trx, context.from))) return false;
  const to = plan.moveTo;
  if (!to) return true;
  // The stems the order holds move to the new date, or the change is refused (409 STEMS_SHORT) and rolled back; taken
  // before the slot, as placing an order takes them, so the two never wait on each other in a circle.
  if (to.date !== order.delivery_date) await context.stems.rebook(order.id, to.date, trx);
  await repo.releaseSlot(order.delivery_date, order.delivery_slot, trx);
  const capacity = slotCapacity(rules, to.date, to.slot);
  if (capacity < 1 || !(await repo.bookSlot(to.date, to.slot, capacity, trx))) {
    throw context.refuse({ kind: 'slotFull', date: to.date, slot: to.slot });
  }
  return true;
}
