import crypto from 'node:crypto';
import type { changeOrder, OrderChangeOptions, Recipient } from '@ffe/shared/contracts/order';
import type { OrderStatus } from '@ffe/shared/domain/order-state';
import type { z } from 'zod';
import { conflict, notFound } from '../../platform/errors';
import { toAddress } from '../addresses/addresses.module';
import { calendarFor, plannedChange, type Refuse, writtenChange } from './delivery-change';
import type { OrderRow } from './order.repository';
import type { OrderServiceDeps } from './order-ports';
import { refusePurchase } from './subscription-order-refusals';

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

/** The customer's words for a refused change, as the shop has always had them. */
const refuse: Refuse = (r) => {
  switch (r.kind) {
    case 'notServed':
      return conflict('DELIVERY_AREA_NOT_SERVED', `address: 暂不配送：${r.district}`);
    case 'belowMinimum':
      return conflict('BELOW_MINIMUM_ORDER', `address: the order is below the minimum order of ${r.district}`);
    case 'feeDiffers':
      return conflict(
        'ORDER_CHANGE_PRICE_DIFFERS',
        `address: delivery to ${r.district} costs another fee than was paid; cancel and order again`,
      );
    case 'dayClosed':
      return conflict('DELIVERY_SLOT_UNAVAILABLE', `deliveryDate: no delivery on ${r.date}`);
    case 'surchargeDiffers':
      return conflict(
        'ORDER_CHANGE_PRICE_DIFFERS',
        `deliveryDate: ${r.date} has another surcharge than was paid; cancel and order again`,
      );
    case 'slotFull':
      return conflict('DELIVERY_SLOT_FULL', `deliverySlot: ${r.slot} on ${r.date} is fully booked`);
    case 'slotUnavailable':
      return conflict('DELIVERY_SLOT_UNAVAILABLE', `deliverySlot: ${r.slot} on ${r.date} can no longer be chosen`);
  }
};

/**
 * Changing a paid order before the florist starts (issue 16, decision 029): the recipient, the address (served, and
 * at the fee paid), the delivery date and slot (capacity taken atomically) and the card message, in one transaction
 * conditional on the order still being paid, with a timeline step saying what changed (rules in delivery-change.ts).
 */
export function orderChanging(
  deps: Pick<OrderServiceDeps, 'repo' | 'addresses' | 'delivery' | 'stems'>,
  parts: { now: () => number },
) {
  const { repo } = deps;
  const { now } = parts;

  async function ownPaidOrder(memberId: string, id: string, what: string): Promise<OrderRow> {
    const order = await repo.findOwn(memberId, id);
    if (!order) throw notFound('order');
    if (order.status !== 'paid') throw noLongerPaid(order, what);
    refusePurchase(order, what);
    return order;
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
    const calendar = await calendarFor(repo, deps.delivery, order, at, deps.stems);
    const wanted = { ...input, recipient: await recipientFrom(memberId, input) };
    const plan = plannedChange(order, calendar, wanted, refuse);
    // Asking for what the order already says changes nothing and adds no step.
    if (plan.changes.length === 0) return order;

    const changed = await repo.transaction(async (trx) => {
      if (
        !(await writtenChange(repo, trx, order, plan, calendar.rules, {
          at,
          from: ['paid'],
          refuse,
          stems: deps.stems,
        }))
      )
        return false;
      await repo.insertEvent(
        {
          id: crypto.randomUUID(),
          order_id: id,
          status: 'paid',
          by: 'customer',
          at,
          changes: JSON.stringify(plan.changes),
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
      return { days: (await calendarFor(repo, deps.delivery, order, now(), deps.stems)).days };
    },
  };
}
