import crypto from 'node:crypto';
import { ORDER_PAY_TIMEOUT_MS, SHOP_UTC_OFFSET_MS } from '@ffe/shared/constants';
import type { Address } from '@ffe/shared/contracts/member-centre';
import type { createOrder, Order, Recipient } from '@ffe/shared/contracts/order';
import type { ContentLanguage } from '@ffe/shared/domain/content-language';
import { slotCapacity } from '@ffe/shared/domain/delivery-rules';
import type { z } from 'zod';
import { isTransientConflict, violatesUnique } from '../../db/errors';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { toOrder } from './order.mapper';
import type { OrderRow } from './order.repository';
import { lineLabel, toLineRow } from './order-lines';
import type { OrderServiceDeps } from './order-ports';
import type { orderQuotes } from './order-quote';
import type { orderStock } from './order-stock';

type CreateInput = z.output<typeof createOrder.request>;

/** How often a create whose transaction met a passing conflict is tried in all. */
const CREATE_ATTEMPTS = 3;

/** A number people can read out on the phone: the shop's date, then 8 random digits. */
export function orderNumber(at: number): string {
  const day = new Date(at + SHOP_UTC_OFFSET_MS).toISOString().slice(0, 10).replaceAll('-', '');
  return `${day}${String(crypto.randomInt(0, 100_000_000)).padStart(8, '0')}`;
}

/** Creating an order from a fresh quote: the order, its lines, the coupon, the stock and the slot in one transaction. */
export function orderPlacing(
  deps: OrderServiceDeps,
  parts: { quote: ReturnType<typeof orderQuotes>['quote']; stock: ReturnType<typeof orderStock>; now: () => number },
) {
  const { repo, coupons } = deps;
  const { quote, stock, now } = parts;

  function recipientOf(input: CreateInput, address: Address | null): Recipient {
    if (input.recipient) return input.recipient;
    if (!address) throw badRequest('ADDRESS_REQUIRED', 'addressId: choose or add a delivery address');
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
   * Places the order: the quote is read first, then one transaction writes the order and takes the coupon, the stock
   * and the slot last, so the rows every buyer competes for stay locked for as short a time as possible. The order
   * answers in `language`; what it keeps is the Chinese with the English beside it.
   */
  async function placeOrder(memberId: string, input: CreateInput, language: ContentLanguage = 'zh-CN'): Promise<Order> {
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
      if (q.stemsShort) throw q.stemsShort;
      throw conflict('DELIVERY_SLOT_UNAVAILABLE', 'deliverySlot: no delivery slot is left to choose');
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
      card_signature: input.cardSignature,
      anonymous: input.anonymous ? 1 : 0,
      notify_recipient: input.notifyRecipient ? 1 : 0,
      sender_name: input.sender?.name ?? null,
      sender_phone: input.sender?.phone ?? null,
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
      attention: null,
      kind: 'goods',
      subscription_id: null,
      subscription_number: null,
      subscription_total: null,
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
          // A size with a recipe is promised from the cooler only (decision 060): its stems, not its typed stock.
          const fromCooler = await deps.stems.reserve(
            { id, deliveryDate: date },
            lines.map((l) => ({ goodsId: l.goods_id, skuId: l.sku_id, quantity: l.quantity })),
            trx,
          );
          for (const line of lines) line.from_cooler = fromCooler.has(`${line.goods_id}:${line.sku_id ?? ''}`) ? 1 : 0;
          await repo.insertLines(lines, trx);
          await repo.insertEvent(created, trx);
          if (q.coupon && !(await coupons.hold(memberId, q.coupon.id, id, at, trx))) {
            throw conflict('COUPON_NOT_USABLE', 'This coupon cannot be used on this order');
          }
          await stock.reserve(
            lines.filter((l) => l.from_cooler !== 1),
            trx,
          );
          const capacity = slotCapacity(q.rules, date, slot);
          if (capacity < 1 || !(await repo.bookSlot(date, slot, capacity, trx))) {
            throw conflict('DELIVERY_SLOT_FULL', `deliverySlot: ${slot} on ${date} is fully booked`);
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
    const couponNameEn =
      language === 'en' && q.coupon ? (await coupons.englishNamesOf([q.coupon.id])).get(q.coupon.id) : null;
    return toOrder({ order, lines, events: [created], afterSales: [], couponNameEn }, deps.imageUrl, language);
  }

  return { placeOrder };
}
