import crypto from 'node:crypto';
import { AUTO_COMPLETE_AFTER_MS, AUTO_RECEIVE_AFTER_MS } from '@ffe/shared/constants';
import type {
  changeOrder,
  commentOrder,
  confirmOrder,
  createOrder,
  Order,
  OrderQuote,
  PayChannel,
} from '@ffe/shared/contracts/order';
import type { ContentLanguage } from '@ffe/shared/domain/content-language';
import { type OrderListTab, type OrderStatus, statusesOfTab } from '@ffe/shared/domain/order-state';
import type { z } from 'zod';
import type { Db } from '../../db/connect';
import type { OrderEventTable } from '../../db/schema';
import { conflict, notFound } from '../../platform/errors';
import { toOrder } from './order.mapper';
import type { OrderRow } from './order.repository';
import { noLongerPaid, orderChanging } from './order-changing';
import { orderComments } from './order-comments';
import { orderPlacing } from './order-placing';
import type { OrderServiceDeps } from './order-ports';
import { orderQuotes } from './order-quote';
import { orderStock } from './order-stock';
import { refuseSubscriptionOrder } from './subscription-order-refusals';

type ConfirmInput = z.output<typeof confirmOrder.request>;
type CreateInput = z.output<typeof createOrder.request>;
type CommentInput = z.output<typeof commentOrder.request>;
type ChangeInput = z.output<typeof changeOrder.request>;
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
  /** A made order's stems go back into their batches; else they are written off as cancelled after making. */
  stemsReturned?: boolean;
}

const statusConflict = (what: string) =>
  conflict('ORDER_STATUS_CONFLICT', `The order cannot ${what} in its current state`);

/**
 * Orders from quote to completion (decision 006). Every state change is a conditional update through the state table,
 * and what an order takes (stock, a delivery slot, a coupon) is taken in the transaction that creates it and given
 * back in the one that cancels it.
 */
export function orderService(deps: OrderServiceDeps) {
  const { repo, coupons } = deps;
  const now = deps.now ?? Date.now;
  const { quote } = orderQuotes(deps);
  const stock = orderStock(repo);
  const { placeOrder } = orderPlacing(deps, { quote, stock, now });
  const changing = orderChanging(deps, { now });

  async function rowsFor(orders: readonly OrderRow[], language: ContentLanguage = 'zh-CN'): Promise<Order[]> {
    if (orders.length === 0) return [];
    const ids = orders.map((o) => o.id);
    const couponIds = orders.flatMap((o) => (o.coupon_id === null ? [] : [o.coupon_id]));
    const [lines, events, afterSales, couponNamesEn] = await Promise.all([
      repo.linesOf(ids),
      repo.eventsOf(ids),
      repo.afterSalesOf(ids),
      language === 'en' ? coupons.englishNamesOf(couponIds) : new Map<string, string>(),
    ]);
    return orders.map((order) =>
      toOrder(
        {
          order,
          lines: lines.filter((l) => l.order_id === order.id),
          events: events.filter((e) => e.order_id === order.id),
          afterSales: afterSales.filter((a) => a.order_id === order.id),
          couponNameEn: order.coupon_id === null ? null : couponNamesEn.get(order.coupon_id),
        },
        deps.imageUrl,
        language,
      ),
    );
  }

  const present = async (order: OrderRow, language?: ContentLanguage) => (await rowsFor([order], language))[0] as Order;

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

  /** Returns the typed stock of the lines, the stems they held in the cooler, and the delivery slot an order took. */
  async function giveBack(id: string, trx: Db) {
    const order = await anyOrNotFound(id, trx);
    // A subscription's purchase holds nothing; its deliveries hold no typed stock (decision 061).
    if (order.kind === 'subscription') return;
    // Lines the cooler promised took no typed stock (decision 060): their stems are let go instead.
    const lines = order.subscription_id ? [] : await repo.linesOf([id], trx);
    await stock.giveBack(
      lines.filter((l) => l.from_cooler !== 1),
      trx,
    );
    await deps.stems.release(id, trx);
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
    await deps.stems.unmake(
      id,
      { returned: decision.stemsReturned ?? false, actorId: decision.actorId ?? null, at },
      trx,
    );
    // The order is undone as if never placed, so the coupon it used can be used again (decision 026).
    await coupons.giveBackUsed(id, trx);
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
    async confirm(memberId: string, input: ConfirmInput, language?: ContentLanguage): Promise<OrderQuote> {
      return (await quote(memberId, input, now(), language)).answer;
    },

    /**
     * Creates the order once per idempotency key. A request that fails is checked against the key afterwards: when a
     * twin request (or an earlier try of this one) made the order, that order is the answer.
     */
    async create(memberId: string, input: CreateInput, language?: ContentLanguage): Promise<Order> {
      try {
        return await placeOrder(memberId, input, language);
      } catch (error) {
        const made = await repo.findByKey(memberId, input.idempotencyKey);
        if (made) return present(made, language);
        throw error;
      }
    },

    async list(memberId: string, tab: OrderListTab, page: number, pageSize: number, language?: ContentLanguage) {
      const { rows, total } = await repo.pageOwn(memberId, tab, page, pageSize);
      return { list: await rowsFor(rows, language), total };
    },

    detail: async (memberId: string, id: string, language?: ContentLanguage) =>
      (await rowsFor([await ownOrNotFound(memberId, id)], language))[0] as Order,

    /** The customer cancels an unpaid order. */
    async cancel(memberId: string, id: string, language?: ContentLanguage): Promise<Order> {
      await ownOrNotFound(memberId, id);
      if (!(await cancelUnpaid(id, 'customer'))) throw statusConflict('be cancelled');
      return present(await anyOrNotFound(id), language);
    },

    /**
     * The customer cancels a paid order the florist has not started: refunded in full at once, stock, slot and coupon
     * back (the staff refund's path). A florist starting meanwhile wins: 409 ORDER_ALREADY_PREPARING, nothing refunded.
     */
    async cancelPaid(memberId: string, id: string, language?: ContentLanguage): Promise<Order> {
      refuseSubscriptionOrder(await changing.ownPaidOrder(memberId, id, 'be cancelled'), 'be cancelled');
      const refundId = await repo.transaction((trx) => refundUndelivered(id, ['paid'], 'customer', trx));
      if (refundId === undefined) throw noLongerPaid(await anyOrNotFound(id), 'be cancelled');
      // Asked of the provider after the commit; a refusal stays recorded and the refund worker asks again.
      if (refundId) await deps.refunds.workNow([refundId]);
      return present(await anyOrNotFound(id), language);
    },

    /** The customer changes a paid order the florist has not started (see order-changing.ts). */
    change: async (memberId: string, id: string, input: ChangeInput, language?: ContentLanguage): Promise<Order> =>
      present(await changing.change(memberId, id, input), language),

    /** The delivery days a paid order may move to. */
    changeOptions: (memberId: string, id: string) => changing.options(memberId, id),

    /** The customer confirms the flowers arrived. */
    async receive(memberId: string, id: string, language?: ContentLanguage): Promise<Order> {
      await ownOrNotFound(memberId, id);
      if (!(await move(id, 'delivering', 'received', 'customer', { received_at: now() }))) {
        throw statusConflict('be received');
      }
      return present(await anyOrNotFound(id), language);
    },

    /** One comment per flower line not yet commented; the order then completes (see order-comments.ts). */
    comment: (memberId: string, input: CommentInput, language?: ContentLanguage) =>
      comments.comment(memberId, input, language),

    /** The member's unpaid order that a payment may be made for; 404 for another's, 409 when not payable. */
    async payableOrder(memberId: string, id: string): Promise<OrderRow> {
      const order = await ownOrNotFound(memberId, id);
      if (order.status !== 'pending_payment') throw statusConflict('be paid');
      if (order.pay_deadline <= now()) {
        throw conflict('ORDER_PAY_EXPIRED', 'The time to pay this order has run out');
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
