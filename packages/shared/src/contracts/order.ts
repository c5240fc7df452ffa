import { z } from 'zod';
import {
  CARD_MESSAGE_MAX_LENGTH,
  CARD_SIGNATURE_MAX_LENGTH,
  CART_MAX_LINES,
  COMMENT_MAX_LENGTH,
  COMMENT_MAX_PICTURES,
  ORDER_LINE_MAX_QUANTITY,
  ORDER_NOTE_MAX_LENGTH,
  SENDER_NAME_MAX_LENGTH,
} from '../constants';
import { afterSaleStatuses, orderListTabs, orderStatuses } from '../domain/order-state';
import { catalogueId, goodsSummary } from './catalogue';
import { coupon } from './coupon';
import { pageOf, paging } from './envelope';
import { phone } from './member';
import { address, recordId } from './member-centre';

export const orderStatus = z.enum(orderStatuses);
/** A delivery slot's id, as the delivery settings name it; whether it exists is the current settings' to say. */
export const deliverySlotId = z.string().regex(/^[A-Za-z0-9_-]{1,20}$/, 'must be 1 to 20 letters, digits, - or _');
export const payChannel = z.enum(['wechat', 'alipay']);
export type PayChannel = z.infer<typeof payChannel>;

/** One line of an order checklist: a goods, its option when it has specifications, and how many (PRODUCT.md#shop-stored-shapes). */
export const orderLineInput = z.object({
  goodsId: catalogueId,
  /** Required for a goods with specifications, refused for one without (400 `lines.N.skuId`). */
  skuId: catalogueId.optional(),
  quantity: z.number().int().min(1).max(ORDER_LINE_MAX_QUANTITY),
});
export type OrderLineInput = z.infer<typeof orderLineInput>;

/** A checklist line's identity: a goods and its option together. */
const orderLineKey = (line: { goodsId: string; skuId?: string | null | undefined }): string =>
  `${line.goodsId}~${line.skuId ?? ''}`;

/** Where the flowers go when no saved address is named. */
export const recipientInput = z.object({
  name: z.string().trim().min(2).max(20),
  phone,
  province: z.string().trim().min(1).max(30),
  city: z.string().trim().min(1).max(30),
  district: z.string().trim().min(1).max(30),
  detail: z.string().trim().min(2).max(120),
});
export type Recipient = z.infer<typeof recipientInput>;

const confirmFields = {
  lines: z
    .array(orderLineInput)
    .min(1)
    .max(CART_MAX_LINES)
    .refine((lines) => new Set(lines.map(orderLineKey)).size === lines.length, 'each goods and option may appear once'),
  addressId: recordId.optional(),
  /** Left out: the best coupon is chosen; null: no coupon. */
  couponId: recordId.nullable().optional(),
  deliveryDate: z.iso.date().optional(),
  deliverySlot: deliverySlotId.optional(),
};

/** Why a line cannot be bought as asked; `addOnAlone`: add-ons are bought only with flowers. */
export const lineProblem = z.enum(['offSale', 'soldOut', 'notEnoughStock', 'addOnAlone']);
export type LineProblem = z.infer<typeof lineProblem>;

/**
 * What every priced line shows: the goods as it was sold (the option's price and picture, else the goods'), how many,
 * and their amount in yuan. `skuId`, `specName` (枝数) and `skuName` (33枝) are null without specifications.
 */
const pricedLine = {
  goodsId: z.string(),
  skuId: z.string().nullable(),
  name: z.string(),
  specName: z.string().nullable(),
  skuName: z.string().nullable(),
  addOn: z.boolean(),
  cover: z.string(),
  price: z.number(),
  quantity: z.number().int(),
  amount: z.number(),
};

export const quoteLine = z.object({ ...pricedLine, stock: z.number().int(), problem: lineProblem.nullable() });

export const deliverySlot = z.object({
  id: deliverySlotId,
  start: z.string(),
  end: z.string(),
  /** Why it cannot be chosen: past the same-day cut-off, or booked up. */
  unavailable: z.enum(['cutOff', 'full']).nullable(),
});
export const deliveryDay = z.object({
  date: z.iso.date(),
  closed: z.boolean(),
  /**
   * Why the day cannot be chosen: the shop is closed (休息), today is past its cut-off (已截单), every slot is full, or
   * the cooler cannot make the order's sizes with recipes that day (花材不足, issue 44).
   */
  unavailable: z.enum(['closed', 'cutOff', 'full', 'stems']).nullable(),
  /** On a day the cooler cannot make the order: the next day of the calendar it can, null when none can. */
  nextDate: z.iso.date().nullable().optional(),
  /** What an order delivered that day pays on top (yuan); 0 for none. */
  surcharge: z.number(),
  slots: z.array(deliverySlot),
});
export type DeliveryDay = z.infer<typeof deliveryDay>;

/** A district or province by name, as addresses carry them. */
const region = { province: z.string(), city: z.string(), district: z.string() };

/**
 * Why the chosen address cannot have the order as quoted: no delivery zone serves its district, or the goods are below
 * the zone's minimum order (yuan). `message` says it in the shop's words.
 */
export const deliveryProblem = z.discriminatedUnion('reason', [
  z.object({ reason: z.literal('outOfArea'), district: z.string(), message: z.string() }),
  z.object({ reason: z.literal('belowMinimum'), minOrder: z.number(), missing: z.number(), message: z.string() }),
]);
export type DeliveryProblem = z.infer<typeof deliveryProblem>;

export const couponChoice = coupon.extend({ discount: z.number() });
export const couponRefusal = coupon.extend({
  reason: z.enum(['notStarted', 'expired', 'outOfScope', 'belowMinimum']),
});

/** POST /api/mall/order/confirm: the server's quote; it never trusts a price from the client. */
export const confirmOrder = {
  request: z.object(confirmFields),
  response: z.object({
    lines: z.array(quoteLine),
    /** The on-sale add-ons the order's flowers offer, first named first, with their stock. */
    addOns: z.array(goodsSummary),
    /** False while a line has a problem, no address is chosen, it has a delivery problem or no delivery slot is left. */
    payable: z.boolean(),
    goodsAmount: z.number(),
    /** The address's zone fee, or nothing from the zone's free-delivery threshold on. */
    deliveryFee: z.number(),
    /** The delivery date's surcharge, per order, and its reason (e.g. 情人节). */
    surcharge: z.number(),
    surchargeReason: z.string().nullable(),
    discountAmount: z.number(),
    payAmount: z.number(),
    address: address.nullable(),
    /** The delivery zone whose terms apply; null while the shop sets no zones or no address is chosen. */
    zone: z.object(region).nullable(),
    /** The goods amount from which delivery to this address is free; null when it never is. */
    freeDeliveryFrom: z.number().nullable(),
    deliveryProblem: deliveryProblem.nullable(),
    couponId: z.string().nullable(),
    coupons: z.object({ usable: z.array(couponChoice), unusable: z.array(couponRefusal) }),
    delivery: z.object({
      days: z.array(deliveryDay),
      date: z.iso.date().nullable(),
      slot: deliverySlotId.nullable(),
    }),
  }),
  path: '/api/mall/order/confirm' as const,
};
export type ConfirmOrderRequest = z.input<typeof confirmOrder.request>;
export type OrderQuote = z.infer<typeof confirmOrder.response>;

export const invoiceSnapshot = z.object({
  kind: z.enum(['personal', 'company']),
  title: z.string(),
  taxNumber: z.string().nullable(),
});

/** Who orders the flowers (订购人), for the shop to call; it starts from the account's nickname and mobile. */
export const senderInput = z.object({
  name: z.string().trim().min(1).max(SENDER_NAME_MAX_LENGTH),
  phone,
});
export type Sender = z.infer<typeof senderInput>;
/** The orderer as an order carries it. */
export const orderSender = z.object({ name: z.string(), phone: z.string() });

export const orderLine = z.object({ id: z.string(), ...pricedLine, commented: z.boolean() });
export type OrderLine = z.infer<typeof orderLine>;

/** What the customer may change of a paid order before the florist starts (issue 16). */
// `substitution`: stems proposed in place of ones the cooler fell short of; `stems`: the order made with them (issue 44).
export const orderChangeField = z.enum(['recipient', 'address', 'delivery', 'cardMessage', 'substitution', 'stems']);
export type OrderChangeField = z.infer<typeof orderChangeField>;

/** One changed part of an order, its old and new values as the timeline shows them. */
export const orderChange = z.object({ field: orderChangeField, from: z.string(), to: z.string() });
export type OrderChange = z.infer<typeof orderChange>;

export const orderEvent = z.object({
  status: orderStatus,
  at: z.number().int(),
  by: z.enum(['customer', 'staff', 'system']),
  /** Present on a step that changed the order without moving it: what changed, from what to what. */
  changes: z.array(orderChange).optional(),
});

export const afterSaleSummary = z.object({
  id: z.string(),
  status: z.enum(afterSaleStatuses),
  amount: z.number(),
  createTime: z.number().int(),
});

/** Why money goes back: a payment that came after the order ended, a second payment, a staff cancel, after-sale, or the periodic check. */
export const refundReason = z.enum([
  'late-payment',
  'duplicate-payment',
  'order-cancelled',
  'after-sale',
  'reconciliation',
  // The deliveries of a cancelled subscription not yet placed (issue 45).
  'subscription-cancelled',
]);
export type RefundReason = z.infer<typeof refundReason>;

/** pending: due to be asked (again); processing: the provider accepted and settles later; succeeded: paid back. */
export const refundStatus = z.enum(['pending', 'processing', 'succeeded']);
export type RefundStatus = z.infer<typeof refundStatus>;

/** A refund of the order as staff see it: every provider attempt counted, the last refusal kept. */
export const orderRefund = z.object({
  id: z.string(),
  amount: z.number(),
  reason: refundReason,
  status: refundStatus,
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  nextAttemptTime: z.number().int().nullable(),
  createTime: z.number().int(),
  updateTime: z.number().int(),
  settledTime: z.number().int().nullable(),
});
export type OrderRefund = z.infer<typeof orderRefund>;

/** An order as its owner (or staff) reads it; amounts in yuan. */
export const order = z.object({
  id: z.string(),
  orderNo: z.string(),
  status: orderStatus,
  createTime: z.number().int(),
  /** Until when an unpaid order can be paid; null once it is no longer unpaid. */
  payDeadline: z.number().int().nullable(),
  goodsAmount: z.number(),
  deliveryFee: z.number(),
  /** The delivery date's surcharge the order paid, and its reason. */
  surcharge: z.number(),
  surchargeReason: z.string().nullable(),
  discountAmount: z.number(),
  payAmount: z.number(),
  refundedAmount: z.number(),
  lines: z.array(orderLine),
  /** As given at checkout; a gift's purchase names only who receives it (decision 061). */
  recipient: z.object({
    name: z.string(),
    phone: z.string(),
    province: z.string(),
    city: z.string(),
    district: z.string(),
    detail: z.string(),
  }),
  /** '' for a gift's purchase: its recipient picks the date and slot when claiming (decision 061). */
  deliveryDate: z.iso.date().or(z.literal('')),
  deliverySlot: deliverySlotId.or(z.literal('')),
  cardMessage: z.string(),
  /** The card's signature (署名); empty when unsigned or anonymous. */
  cardSignature: z.string(),
  anonymous: z.boolean(),
  /** Whether the recipient is texted when the flowers leave (never naming an anonymous buyer). */
  notifyRecipient: z.boolean(),
  /** Who ordered, as given at checkout; null for orders placed without one. */
  sender: orderSender.nullable(),
  invoice: invoiceSnapshot.nullable(),
  note: z.string(),
  couponName: z.string().nullable(),
  payChannel: payChannel.nullable(),
  paidAt: z.number().int().nullable(),
  timeline: z.array(orderEvent),
  afterSales: z.array(afterSaleSummary),
  /** Who brings the flowers, once dispatched (issue 13); null before, or when dispatched without a named courier. */
  courier: z.object({ name: z.string(), phone: z.string() }).nullable(),
  /** The photo taken at delivery, when the courier left one. */
  deliveryPhoto: z.string().nullable(),
  /** `subscription`: a 周花 plan's purchase, paid like any order and never made (decision 061); `goods` otherwise. */
  kind: z.enum(['goods', 'subscription']),
  /** The subscription a purchase or delivery order belongs to; a delivery's number of the plan's total ("3/12"). */
  subscription: z
    .object({ id: z.string(), number: z.number().int().nullable(), total: z.number().int().nullable() })
    .nullable(),
});
export type Order = z.infer<typeof order>;

export const orderListFilter = z.enum(orderListTabs);
/** POST /api/mall/order/list { status?, page, pageSize }: newest first; `status` is a tab of the order list. */
export const listOrders = {
  request: z.object({ status: orderListFilter.default('all'), ...paging }),
  response: pageOf(order),
  path: '/api/mall/order/list' as const,
};
export type ListOrdersRequest = z.input<typeof listOrders.request>;

export const orderById = {
  params: z.object({ id: recordId }),
  response: order,
  path: '/api/mall/order/detail/:id' as const,
};

/** POST /api/mall/order/create: the confirm body plus the key that makes a retry return the same order. */
export const createOrder = {
  request: z
    .object({
      ...confirmFields,
      idempotencyKey: z.string().trim().min(8).max(64),
      recipient: recipientInput.optional(),
      cardMessage: z.string().trim().max(CARD_MESSAGE_MAX_LENGTH).default(''),
      /** The name the card is signed with; empty leaves it unsigned. */
      cardSignature: z.string().trim().max(CARD_SIGNATURE_MAX_LENGTH).default(''),
      anonymous: z.boolean().default(false),
      /** Text the recipient when the flowers leave, with the courier's phone (issue 41); on unless turned off. */
      notifyRecipient: z.boolean().default(true),
      /** Left out by a client that does not ask; the order then names no orderer. */
      sender: senderInput.optional(),
      invoiceTitleId: recordId.optional(),
      note: z.string().trim().max(ORDER_NOTE_MAX_LENGTH).default(''),
    })
    .refine((o) => !(o.addressId && o.recipient), {
      message: 'give either addressId or recipient, not both',
      path: ['recipient'],
    })
    .refine((o) => !(o.anonymous && o.cardSignature), {
      message: 'an anonymous card carries no signature',
      path: ['cardSignature'],
    }),
  response: order,
  path: '/api/mall/order/create' as const,
};
export type CreateOrderRequest = z.input<typeof createOrder.request>;
/** POST /api/mall/order/cancel/{id}: an unpaid order. */
export const cancelOrder = { ...orderById, path: '/api/mall/order/cancel/:id' as const };
/** POST /api/mall/order/cancelPaid/{id}: a paid order the florist has not started, refunded in full. */
export const cancelPaidOrder = { ...orderById, path: '/api/mall/order/cancelPaid/:id' as const };
/** POST /api/mall/order/receive/{id} */
export const receiveOrder = { ...orderById, path: '/api/mall/order/receive/:id' as const };

/**
 * POST /api/mall/order/change/{id}: a paid order the florist has not started, sent elsewhere (a saved address, or a
 * recipient typed in), on another date and slot (both together), or with another card message. Fields left out keep
 * their value.
 */
export const changeOrder = {
  params: orderById.params,
  request: z
    .object({
      addressId: recordId.optional(),
      recipient: recipientInput.optional(),
      deliveryDate: z.iso.date().optional(),
      deliverySlot: deliverySlotId.optional(),
      cardMessage: z.string().trim().max(CARD_MESSAGE_MAX_LENGTH).optional(),
    })
    .refine((o) => !(o.addressId && o.recipient), {
      message: 'give either addressId or recipient, not both',
      path: ['recipient'],
    })
    .refine((o) => (o.deliveryDate === undefined) === (o.deliverySlot === undefined), {
      message: 'give the delivery date and slot together',
      path: ['deliverySlot'],
    })
    .refine((o) => Object.values(o).some((v) => v !== undefined), {
      message: 'name at least one thing to change',
      path: ['cardMessage'],
    }),
  response: order,
  path: '/api/mall/order/change/:id' as const,
};
export type ChangeOrderRequest = z.input<typeof changeOrder.request>;

/** POST /api/mall/order/changeOptions/{id}: the delivery days a paid order may move to, the order's own slot open. */
export const orderChangeOptions = {
  params: orderById.params,
  response: z.object({ days: z.array(deliveryDay) }),
  path: '/api/mall/order/changeOptions/:id' as const,
};
export type OrderChangeOptions = z.infer<typeof orderChangeOptions.response>;

/** POST /api/mall/order/comment: one comment per line still waiting for one; the order is then completed. */
export const commentOrder = {
  request: z.object({
    orderId: recordId,
    comments: z
      .array(
        z.object({
          lineId: recordId,
          rating: z.number().int().min(1).max(5),
          content: z.string().trim().min(1).max(COMMENT_MAX_LENGTH),
          pictures: z.array(z.string().min(1).max(500)).max(COMMENT_MAX_PICTURES).default([]),
          anonymous: z.boolean().default(false),
        }),
      )
      .min(1)
      .max(CART_MAX_LINES),
  }),
  response: order,
  path: '/api/mall/order/comment' as const,
};
export type CommentOrderRequest = z.input<typeof commentOrder.request>;

/** POST /api/mall/staff/order/list { status?, keyword?, page, pageSize }: keyword is an order number or a phone. */
export const staffListOrders = {
  request: z.object({
    status: orderStatus.optional(),
    keyword: z.string().trim().max(32).optional(),
    ...paging,
  }),
  response: pageOf(order),
};

/** POST /api/mall/staff/order/detail/{id}: the order with its refunds and their attempts. */
export const staffOrderDetail = {
  params: z.object({ id: recordId }),
  response: order.extend({ refunds: z.array(orderRefund) }),
};
export type StaffOrder = z.infer<typeof staffOrderDetail.response>;

/** POST /api/mall/staff/comment/reply/{id} */
export const replyComment = {
  params: z.object({ id: recordId }),
  request: z.object({ reply: z.string().trim().min(1).max(COMMENT_MAX_LENGTH) }),
  response: z.null(),
};
