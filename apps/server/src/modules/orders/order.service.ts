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
  DeliveryProblem,
  Order,
  OrderQuote,
  OrderRefund,
  PayChannel,
  Recipient,
  RefundReason,
} from '@ffe/shared/contracts/order';
import { bestCoupon, type CouponFit, type CouponTerms, couponFit } from '@ffe/shared/domain/coupon';
import {
  type DeliveryArea,
  type DeliveryRules,
  deliveryAreaOf,
  slotCapacity,
  surchargeOn,
} from '@ffe/shared/domain/delivery-rules';
import { formatCents, toYuan } from '@ffe/shared/domain/money';
import { priceOrder, STANDARD_DELIVERY, shortOfMinimum } from '@ffe/shared/domain/order-pricing';
import { type OrderListTab, type OrderStatus, statusesOfTab } from '@ffe/shared/domain/order-state';
import type { z } from 'zod';
import type { Db } from '../../db/connect';
import { isTransientConflict, violatesUnique } from '../../db/errors';
import type { OrderEventTable } from '../../db/schema';
import { AppError, conflict, invalidParam, notFound } from '../../platform/errors';
import { toAddress } from '../addresses/addresses.mapper';
import type { AddressRepository } from '../addresses/addresses.repository';
import type { InvoiceRepository } from '../invoices/invoices.repository';
import type { UploadService } from '../uploads/uploads.service';
import { deliveryCalendar, deliveryDates, firstOpenSlot, slotKey } from './delivery-calendar';
import { toOrder } from './order.mapper';
import type { OrderGoodsRow, OrderRepository, OrderRow } from './order.repository';

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

/** A quote with what creating the order needs beyond the answer. */
interface Quote {
  answer: OrderQuote;
  goods: ReadonlyMap<string, OrderGoodsRow>;
  goodsCents: number;
  amounts: ReturnType<typeof priceOrder>;
  coupon: Coupon | undefined;
  /** The settings the quote was made under; the order books its slot by the same ones. */
  rules: DeliveryRules;
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

/** Why the address cannot have the order: outside every zone, or below its zone's minimum order. */
function deliveryProblemOf(area: DeliveryArea | undefined, goodsCents: number): DeliveryProblem | null {
  if (!area) return null;
  if (!area.served) return { reason: 'outOfArea', district: area.district, message: `暂不配送：${area.district}` };
  const missing = shortOfMinimum(goodsCents, area.terms);
  if (missing === 0) return null;
  const minOrder = area.terms.minOrderCents;
  return {
    reason: 'belowMinimum',
    minOrder: toYuan(minOrder),
    missing: toYuan(missing),
    message: `满¥${formatCents(minOrder)}起送，还差¥${formatCents(missing)}`,
  };
}

function fitAnswer(coupon: Coupon, fit: CouponFit) {
  return fit.usable ? { ...coupon, discount: toYuan(fit.discountCents) } : { ...coupon, reason: fit.reason };
}

/**
 * Orders from quote to completion (DESIGN §5). Every state change is a conditional update through the state table,
 * and what an order takes (stock, a delivery slot, a coupon) is taken in the transaction that creates it and given
 * back in the one that cancels it.
 */
export function orderService(deps: OrderServiceDeps) {
  const { repo, coupons } = deps;
  const now = deps.now ?? Date.now;

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

  /**
   * Prices the lines as the shop sells them now (prices from the client are never read), delivered to the recipient
   * given, else the chosen address, under the delivery settings of this moment.
   */
  async function quote(memberId: string, input: ConfirmInput & { recipient?: Recipient }, at: number): Promise<Quote> {
    const goodsRows = await repo.goodsFor(input.lines.map((l) => l.goodsId));
    const goods = new Map(goodsRows.map((g) => [g.id, g]));
    let goodsCents = 0;
    const lines = input.lines.map((line) => {
      const row = goods.get(line.goodsId);
      if (!row) throw notFound(`goods ${line.goodsId}`, 'GOODS_NOT_FOUND');
      const problem =
        row.status === 'off_sale'
          ? ('offSale' as const)
          : row.stock === 0
            ? ('soldOut' as const)
            : row.stock < line.quantity
              ? ('notEnoughStock' as const)
              : null;
      goodsCents += row.sale_price * line.quantity;
      return {
        goodsId: row.id,
        name: row.name,
        cover: deps.imageUrl(row.cover),
        price: toYuan(row.sale_price),
        quantity: line.quantity,
        amount: toYuan(row.sale_price * line.quantity),
        stock: row.stock,
        problem,
      };
    });

    const rules = await deps.delivery.current();
    const [address, candidates, loads] = await Promise.all([
      chosenAddress(memberId, input.addressId),
      coupons.candidatesFor(memberId, at),
      repo.slotLoads(deliveryDates(at, rules.horizonDays)),
    ]);

    const priced = input.lines.map((line) => {
      const row = goods.get(line.goodsId) as OrderGoodsRow;
      const categoryIds = [row.category_id, row.category_parent_id].filter((id): id is string => id !== null);
      return { goodsId: row.id, categoryIds, amountCents: row.sale_price * line.quantity };
    });
    const fitted = candidates.map((c) => ({ ...c, fit: couponFit(c.terms, priced, at), expiresAt: c.terms.expiresAt }));
    let chosen: (typeof fitted)[number] | undefined;
    if (input.couponId === undefined) chosen = bestCoupon(fitted);
    else if (input.couponId !== null) {
      chosen = fitted.find((c) => c.coupon.id === input.couponId);
      if (!chosen && !(await coupons.owns(memberId, input.couponId))) throw notFound('coupon');
      if (!chosen?.fit.usable) throw new AppError(409, 'COUPON_NOT_USABLE', 'This coupon cannot be used on this order');
    }
    const days = deliveryCalendar(at, rules, new Map(loads.map((l) => [slotKey(l.delivery_date, l.slot), l.booked])));
    const delivery = chosenDelivery(days, input.deliveryDate, input.deliverySlot);
    const destination = input.recipient ?? address;
    const area = destination ? deliveryAreaOf(rules, destination) : undefined;
    const terms = area?.served ? area.terms : STANDARD_DELIVERY;
    const surcharge = delivery ? surchargeOn(rules, delivery.date) : undefined;
    const amounts = priceOrder(goodsCents, chosen?.fit.usable ? chosen.fit.discountCents : 0, {
      terms,
      surchargeCents: surcharge?.amountCents ?? 0,
    });
    const deliveryProblem = deliveryProblemOf(area, goodsCents);
    const zone = area?.served ? area.zone : null;

    return {
      goods,
      goodsCents,
      amounts,
      coupon: chosen?.coupon,
      rules,
      answer: {
        lines,
        payable:
          lines.every((l) => l.problem === null) &&
          address !== null &&
          deliveryProblem === null &&
          delivery !== undefined,
        goodsAmount: toYuan(amounts.goodsCents),
        deliveryFee: toYuan(amounts.deliveryFeeCents),
        surcharge: toYuan(amounts.surchargeCents),
        surchargeReason: surcharge?.reason ?? null,
        discountAmount: toYuan(amounts.discountCents),
        payAmount: toYuan(amounts.payCents),
        address,
        zone: zone && { province: zone.province, city: zone.city, district: zone.district },
        freeDeliveryFrom: terms.freeFromCents === null ? null : toYuan(terms.freeFromCents),
        deliveryProblem,
        couponId: chosen?.coupon.id ?? null,
        coupons: {
          usable: fitted.filter((c) => c.fit.usable).map((c) => fitAnswer(c.coupon, c.fit)),
          unusable: fitted.filter((c) => !c.fit.usable).map((c) => fitAnswer(c.coupon, c.fit)),
        } as OrderQuote['coupons'],
        delivery: { days, date: delivery?.date ?? null, slot: delivery?.slot ?? null },
      },
    };
  }

  /** The named address (the member's own, else 404), or the default one. */
  async function chosenAddress(memberId: string, addressId: string | undefined): Promise<Address | null> {
    if (addressId) {
      const row = await deps.addresses.findOwn(memberId, addressId);
      if (!row) throw notFound('address');
      return toAddress(row);
    }
    const [first] = await deps.addresses.listOf(memberId);
    return first ? toAddress(first) : null;
  }

  /** The slot asked for, refused when it cannot be had; or the first open one. */
  function chosenDelivery(days: ReturnType<typeof deliveryCalendar>, date?: string, slot?: string) {
    if (!date && !slot) return firstOpenSlot(days);
    const day = days.find((d) => d.date === date);
    if (!day || day.closed) {
      throw new AppError(409, 'DELIVERY_SLOT_UNAVAILABLE', `deliveryDate: no delivery on ${date ?? '(none)'}`);
    }
    if (!slot) return firstOpenSlot([day]);
    const found = day.slots.find((s) => s.id === slot);
    if (found?.unavailable === 'full') {
      throw new AppError(409, 'DELIVERY_SLOT_FULL', `deliverySlot: ${slot} on ${date} is fully booked`);
    }
    if (!found || found.unavailable) {
      throw new AppError(409, 'DELIVERY_SLOT_UNAVAILABLE', `deliverySlot: ${slot} on ${date} can no longer be chosen`);
    }
    return { date: day.date, slot: found.id };
  }

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
    for (const line of await repo.linesOf([id], trx)) await repo.returnStock(line.goods_id, line.quantity, trx);
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
    for (const line of q.answer.lines) {
      if (line.problem === 'offSale') throw new AppError(409, 'GOODS_OFF_SALE', `「${line.name}」已下架`);
      if (line.problem) throw new AppError(409, 'OUT_OF_STOCK', `「${line.name}」库存不足`);
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
    const lines = input.lines.map((line, sort) => {
      const row = q.goods.get(line.goodsId) as OrderGoodsRow;
      return {
        id: crypto.randomUUID(),
        order_id: id,
        goods_id: row.id,
        name: row.name,
        cover: row.cover,
        price: row.sale_price,
        quantity: line.quantity,
        amount: row.sale_price * line.quantity,
        sort,
        commented: 0,
        sku_id: null,
        spec_name: null,
        sku_name: null,
        is_add_on: 0,
      };
    });
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
          // One order of lines everywhere, so two orders never wait on each other's goods rows.
          for (const line of [...lines].sort((a, b) => a.goods_id.localeCompare(b.goods_id))) {
            if (!(await repo.reserveStock(line.goods_id, line.quantity, trx))) {
              throw new AppError(409, 'OUT_OF_STOCK', `「${line.name}」库存不足`);
            }
          }
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

    /** One comment per line not yet commented; they go to the goods' comment list, and the order completes. */
    async comment(memberId: string, input: CommentInput): Promise<Order> {
      const order = await ownOrNotFound(memberId, input.orderId);
      if (order.status !== 'received' && order.status !== 'completed') {
        throw new AppError(409, 'COMMENT_NOT_ALLOWED', 'Only a received order can be commented');
      }
      const lines = new Map((await repo.linesOf([order.id])).map((l) => [l.id, l]));
      const seen = new Set<string>();
      input.comments.forEach((c, i) => {
        if (!lines.has(c.lineId) || seen.has(c.lineId)) {
          throw invalidParam(`comments.${i}.lineId: not a line of this order, or named twice`);
        }
        seen.add(c.lineId);
      });
      for (const [i, c] of input.comments.entries()) {
        await deps.pictures.assertOwnPictures(memberId, c.pictures, `comments.${i}.pictures`);
      }
      const author = await repo.commenter(memberId);
      await repo.transaction(async (trx) => {
        const at = now();
        for (const c of input.comments) {
          if (!(await repo.markLineCommented(c.lineId, order.id, trx))) {
            throw new AppError(409, 'COMMENT_NOT_ALLOWED', 'This line has already been commented');
          }
          await repo.insertComment(
            {
              id: crypto.randomUUID(),
              goods_id: (lines.get(c.lineId) as { goods_id: string }).goods_id,
              user_id: memberId,
              nickname: author?.nickname ?? '',
              avatar: author?.avatar ?? '',
              anonymous: c.anonymous ? 1 : 0,
              rating: c.rating,
              content: c.content,
              pictures: JSON.stringify(c.pictures),
              reply: null,
              reply_time: null,
              created_at: at,
              order_line_id: c.lineId,
              spec_name: null,
              sku_name: null,
            },
            trx,
          );
        }
        const left = (await repo.linesOf([order.id], trx)).some((l) => l.commented === 0);
        if (!left && (await repo.moveStatus(order.id, ['received'], 'completed', {}, at, trx))) {
          await event(order.id, 'completed', 'customer', at, trx);
        }
      });
      return present(await anyOrNotFound(order.id));
    },

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
      for (const line of await repo.linesOf([id], trx)) await repo.addSales(line.goods_id, line.quantity, trx);
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
