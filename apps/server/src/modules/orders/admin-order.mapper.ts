import { ORDER_RECENTLY_PAID_MS } from '@ffe/shared/constants';
import type {
  AdminOrder,
  AdminOrderRow,
  AdminOrderRowLine,
  CourierDelivery,
  DaySheetOrder,
} from '@ffe/shared/contracts/admin-orders';
import type { Order, OrderRefund, Recipient } from '@ffe/shared/contracts/order';
import { maskPhone } from '@ffe/shared/domain/masking';
import { toYuan } from '@ffe/shared/domain/money';
import { type OrderMoney, orderMoney } from '@ffe/shared/domain/order-money';
import type {
  AfterSaleRecordRow,
  LineSummaryRow,
  ListedOrderRow,
  OrderCustomerRow,
  OrderEventWithActor,
} from './admin-order.repository';
import { toAfterSale } from './after-sale-record.mapper';
import { senderOf, toOrderEvent } from './order.mapper';
import type { OrderRow } from './order.repository';

/** Each order's lines, by order id. */
export function linesByOrder(lines: readonly LineSummaryRow[]) {
  const byOrder = new Map<string, AdminOrderRowLine[]>();
  for (const line of lines) {
    const list = byOrder.get(line.order_id) ?? [];
    list.push({
      name: line.name,
      specName: line.spec_name,
      skuName: line.sku_name,
      addOn: line.is_add_on === 1,
      quantity: line.quantity,
    });
    byOrder.set(line.order_id, list);
  }
  return byOrder;
}

const recipientOf = (order: ListedOrderRow): Recipient => ({
  name: order.recipient_name,
  phone: order.recipient_phone,
  province: order.province,
  city: order.city,
  district: order.district,
  detail: order.detail,
});

/** The courier as staff see one: the account when picked, with the name and phone the customer was given. */
function courierOf(order: ListedOrderRow) {
  if (order.courier_name === null || order.courier_phone === null) return null;
  return { userId: order.courier_user_id, name: order.courier_name, phone: order.courier_phone };
}

/** A delivery brought back waits for the florist while it is in the shop; sent out again or refunded, it no longer does. */
const attentionOf = (order: Pick<ListedOrderRow, 'status' | 'attention'>) =>
  order.status === 'preparing' || order.status === 'refunding' ? order.attention : null;

const isRecentlyPaid = (order: ListedOrderRow, at: number) =>
  order.paid_at !== null && at - order.paid_at <= ORDER_RECENTLY_PAID_MS;

/** A row of the workbench list. */
export function toAdminOrderRow(order: ListedOrderRow, lines: readonly AdminOrderRowLine[], at: number): AdminOrderRow {
  return {
    id: order.id,
    orderNo: order.order_no,
    status: order.status,
    deliveryDate: order.delivery_date,
    deliverySlot: order.delivery_slot,
    recipient: recipientOf(order),
    lines: [...lines],
    payAmount: toYuan(order.pay_amount),
    cardMessage: order.card_message,
    cardSignature: order.card_signature ?? '',
    note: order.note,
    anonymous: order.anonymous === 1,
    sender: senderOf(order),
    courier: courierOf(order),
    paidAt: order.paid_at,
    createTime: order.created_at,
    recentlyPaid: isRecentlyPaid(order, at),
    hasAfterSale: order.has_after_sale === 1,
    attention: attentionOf(order),
    subscription: order.subscription_id
      ? {
          id: order.subscription_id,
          number: order.subscription_number ?? null,
          total: order.subscription_total ?? null,
        }
      : null,
  };
}

/** The order's money lines in cents, as every page and the export list them. */
export const moneyOf = (order: ListedOrderRow): OrderMoney =>
  orderMoney({
    goodsCents: order.goods_amount,
    deliveryFeeCents: order.delivery_fee,
    surchargeCents: order.surcharge,
    discountCents: order.discount_amount,
    payCents: order.pay_amount,
    refundedCents: order.refunded_amount,
  });

/** What the detail adds to the order as its owner reads it. */
export interface AdminOrderExtras {
  events: readonly OrderEventWithActor[];
  refunds: OrderRefund[];
  afterSales: readonly AfterSaleRecordRow[];
  customer: OrderCustomerRow | undefined;
}

/**
 * An order's stem cost and margin in cents: the goods' part of what was paid and kept (refunds taken from the goods
 * first, delivery fee and surcharge being the courier's) less what its stems cost; both null when it used no stems.
 */
export function marginOf(order: OrderRow, stemCost: number | null): { stemCost: number | null; margin: number | null } {
  if (stemCost === null) return { stemCost: null, margin: null };
  const kept = order.pay_amount - order.refunded_amount;
  const goodsPaid = Math.max(
    0,
    Math.min(order.goods_amount - order.discount_amount, kept - order.delivery_fee - order.surcharge),
  );
  return { stemCost, margin: goodsPaid - stemCost };
}

/** The workbench's detail of an order: timeline steps name their staff, the buyer's phone is masked. */
export function toAdminOrder(base: Order, order: OrderRow, extras: AdminOrderExtras, at: number): AdminOrder {
  const { customer } = extras;
  const saleLines = base.lines.map(({ id, name, specName, skuName, quantity, amount }) => ({
    id,
    name,
    specName,
    skuName,
    quantity,
    amount,
  }));
  return {
    ...base,
    timeline: extras.events.map((e) => ({
      ...toOrderEvent(e),
      actorId: e.actor_id,
      // Only staff steps name a person: the customer and the system are named by the console in its language.
      actorName: e.by === 'staff' ? e.actor_name : null,
      outcome: e.outcome,
    })),
    courier: courierOf(order),
    refunds: extras.refunds,
    afterSaleRecords: extras.afterSales.map((row) => toAfterSale({ ...row, order_no: order.order_no }, saleLines)),
    customer: {
      id: order.user_id,
      nickname: customer?.nickname ?? '',
      phone: customer?.phone ? maskPhone(customer.phone) : null,
      orderCount: customer?.orderCount ?? 0,
    },
    preparingAt: order.preparing_at,
    dispatchedAt: order.dispatched_at,
    receivedAt: order.received_at,
    refundReason: order.refund_reason,
    recentlyPaid: isRecentlyPaid(order, at),
    attention: attentionOf(order),
  };
}

/** An order on the day sheet. */
export function toDaySheetOrder(order: OrderRow, lines: readonly AdminOrderRowLine[]): DaySheetOrder {
  return {
    id: order.id,
    orderNo: order.order_no,
    status: order.status,
    lines: [...lines],
    recipient: recipientOf(order),
    cardMessage: order.card_message,
    cardSignature: order.card_signature ?? '',
    anonymous: order.anonymous === 1,
    sender: senderOf(order),
    note: order.note,
    courier: courierOf(order),
  };
}

/** One of a courier's deliveries of the day, its slot named by its hours. */
export function toCourierDelivery(
  order: ListedOrderRow,
  lines: readonly AdminOrderRowLine[],
  slotLabel: (slot: string) => string,
): CourierDelivery {
  return {
    id: order.id,
    orderNo: order.order_no,
    status: order.status,
    deliverySlot: order.delivery_slot,
    slotLabel: slotLabel(order.delivery_slot),
    recipient: recipientOf(order),
    lines: [...lines],
    note: order.note,
    attention: attentionOf(order),
  };
}
