import crypto from 'node:crypto';
import type { changeOrder, OrderChange, OrderChangeOptions, Recipient } from '@ffe/shared/contracts/order';
import { deliveryAreaOf, slotCapacity, surchargeOn } from '@ffe/shared/domain/delivery-rules';
import { deliveryFeeFor, shortOfMinimum } from '@ffe/shared/domain/order-pricing';
import type { OrderStatus } from '@ffe/shared/domain/order-state';
import type { z } from 'zod';
import { conflict, notFound } from '../../platform/errors';
import { toAddress } from '../addresses/addresses.mapper';
import { chosenDelivery, deliveryCalendar, deliveryDates, slotKey } from './delivery-calendar';
import type { OrderRow } from './order.repository';
import type { OrderServiceDeps } from './order.service';

type ChangeInput = z.output<typeof changeOrder.request>;

/** The states after the florist started: the order is made or on its way, so only an after-sale can undo it. */
const startedStates: readonly OrderStatus[] = ['preparing', 'delivering', 'received', 'completed'];

/** Why a paid order can no longer be changed or cancelled by its customer: the florist won the race, or it ended. */
export function noLongerPaid(order: Pick<OrderRow, 'status' | 'order_no'>, what: string) {
  if (startedStates.includes(order.status)) {
    return conflict(
      'ORDER_ALREADY_PREPARING',
      `Order ${order.order_no} is ${order.status}: the florist has started it, so it cannot ${what}; ask for an after-sale`,
    );
  }
  return conflict('ORDER_STATUS_CONFLICT', `Order ${order.order_no} is ${order.status}: it cannot ${what}`);
}

const recipientOfRow = (o: OrderRow): Recipient => ({
  name: o.recipient_name,
  phone: o.recipient_phone,
  province: o.province,
  city: o.city,
  district: o.district,
  detail: o.detail,
});

const addressText = (r: Recipient) => `${r.province}${r.city}${r.district}${r.detail}`;

/**
 * Changing a paid order before the florist starts (issue 16, decision 026): the recipient, the address (served, and
 * at the fee paid), the delivery date and slot (capacity taken atomically) and the card message, in one transaction
 * conditional on the order still being paid, with a timeline step saying what changed.
 */
export function orderChanging(
  deps: Pick<OrderServiceDeps, 'repo' | 'addresses' | 'delivery'>,
  parts: { now: () => number },
) {
  const { repo } = deps;
  const { now } = parts;

  async function ownPaidOrder(memberId: string, id: string, what: string): Promise<OrderRow> {
    const order = await repo.findOwn(memberId, id);
    if (!order) throw notFound('order');
    if (order.status !== 'paid') throw noLongerPaid(order, what);
    return order;
  }

  /** The delivery calendar as it stands, the order's own booking left out so its slot is open to it. */
  async function calendarFor(order: OrderRow, at: number) {
    const rules = await deps.delivery.current();
    const loads = new Map(
      (await repo.slotLoads(deliveryDates(at, rules.horizonDays))).map((l) => [
        slotKey(l.delivery_date, l.slot),
        l.booked,
      ]),
    );
    const own = slotKey(order.delivery_date, order.delivery_slot);
    const booked = loads.get(own);
    if (booked !== undefined) loads.set(own, Math.max(0, booked - 1));
    return { rules, days: deliveryCalendar(at, rules, loads) };
  }

  async function recipientFrom(memberId: string, input: ChangeInput): Promise<Recipient | undefined> {
    if (input.recipient) return input.recipient;
    if (!input.addressId) return undefined;
    const row = await deps.addresses.findOwn(memberId, input.addressId);
    if (!row) throw notFound('address');
    const { recipient: name, phone, province, city, district, detail } = toAddress(row);
    return { name, phone, province, city, district, detail };
  }

  async function change(memberId: string, id: string, input: ChangeInput): Promise<OrderRow> {
    const at = now();
    const order = await ownPaidOrder(memberId, id, 'be changed');
    const { rules, days } = await calendarFor(order, at);
    const was = recipientOfRow(order);
    const next = (await recipientFrom(memberId, input)) ?? was;
    const changes: OrderChange[] = [];
    const fields: Parameters<typeof repo.changePaid>[1] = {};

    if (next.name !== was.name || next.phone !== was.phone) {
      changes.push({ field: 'recipient', from: `${was.name} ${was.phone}`, to: `${next.name} ${next.phone}` });
      Object.assign(fields, { recipient_name: next.name, recipient_phone: next.phone });
    }
    if (addressText(next) !== addressText(was)) {
      const area = deliveryAreaOf(rules, next);
      if (!area.served) throw conflict('DELIVERY_AREA_NOT_SERVED', `address: 暂不配送：${next.district}`);
      if (shortOfMinimum(order.goods_amount, area.terms) > 0) {
        throw conflict('BELOW_MINIMUM_ORDER', `address: the order is below the minimum order of ${next.district}`);
      }
      // The money was paid for the old zone's fee; another fee would need a payment or a refund (decision 026).
      if (deliveryFeeFor(order.goods_amount, area.terms) !== order.delivery_fee) {
        throw conflict(
          'ORDER_CHANGE_PRICE_DIFFERS',
          `address: delivery to ${next.district} costs another fee than was paid; cancel and order again`,
        );
      }
      changes.push({ field: 'address', from: addressText(was), to: addressText(next) });
      const { province, city, district, detail } = next;
      Object.assign(fields, { province, city, district, detail });
    }

    const slotMoves =
      input.deliveryDate !== undefined &&
      (input.deliveryDate !== order.delivery_date || input.deliverySlot !== order.delivery_slot);
    let moveTo: { date: string; slot: string } | undefined;
    if (slotMoves) {
      moveTo = chosenDelivery(days, input.deliveryDate, input.deliverySlot);
      if (!moveTo) throw conflict('DELIVERY_SLOT_UNAVAILABLE', 'deliverySlot: no delivery slot is left to choose');
      if ((surchargeOn(rules, moveTo.date)?.amountCents ?? 0) !== order.surcharge) {
        throw conflict(
          'ORDER_CHANGE_PRICE_DIFFERS',
          `deliveryDate: ${moveTo.date} has another surcharge than was paid; cancel and order again`,
        );
      }
      changes.push({
        field: 'delivery',
        from: `${order.delivery_date} ${order.delivery_slot}`,
        to: `${moveTo.date} ${moveTo.slot}`,
      });
      Object.assign(fields, { delivery_date: moveTo.date, delivery_slot: moveTo.slot });
    }

    if (input.cardMessage !== undefined && input.cardMessage !== order.card_message) {
      changes.push({ field: 'cardMessage', from: order.card_message, to: input.cardMessage });
      fields.card_message = input.cardMessage;
    }
    // Asking for what the order already says changes nothing and adds no step.
    if (changes.length === 0) return order;

    const changed = await repo.transaction(async (trx) => {
      if (!(await repo.changePaid(id, fields, at, trx))) return false;
      if (moveTo) {
        // Frees the old slot and takes the new one together: a full slot rolls both back.
        await repo.releaseSlot(order.delivery_date, order.delivery_slot, trx);
        const capacity = slotCapacity(rules, moveTo.date, moveTo.slot);
        if (capacity < 1 || !(await repo.bookSlot(moveTo.date, moveTo.slot, capacity, trx))) {
          throw conflict('DELIVERY_SLOT_FULL', `deliverySlot: ${moveTo.slot} on ${moveTo.date} is fully booked`);
        }
      }
      await repo.insertEvent(
        {
          id: crypto.randomUUID(),
          order_id: id,
          status: 'paid',
          by: 'customer',
          at,
          changes: JSON.stringify(changes),
        },
        trx,
      );
      return true;
    });
    const after = await repo.findById(id);
    if (!after) throw notFound('order');
    if (!changed) throw noLongerPaid(after, 'be changed');
    return after;
  }

  return {
    ownPaidOrder,
    change,

    /** The days and slots the order may move to now. */
    async options(memberId: string, id: string): Promise<OrderChangeOptions> {
      const order = await ownPaidOrder(memberId, id, 'be changed');
      return { days: (await calendarFor(order, now())).days };
    },
  };
}
