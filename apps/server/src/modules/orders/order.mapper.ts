import type { Order, OrderChange } from '@ffe/shared/contracts/order';
import { type ContentLanguage, inLanguage } from '@ffe/shared/domain/content-language';
import { toYuan } from '@ffe/shared/domain/money';
import type { OrderAfterSaleRow, OrderEventRow, OrderLineRow, OrderRow } from './order.repository';

/** The rows an order is read from, each list already narrowed to this order. */
export interface OrderRows {
  order: OrderRow;
  lines: readonly (Omit<OrderLineRow, 'name_en' | 'sku_name_en' | 'from_cooler'> & {
    name_en?: string | null;
    sku_name_en?: string | null;
  })[];
  events: readonly (Pick<OrderEventRow, 'status' | 'at' | 'by'> & { changes?: string | null })[];
  afterSales: readonly OrderAfterSaleRow[];
}

/** The orderer, when the order names one (both parts are given together). */
export function senderOf(order: Pick<OrderRow, 'sender_name' | 'sender_phone'>): Order['sender'] {
  return order.sender_name !== null && order.sender_phone !== null
    ? { name: order.sender_name, phone: order.sender_phone }
    : null;
}

/**
 * An order as its owner and staff read it; cents become yuan, JSON snapshots become objects, and the goods, the options
 * and the coupon are named in the reader's language when written in it (`couponNameEn`: the coupon's template's,
 * looked up).
 */
export function toOrder(
  { order, lines, events, afterSales, couponNameEn }: OrderRows & { couponNameEn?: string | null },
  imageUrl: (path: string) => string,
  language: ContentLanguage = 'zh-CN',
): Order {
  return {
    id: order.id,
    orderNo: order.order_no,
    status: order.status,
    createTime: order.created_at,
    payDeadline: order.status === 'pending_payment' ? order.pay_deadline : null,
    goodsAmount: toYuan(order.goods_amount),
    deliveryFee: toYuan(order.delivery_fee),
    surcharge: toYuan(order.surcharge),
    surchargeReason: order.surcharge_reason,
    discountAmount: toYuan(order.discount_amount),
    payAmount: toYuan(order.pay_amount),
    refundedAmount: toYuan(order.refunded_amount),
    lines: lines.map((line) => ({
      id: line.id,
      goodsId: line.goods_id,
      skuId: line.sku_id,
      name: inLanguage(language, line.name, line.name_en),
      specName: line.spec_name,
      skuName: line.sku_name === null ? null : inLanguage(language, line.sku_name, line.sku_name_en),
      addOn: line.is_add_on === 1,
      cover: imageUrl(line.cover),
      price: toYuan(line.price),
      quantity: line.quantity,
      amount: toYuan(line.amount),
      commented: line.commented === 1,
    })),
    recipient: {
      name: order.recipient_name,
      phone: order.recipient_phone,
      province: order.province,
      city: order.city,
      district: order.district,
      detail: order.detail,
    },
    deliveryDate: order.delivery_date,
    deliverySlot: order.delivery_slot,
    cardMessage: order.card_message,
    cardSignature: order.card_signature ?? '',
    anonymous: order.anonymous === 1,
    notifyRecipient: order.notify_recipient === 1,
    sender: senderOf(order),
    invoice: order.invoice ? (JSON.parse(order.invoice) as Order['invoice']) : null,
    note: order.note,
    couponName: order.coupon_name === null ? null : inLanguage(language, order.coupon_name, couponNameEn),
    payChannel: order.pay_channel,
    paidAt: order.paid_at,
    timeline: events.map(toOrderEvent),
    afterSales: afterSales.map((a) => ({
      id: a.id,
      status: a.status,
      amount: toYuan(a.amount),
      createTime: a.created_at,
    })),
    courier:
      order.courier_name !== null && order.courier_phone !== null
        ? { name: order.courier_name, phone: order.courier_phone }
        : null,
    deliveryPhoto: order.delivery_photo === null ? null : imageUrl(order.delivery_photo),
    kind: order.kind === 'subscription' ? 'subscription' : 'goods',
    subscription: order.subscription_id
      ? {
          id: order.subscription_id,
          number: order.subscription_number ?? null,
          total: order.subscription_total ?? null,
        }
      : null,
  };
}

/** A timeline step; one that changed the order without moving it says what changed. */
export function toOrderEvent(e: {
  status: Order['status'];
  at: number;
  by: Order['timeline'][number]['by'];
  changes?: string | null;
}) {
  const step = { status: e.status, at: e.at, by: e.by };
  return e.changes ? { ...step, changes: JSON.parse(e.changes) as OrderChange[] } : step;
}
