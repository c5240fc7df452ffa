import crypto from 'node:crypto';
import type { AdminOrder, ChangeAdminOrderDeliveryRequest, OrderBackAlert } from '@ffe/shared/contracts/admin-orders';
import type { OrderChangeOptions } from '@ffe/shared/contracts/order';
import type { CourierFailure } from '@ffe/shared/domain/courier-outcomes';
import type { OrderStatus } from '@ffe/shared/domain/order-state';
import { fieldProblem } from '@ffe/shared/field-problems';
import { conflict } from '../../platform/errors';
import type { AuditRepository } from '../platform';
import type { AdminOrderService, StaffActor } from './admin-order.service';
import { calendarFor, plannedChange, type Refuse, writtenChange } from './delivery-change';
import type { DeliveryNotices } from './delivery-notices';
import type { OrderRepository, OrderRow } from './order.repository';
import type { OrderDelivery, OrderStems } from './order-ports';
import { refusePurchase } from './subscription-order-refusals';

export interface StaffDeliveryDeps {
  orderRepo: Pick<
    OrderRepository,
    'findById' | 'transaction' | 'insertEvent' | 'slotLoads' | 'changePaid' | 'releaseSlot' | 'bookSlot' | 'moveStatus'
  >;
  delivery: Pick<OrderDelivery, 'current'>;
  /** The cooler: a moved delivery holds its stems on the new date. */
  stems: Pick<OrderStems, 'rebook' | 'shortForOrder'>;
  reads: Pick<AdminOrderService, 'visibleOrNotFound' | 'detail'>;
  audit: AuditRepository;
  notices: DeliveryNotices;
  /** Tells the florists' consoles (staff holding orders.read) that an order came back. */
  orderBack: (alert: OrderBackAlert) => Promise<void>;
  onError: (error: unknown, what: string) => void;
  now?: () => number;
}

/** Staff change a delivery until it is delivered: the shop still owes it, paid, in the workroom or on its way. */
const changeableStates: readonly OrderStatus[] = ['paid', 'preparing', 'delivering'];

const PROBLEM = fieldProblem('NOT_ALLOWED');

/** The console's words for a refused change: its code, and the form's field named with a stable problem. */
const refuse: Refuse = (r) => {
  switch (r.kind) {
    case 'notServed':
      return conflict('DELIVERY_AREA_NOT_SERVED', `recipient.district: ${PROBLEM}`);
    case 'belowMinimum':
      return conflict('BELOW_MINIMUM_ORDER', `recipient.district: ${PROBLEM}`);
    case 'feeDiffers':
      return conflict('ORDER_CHANGE_PRICE_DIFFERS', `recipient.district: ${PROBLEM}`);
    case 'dayClosed':
      return conflict('DELIVERY_SLOT_UNAVAILABLE', `deliveryDate: ${PROBLEM}`);
    case 'surchargeDiffers':
      return conflict('ORDER_CHANGE_PRICE_DIFFERS', `deliveryDate: ${PROBLEM}`);
    case 'slotFull':
      return conflict('DELIVERY_SLOT_FULL', `deliverySlot: ${PROBLEM}`);
    case 'slotUnavailable':
      return conflict('DELIVERY_SLOT_UNAVAILABLE', `deliverySlot: ${PROBLEM}`);
  }
};

const cannot = (order: OrderRow, what: string) =>
  conflict('ORDER_STATUS_CONFLICT', `Order ${order.order_no} is ${order.status}: it cannot ${what}`);

/**
 * What staff do to a delivery beside moving it (issue 40): change it at the customer's request (the customer's rules
 * of decision 029, at any state before delivered, the price never changing), and bring it back from the door (not
 * home, refused) to the shop for the florist. Each is one conditional update, its timeline step and its audit entry
 * in one transaction; the customer and the florists are told after the commit.
 */
export function staffDeliveryMoves(deps: StaffDeliveryDeps) {
  const { orderRepo, audit } = deps;
  const now = deps.now ?? Date.now;

  async function slotLabel(slot: string): Promise<string> {
    const found = (await deps.delivery.current()).slots.find((s) => s.id === slot);
    return found ? `${found.start}-${found.end}` : slot;
  }

  async function changeDelivery(
    actor: StaffActor,
    id: string,
    input: ChangeAdminOrderDeliveryRequest,
  ): Promise<AdminOrder> {
    const at = now();
    const order = await deps.reads.visibleOrNotFound(actor, id);
    if (!changeableStates.includes(order.status)) throw cannot(order, 'have its delivery changed');
    refusePurchase(order, 'have its delivery changed');
    const calendar = await calendarFor(orderRepo, deps.delivery, order, at, deps.stems);
    const plan = plannedChange(order, calendar, input, refuse);
    if (plan.changes.length === 0) return deps.reads.detail(actor, id);

    const from = [order.status];
    const changed = await orderRepo.transaction(async (trx) => {
      if (!(await writtenChange(orderRepo, trx, order, plan, calendar.rules, { at, from, refuse, stems: deps.stems })))
        return false;
      await orderRepo.insertEvent(
        {
          id: crypto.randomUUID(),
          order_id: id,
          status: order.status,
          by: 'staff',
          actor_id: actor.id,
          at,
          changes: JSON.stringify(plan.changes),
        },
        trx,
      );
      await audit.record(trx, {
        actor: { id: actor.id, ip: actor.ip },
        area: 'orders',
        action: 'delivery.change',
        record: { type: 'order', id },
        before: Object.fromEntries(plan.changes.map((c) => [c.field, c.from])),
        after: Object.fromEntries(plan.changes.map((c) => [c.field, c.to])),
      });
      return true;
    });
    const after = await orderRepo.findById(id);
    // Another move came first (delivered, refunded): say where the order is now.
    if (!changed) throw cannot(after ?? order, 'have its delivery changed');
    if (after) await deps.notices.tell('changed', after, await slotLabel(after.delivery_slot), at);
    return deps.reads.detail(actor, id);
  }

  async function bringBack(actor: StaffActor, id: string, outcome: CourierFailure): Promise<AdminOrder> {
    const order = await deps.reads.visibleOrNotFound(actor, id);
    const what = 'be brought back: only an order on its way is';
    if (order.status !== 'delivering') throw cannot(order, what);
    const at = now();
    const moved = await orderRepo.transaction(async (trx) => {
      if (!(await orderRepo.moveStatus(id, ['delivering'], 'preparing', { attention: outcome }, at, trx))) return false;
      await orderRepo.insertEvent(
        { id: crypto.randomUUID(), order_id: id, status: 'preparing', by: 'staff', actor_id: actor.id, at, outcome },
        trx,
      );
      await audit.record(trx, {
        actor: { id: actor.id, ip: actor.ip },
        area: 'orders',
        action: 'bring-back',
        record: { type: 'order', id },
        before: { status: order.status },
        after: { status: 'preparing', outcome },
      });
      return true;
    });
    if (!moved) throw cannot((await orderRepo.findById(id)) ?? order, what);
    const after = (await orderRepo.findById(id)) ?? order;
    // Refused flowers wait for the florist's after-sale decision; the customer is told only that no one was home.
    if (outcome === 'not-home') await deps.notices.tell('not-home', after, await slotLabel(after.delivery_slot), at);
    await deps
      .orderBack({ orderId: id, orderNo: order.order_no, outcome, courierName: order.courier_name })
      .catch((error) => deps.onError(error, 'order-back alert'));
    return deps.reads.detail(actor, id);
  }

  return {
    changeDelivery,
    bringBack,

    /** The calendar staff may move the order to: the customer's, the order's own booking left out. */
    async changeOptions(actor: StaffActor, id: string): Promise<OrderChangeOptions> {
      const order = await deps.reads.visibleOrNotFound(actor, id);
      return { days: (await calendarFor(orderRepo, deps.delivery, order, now(), deps.stems)).days };
    },
  };
}

export type StaffDeliveryMoves = ReturnType<typeof staffDeliveryMoves>;
