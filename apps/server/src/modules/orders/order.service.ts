import crypto from 'node:crypto';
import {
  AUTO_COMPLETE_AFTER_MS,
  AUTO_RECEIVE_AFTER_MS,
  ORDER_PAY_TIMEOUT_MS,
  SHOP_UTC_OFFSET_MS,
} from '@ffe/shared/constants';
import type { Coupon } from '@ffe/shared/contracts/coupon';
import type { Address } from '@ffe/shared/contracts/member-centre';
import type {
  commentOrder,
  confirmOrder,
  createOrder,
  Order,
  OrderQuote,
  OrderRefund,
  PayChannel,
  Recipient,
  RefundReason,
} from '@ffe/shared/contracts/order';
import type { CouponTerms } from '@ffe/shared/domain/coupon';
import { type DeliveryRules, slotCapacity } from '@ffe/shared/domain/delivery-rules';
import { type OrderListTab, type OrderStatus, statusesOfTab } from '@ffe/shared/domain/order-state';
import type { z } from 'zod';
import type { Db } from '../../db/connect';
import { isTransientConflict, violatesUnique } from '../../db/errors';
import type { OrderEventTable } from '../../db/schema';
import { AppError, conflict, notFound } from '../../platform/errors';
import type { AddressRepository } from '../addresses/addresses.repository';
import type { InvoiceRepository } from '../invoices/invoices.repository';
import type { UploadService } from '../uploads/uploads.service';
import { toOrder } from './order.mapper';
import type { OrderRepository, OrderRow } from './order.repository';
import { orderComments } from './order-comments';
import { lineLabel, toLineRow } from './order-lines';
import { orderQuotes } from './order-quote';
import { orderStock } from './order-stock';

/** What orders need of coupons: the member's candidates, and holding one for an unpaid order. */
export interface OrderCoupons {
  candidatesFor(memberId: string, at: number, trx?: Db): Promise<Array<{ coupon: Coupon; terms: CouponTerms }>>;
  /** Whether the coupon is the member's, whatever its state: another member's answers 404. */
  owns(memberId: string, couponId: string, trx?: Db): Promise<boolean>;
  hold(memberId: string, couponId: string, orderId: string, at: number, trx: Db): Promise<boolean>;
  release(orderId: string, trx: Db): Promise<void>;
  consume(orderId: string, at: number, trx: Db): Promise<void>;
}

/** Money going back to the payer (decision 012): recorded with the decision, worked by the payments module. */
export interface OrderRefunds {
  /** Records a refund of the money that paid the order, in the deciding transaction; answers its id. */
  recordForOrder(
    orderId: string,
    refund: { amountCents: number; reason: RefundReason; afterSaleId?: string },
    trx: Db,
  ): Promise<string>;
  /** Asks the provider for the recorded refunds at once; a refusal stays recorded and is retried. */
  workNow(ids: readonly string[]): Promise<void>;
  listOf(orderId: string): Promise<OrderRefund[]>;
}

/** What orders need of the delivery settings: the current ones, at most a moment behind a change in any process. */
export interface OrderDelivery {
  current(): Promise<DeliveryRules>;
}

export interface OrderServiceDeps {
  repo: OrderRepository;
  addresses: Pick<AddressRepository, 'findOwn' | 'listOf'>;
  invoices: Pick<InvoiceRepository, 'findOwn'>;
  coupons: OrderCoupons;
  pictures: Pick<UploadService, 'assertOwnPictures'>;
  refunds: OrderRefunds;
  delivery: OrderDelivery;
  imageUrl: (path: string) => string;
  now?: () => number;
}

type ConfirmInput = z.output<typeof confirmOrder.request>;
type CreateInput = z.output<typeof createOrder.request>;
type CommentInput = z.output<typeof commentOrder.request>;
type Actor = OrderEventTable['by'];

/** Who moved an order: the customer, the system, or staff (then the staff member's user id, shown in timelines). */
export interface StaffStep {
  actorId?: string;
}

/** What a refund decided by staff or an after-sale carries besides the money. */
export interface RefundDecision extends StaffStep {
  afterSaleId?: string;
  /** Staff's reason, kept on the order. */
  reason?: string | null;
}

/** How often a create whose transaction met a passing conflict is tried in all. */
const CREATE_ATTEMPTS = 3;

const statusConflict = (what: string) =>
  new AppError(409, 'ORDER_STATUS_CONFLICT', `The order cannot ${what} in its current state`);

/** A number people can read out on the phone: the shop's date, then 8 random digits. */
function orderNumber(at: number): string {
  const day = new Date(at + SHOP_UTC_OFFSET_MS).toISOString().slice(0, 10).replaceAll('-', '');
  return `${day}${String(crypto.randomInt(0, 100_000_000)).padStart(8, '0')}`;
}

/**
 * Orders from quote to completion (DESIGN §5). Every state change is a conditional update through the state table,
 * and what an order takes (stock, a delivery slot, a coupon) is taken in the transaction that creates it and given
 * back in the one that cancels it.
 */
export function orderService(deps: OrderServiceDeps) {
  const { repo, coupons } = deps;
  const now = deps.now ?? Date.now;
  const { quote } = orderQuotes(deps);
  const stock = orderStock(repo);

  async function rowsFor(orders: readonly OrderRow[]): Promise<Order[]> {
    if (orders.length === 0) return [];
    const ids = orders.map((o) => o.id);
    const [lines, events, afterSales] = await Promise.all([
      repo.linesOf(ids),
      repo.eventsOf(ids),
      repo.afterSalesOf(ids),
    ]);
    return orders.map((order) =>
      toOrder(
        {
          order,
          lines: lines.filter((l) => l.order_id === order.id),
          events: events.filter((e) => e.order_id === order.id),
          afterSales: afterSales.filter((a) => a.order_id === order.id),
        },
        deps.imageUrl,
      ),
    );
  }

  const present = async (order: OrderRow) => (await rowsFor([order]))[0] as Order;

  async function ownOrNotFound(memberId: string, id: string): Promise<OrderRow> {
    const order = await repo.findOwn(memberId, id);
    if (!order) throw notFound('order');
    return order;
  }

  async function anyOrNotFound(id: string, trx?: Db): Promise<OrderRow> {
    const order = await repo.findById(id, trx);
    if (!order) throw notFound('order');
    return order;
  }

  const event = (orderId: string, status: OrderStatus, by: Actor, at: number, trx: Db, actorId?: string) =>
    repo.insertEvent({ id: crypto.randomUUID(), order_id: orderId, status, by, at, actor_id: actorId ?? null }, trx);

  function recipientOf(input: CreateInput, address: Address | null): Recipient {
    if (input.recipient) return input.recipient;
    if (!address) throw new AppError(400, 'ADDRESS_REQUIRED', 'addressId: choose or add a delivery address');
    const { recipient: name, phone, province, city, district, detail } = address;
    return { name, phone, province, city, district, detail };
  }

  async function invoiceOf(memberId: string, id: string | undefined): Promise<string | null> {
    if (!id) return null;
    const row = await deps.invoices.findOwn(memberId, id);
    if (!row) throw notFound('invoice title');
    return JSON.stringify({ kind: row.kind, title: row.title, taxNumber: row.tax_number });
  }

  /**
   * Unpaid -> cancelled in the caller's transaction, giving back stock, the slot and the coupon; false when it was no
   * longer unpaid.
   */
  async function cancelUnpaidWithin(id: string, by: Actor, trx: Db, step: StaffStep = {}): Promise<boolean> {
    const at = now();
    if (!(await repo.moveStatus(id, ['pending_payment'], 'cancelled', {}, at, trx))) return false;
    await giveBack(id, trx);
    await coupons.release(id, trx);
    await event(id, 'cancelled', by, at, trx, step.actorId);
    return true;
  }

  const cancelUnpaid = (id: string, by: Actor) => repo.transaction((trx) => cancelUnpaidWithin(id, by, trx));

  /** Returns the stock of the lines and the delivery slot an order took. */
  async function giveBack(id: string, trx: Db) {
    const order = await anyOrNotFound(id, trx);
    await stock.giveBack(await repo.linesOf([id], trx), trx);
    await repo.releaseSlot(order.delivery_date, order.delivery_slot, trx);
  }

  /** A simple move along the state table, recorded in the timeline; false when the order was not in `from`. */
  async function move(id: string, from: OrderStatus, to: OrderStatus, by: Actor, fields: object = {}) {
    return repo.transaction(async (trx) => {
      const at = now();
      if (!(await repo.moveStatus(id, [from], to, { ...fields }, at, trx))) return false;
      await event(id, to, by, at, trx);
      return true;
    });
  }

  /**
   * A paid order that never left the shop (`from` paid or preparing, or refunding after an after-sale request) ->
   * refunded: stock and slot come back, the rest of the payment is counted as refunded and its refund recorded.
   * Answers the refund's id (null when nothing was left to give), or undefined when the order was not in `from`; the
   * caller works the refund after commit.
   */
  async function refundUndelivered(
    id: string,
    from: readonly OrderStatus[],
    by: Actor,
    trx: Db,
    decision: RefundDecision = {},
  ) {
    const at = now();
    const { afterSaleId } = decision;
    const order = await anyOrNotFound(id, trx);
    const fields = decision.reason === undefined ? {} : { refund_reason: decision.reason };
    if (!(await repo.moveStatus(id, from, 'refunded', fields, at, trx))) return undefined;
    const cents = order.pay_amount - order.refunded_amount;
    await giveBack(id, trx);
    await repo.addRefunded(id, cents, at, trx);
    await event(id, 'refunded', by, at, trx, decision.actorId);
    if (cents <= 0) return null;
    const reason = afterSaleId ? 'after-sale' : 'order-cancelled';
    return deps.refunds.recordForOrder(
      id,
      { amountCents: cents, reason, ...(afterSaleId ? { afterSaleId } : {}) },
      trx,
    );
  }

  /**
   * Places the order: the quote is read first, then one transaction writes the order and takes the coupon, the stock
   * and the slot last, so the rows every buyer competes for stay locked for as short a time as possible.
   */
  async function placeOrder(memberId: string, input: CreateInput): Promise<Order> {
    const at = now();
    const q = await quote(memberId, input, at);
    if (q.lines.every((l) => l.addOn)) throw conflict('ADD_ON_ALONE', '加购商品需与鲜花一起购买');
    for (const line of q.answer.lines) {
      if (line.problem === 'offSale') throw conflict('GOODS_OFF_SALE', `「${lineLabel(line)}」已下架`);
      if (line.problem) throw conflict('OUT_OF_STOCK', `「${lineLabel(line)}」库存不足`);
    }
    const problem = q.answer.deliveryProblem;
    if (problem) {
      throw conflict(
        problem.reason === 'outOfArea' ? 'DELIVERY_AREA_NOT_SERVED' : 'BELOW_MINIMUM_ORDER',
        problem.message,
      );
    }
    const recipient = recipientOf(input, q.answer.address);
    const { date, slot } = q.answer.delivery;
    if (!date || !slot) {
      throw new AppError(409, 'DELIVERY_SLOT_UNAVAILABLE', 'deliverySlot: no delivery slot is left to choose');
    }
    const id = crypto.randomUUID();
    const order: OrderRow = {
      id,
      order_no: orderNumber(at),
      user_id: memberId,
      idempotency_key: input.idempotencyKey,
      status: 'pending_payment',
      goods_amount: q.amounts.goodsCents,
      delivery_fee: q.amounts.deliveryFeeCents,
      surcharge: q.amounts.surchargeCents,
      surcharge_reason: q.answer.surchargeReason,
      discount_amount: q.amounts.discountCents,
      pay_amount: q.amounts.payCents,
      refunded_amount: 0,
      coupon_id: q.coupon?.id ?? null,
      coupon_name: q.coupon?.name ?? null,
      recipient_name: recipient.name,
      recipient_phone: recipient.phone,
      province: recipient.province,
      city: recipient.city,
      district: recipient.district,
      detail: recipient.detail,
      delivery_date: date,
      delivery_slot: slot,
      card_message: input.cardMessage,
      anonymous: input.anonymous ? 1 : 0,
      invoice: await invoiceOf(memberId, input.invoiceTitleId),
      note: input.note,
      pay_channel: null,
      has_after_sale: 0,
      pay_deadline: at + ORDER_PAY_TIMEOUT_MS,
      paid_at: null,
      dispatched_at: null,
      received_at: null,
      preparing_at: null,
      courier_user_id: null,
      courier_name: null,
      courier_phone: null,
      delivery_photo: null,
      refund_reason: null,
      created_at: at,
      updated_at: at,
    };
    const lines = q.lines.map((line, sort) => toLineRow(line, id, sort, crypto.randomUUID()));
    const created = {
      id: crypto.randomUUID(),
      order_id: id,
      status: order.status,
      by: 'customer' as const,
      at,
      seq: 1,
    };
    for (let attempt = 1; ; attempt++) {
      try {
        await repo.transaction(async (trx) => {
          await repo.insertOrder(order, trx);
          await repo.insertLines(lines, trx);
          await repo.insertEvent(created, trx);
          if (q.coupon && !(await coupons.hold(memberId, q.coupon.id, id, at, trx))) {
            throw new AppError(409, 'COUPON_NOT_USABLE', 'This coupon cannot be used on this order');
          }
          await stock.reserve(lines, trx);
          const capacity = slotCapacity(q.rules, date, slot);
          if (capacity < 1 || !(await repo.bookSlot(date, slot, capacity, trx))) {
            throw new AppError(409, 'DELIVERY_SLOT_FULL', `deliverySlot: ${slot} on ${date} is fully booked`);
          }
        });
        break;
      } catch (error) {
        // Another order drew the same number, or PostgreSQL broke a deadlock: nothing was kept, so try again.
        const again = violatesUnique(error, 'order_no') || isTransientConflict(error);
        if (!again || attempt === CREATE_ATTEMPTS) throw error;
        order.order_no = orderNumber(at);
      }
    }
    return toOrder({ order, lines, events: [created], afterSales: [] }, deps.imageUrl);
  }

  const comments = orderComments(deps, {
    ownOrNotFound,
    anyOrNotFound: (id) => anyOrNotFound(id),
    present,
    now,
    async complete(orderId, at, trx) {
      if (await repo.moveStatus(orderId, ['received'], 'completed', {}, at, trx)) {
        await event(orderId, 'completed', 'customer', at, trx);
      }
    },
  });

  return {
    /** The quote the confirmation page shows. */
    async confirm(memberId: string, input: ConfirmInput): Promise<OrderQuote> {
      return (await quote(memberId, input, now())).answer;
    },

    /**
     * Creates the order once per idempotency key. A request that fails is checked against the key afterwards: when a
     * twin request (or an earlier try of this one) made the order, that order is the answer.
     */
    async create(memberId: string, input: CreateInput): Promise<Order> {
      try {
        return await placeOrder(memberId, input);
      } catch (error) {
        const made = await repo.findByKey(memberId, input.idempotencyKey);
        if (made) return present(made);
        throw error;
      }
    },

    async list(memberId: string, tab: OrderListTab, page: number, pageSize: number) {
      const { rows, total } = await repo.pageOwn(memberId, tab, page, pageSize);
      return { list: await rowsFor(rows), total };
    },

    detail: async (memberId: string, id: string) => present(await ownOrNotFound(memberId, id)),

    /** The customer cancels an unpaid order. */
    async cancel(memberId: string, id: string): Promise<Order> {
      await ownOrNotFound(memberId, id);
      if (!(await cancelUnpaid(id, 'customer'))) throw statusConflict('be cancelled');
      return present(await anyOrNotFound(id));
    },

    /** The customer confirms the flowers arrived. */
    async receive(memberId: string, id: string): Promise<Order> {
      await ownOrNotFound(memberId, id);
      if (!(await move(id, 'delivering', 'received', 'customer', { received_at: now() }))) {
        throw statusConflict('be received');
      }
      return present(await anyOrNotFound(id));
    },

    /** One comment per flower line not yet commented; the order then completes (see order-comments.ts). */
    comment: (memberId: string, input: CommentInput) => comments.comment(memberId, input),

    /** The member's unpaid order that a payment may be made for; 404 for another's, 409 when not payable. */
    async payableOrder(memberId: string, id: string): Promise<OrderRow> {
      const order = await ownOrNotFound(memberId, id);
      if (order.status !== 'pending_payment') throw statusConflict('be paid');
      if (order.pay_deadline <= now()) {
        throw new AppError(409, 'ORDER_PAY_EXPIRED', 'The time to pay this order has run out');
      }
      return order;
    },

    /**
     * Unpaid -> paid when a payment of exactly the order's amount succeeded; uses the held coupon and counts the
     * sales. False when the order was no longer unpaid (cancelled, or paid by another payment).
     */
    async markPaid(id: string, cents: number, channel: PayChannel, paidAt: number, trx: Db): Promise<boolean> {
      const at = now();
      const fields = { paid_at: paidAt, pay_channel: channel };
      if (!(await repo.moveStatus(id, ['pending_payment'], 'paid', fields, at, trx, { payAmount: cents }))) {
        return false;
      }
      await coupons.consume(id, at, trx);
      await stock.addSales(await repo.linesOf([id], trx), trx);
      await event(id, 'paid', 'system', at, trx);
      return true;
    },

    refundUndelivered,
    cancelUnpaidWithin,

    /** Any member's order as its owner reads it: for staff (the workbench adds the rest) and the chat's order cards. */
    anyOrder: async (id: string): Promise<Order> => present(await anyOrNotFound(id)),

    /** Orders as their owners read them, in the order given. */
    asOrders: rowsFor,

    /** Whether the order was cancelled: money coming for it now is late. */
    isCancelled: async (id: string, trx?: Db) => (await repo.findById(id, trx))?.status === 'cancelled',

    /**
     * One sweep of the scheduler: cancels unpaid orders past their deadline and closes deliveries and receipts after
     * 7 days. Each order moves by a conditional update, so processes sweeping at once never move one twice.
     */
    async sweep(batch = 100): Promise<{ cancelled: number; received: number; completed: number }> {
      const at = now();
      let cancelled = 0;
      let received = 0;
      let completed = 0;
      for (const { id } of await repo.dueIn('pending_payment', 'pay_deadline', at, batch)) {
        if (await cancelUnpaid(id, 'system')) cancelled++;
      }
      for (const { id } of await repo.dueIn('delivering', 'dispatched_at', at - AUTO_RECEIVE_AFTER_MS, batch)) {
        if (await move(id, 'delivering', 'received', 'system', { received_at: now() })) received++;
      }
      for (const { id } of await repo.dueIn('received', 'received_at', at - AUTO_COMPLETE_AFTER_MS, batch)) {
        if (await move(id, 'received', 'completed', 'system')) completed++;
      }
      return { cancelled, received, completed };
    },

    /** The my-account order shortcuts. */
    async countsFor(memberId: string) {
      const { byStatus, afterSale } = await repo.countsOf(memberId);
      return {
        pendingPayment: byStatus.get('pending_payment') ?? 0,
        // The 待发货 shortcut counts what its tab lists: paid and preparing.
        paid: statusesOfTab('paid').reduce((sum, status) => sum + (byStatus.get(status) ?? 0), 0),
        delivering: byStatus.get('delivering') ?? 0,
        toReview: byStatus.get('received') ?? 0,
        afterSale,
      };
    },
  };
}

export type OrderService = ReturnType<typeof orderService>;
