import { z } from 'zod';
import { CARD_MESSAGE_MAX_LENGTH } from '../constants/orders';
import { phone } from './member';
import { recordId } from './member-centre';
import { couponChoice, deliverySlotId, recipientInput } from './order';

/**
 * Flowers every week (issue 45, decision 061): the shop's calls, all under /api/mall/subscription/. Money is in yuan
 * as in every shop answer; dates are the shop's (YYYY-MM-DD, UTC+8); weekdays are ISO (1 Monday … 7 Sunday).
 */

const isoWeekday = z.number().int().min(1).max(7);
const shopDate = z.iso.date();

export const subscriptionStatus = z.enum([
  'pending_payment',
  'awaiting_claim',
  'active',
  'paused',
  'ended',
  'cancelled',
]);
export type SubscriptionStatusName = z.infer<typeof subscriptionStatus>;
export const subscriptionDeliveryStatus = z.enum(['scheduled', 'placed', 'delivered', 'cancelled']);

/** A plan as the shop offers it. */
export const subscriptionPlan = z.object({
  id: z.string(),
  seriesId: z.string(),
  deliveries: z.number().int(),
  everyWeeks: z.number().int(),
  weekdays: z.array(isoWeekday),
  price: z.number(),
  /** The price of one delivery, rounded down to the cent, for the "¥39.90 / 束" line. */
  perDelivery: z.number(),
  leadDays: z.number().int(),
  cutoff: z.string(),
  giftable: z.boolean(),
  /** The first dates a delivery can start on, soonest first (across the plan's weekdays). */
  firstDates: z.array(shopDate),
});
export type SubscriptionPlan = z.infer<typeof subscriptionPlan>;

/** The week's bouquet of a series: set by the florist for a week, else the series' own goods. */
export const weeklyBouquet = z.object({
  week: shopDate,
  title: z.string(),
  photo: z.string(),
  goodsId: z.string(),
});

export const subscriptionSeries = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  cover: z.string(),
  /** The cheapest plan's price per delivery. */
  fromPerDelivery: z.number(),
  thisWeek: weeklyBouquet,
  nextWeek: weeklyBouquet,
  plans: z.array(subscriptionPlan),
});
export type SubscriptionSeries = z.infer<typeof subscriptionSeries>;

/** POST /api/mall/subscription/series/list: the series on sale with their plans, in the shop's order. */
export const listSubscriptionSeries = {
  request: z.object({}),
  response: z.object({ list: z.array(subscriptionSeries) }),
  path: '/api/mall/subscription/series/list' as const,
};

/** POST /api/mall/subscription/series/detail/{id}: one series on sale (404 otherwise), with the slots a delivery may take. */
export const subscriptionSeriesDetail = {
  params: z.object({ id: recordId }),
  response: subscriptionSeries.extend({
    slots: z.array(z.object({ id: z.string(), label: z.string() })),
  }),
  path: '/api/mall/subscription/series/detail/:id' as const,
};

/** What a buyer gives to start a plan (for themselves, or as a gift: then the recipient picks weekday and address). */
const gift = z.object({
  recipientName: z.string().trim().min(2).max(20),
  recipientPhone: phone,
  message: z.string().trim().max(CARD_MESSAGE_MAX_LENGTH).default(''),
  /** The giver's name as the recipient sees it. */
  from: z.string().trim().min(1).max(20),
});

const buyFields = {
  planId: recordId,
  /** Left out: the best coupon; null: no coupon. */
  couponId: recordId.nullable().optional(),
  /** For oneself: the first delivery's date (on one of the plan's weekdays, open for changes), slot and where. */
  firstDate: shopDate.optional(),
  slot: deliverySlotId.optional(),
  addressId: recordId.optional(),
  recipient: recipientInput.optional(),
  cardMessage: z.string().trim().max(CARD_MESSAGE_MAX_LENGTH).default(''),
  /** true: the card goes with every delivery; false: with the first only. */
  cardEvery: z.boolean().default(false),
  /** Present: a gift; `firstDate`, `slot`, `addressId` and `recipient` are then refused (the recipient chooses). */
  gift: gift.optional(),
};

/** POST /api/mall/subscription/quote: what buying would cost, with the coupons that fit and the dates it would bring. */
export const quoteSubscription = {
  request: z.object(buyFields),
  response: z.object({
    price: z.number(),
    discount: z.number(),
    pay: z.number(),
    coupon: couponChoice.nullable(),
    coupons: z.array(couponChoice),
    /** The deliveries' dates as planned now; empty for a gift. */
    dates: z.array(shopDate),
    /** Why it cannot be bought as asked (an address outside the zones, a date no longer open), or null. */
    problem: z.object({ code: z.string(), field: z.string(), message: z.string() }).nullable(),
  }),
  path: '/api/mall/subscription/quote' as const,
};

/**
 * POST /api/mall/subscription/create: the subscription and its purchase order, paid on the usual pay page
 * (`/pages/order/pay/pay?orderId=`); a repeated `idempotencyKey` answers the first result.
 */
export const createSubscription = {
  request: z.object({ ...buyFields, idempotencyKey: z.string().trim().min(8).max(64) }),
  response: z.object({ subscriptionId: z.string(), orderId: z.string() }),
  path: '/api/mall/subscription/create' as const,
};

export const deliveryRecipient = z.object({
  name: z.string(),
  phone: z.string(),
  province: z.string(),
  city: z.string(),
  district: z.string(),
  detail: z.string(),
});

export const subscriptionDelivery = z.object({
  id: z.string(),
  date: shopDate,
  slot: z.string(),
  status: subscriptionDeliveryStatus,
  /** "3" of "3/12" once placed; null before. */
  number: z.number().int().nullable(),
  orderId: z.string().nullable(),
  /** The order's state once placed (delivering, received…), for the shop's wording. */
  orderStatus: z.string().nullable(),
  deliveryPhoto: z.string().nullable(),
  recipient: deliveryRecipient,
  /** Whether this delivery has its own recipient or address. */
  ownRecipient: z.boolean(),
  movedFrom: shopDate.nullable(),
  /** Until when the customer may skip, move or change it (epoch ms); past it, changes apply from the next one. */
  changeableUntil: z.number().int(),
  changeable: z.boolean(),
});
export type SubscriptionDelivery = z.infer<typeof subscriptionDelivery>;

export const subscriptionChangeKind = z.enum([
  'bought',
  'paid',
  'claimed',
  'skipped',
  'moved',
  'recipient',
  'paused',
  'resumed',
  'cancelled',
  'shop-moved',
  'placed',
  'delivered',
  'reminded',
  // No day could take a delivery when it was due (every slot full or closed): it stays scheduled; staff see it.
  'unplaced',
]);
export const subscriptionChange = z.object({
  kind: subscriptionChangeKind,
  by: z.enum(['customer', 'staff', 'system']),
  at: z.number().int(),
  /** The delivery's date it concerns, if one. */
  date: shopDate.nullable(),
  /** What changed, as words the page shows beside the kind (a date, a district), already in the reader's language. */
  detail: z.string(),
});

export const subscriptionSummary = z.object({
  id: z.string(),
  seriesId: z.string(),
  seriesName: z.string(),
  cover: z.string(),
  planId: z.string(),
  status: subscriptionStatus,
  deliveriesTotal: z.number().int(),
  everyWeeks: z.number().int(),
  weekday: isoWeekday.nullable(),
  /** Delivered, and placed or delivered. */
  delivered: z.number().int(),
  placed: z.number().int(),
  nextDate: shopDate.nullable(),
  pausedUntil: shopDate.nullable(),
  gift: z.boolean(),
  /** The member is who bought it (may cancel) / who receives it (may skip, move, change). */
  isBuyer: z.boolean(),
  isOwner: z.boolean(),
  purchaseOrderId: z.string(),
});
export type SubscriptionSummary = z.infer<typeof subscriptionSummary>;

/** POST /api/mall/subscription/list: the member's subscriptions, bought or received, newest first. */
export const listSubscriptions = {
  request: z.object({}),
  response: z.object({ list: z.array(subscriptionSummary) }),
  path: '/api/mall/subscription/list' as const,
};

export const subscriptionDetailAnswer = subscriptionSummary.extend({
  slot: z.string().nullable(),
  recipient: deliveryRecipient,
  cardMessage: z.string(),
  cardEvery: z.boolean(),
  /** The price and what was paid and refunded: shown to the buyer only (zero for a gift's recipient). */
  paid: z.number(),
  refunded: z.number(),
  /** What cancelling now would give back: the shares of the deliveries not yet placed (buyer only). */
  refundIfCancelled: z.number(),
  deliveries: z.array(subscriptionDelivery),
  changes: z.array(subscriptionChange),
  /** For a gift not yet claimed, to the buyer: the claim link to pass on. */
  claimUrl: z.string().nullable(),
});
export type SubscriptionDetail = z.infer<typeof subscriptionDetailAnswer>;

const byId = z.object({ id: recordId });

/** POST /api/mall/subscription/detail/{id}: the member's own (as buyer or owner); another's answers 404. */
export const subscriptionDetail = {
  params: byId,
  response: subscriptionDetailAnswer,
  path: '/api/mall/subscription/detail/:id' as const,
};

const oneDelivery = z.object({ id: recordId, deliveryId: recordId });

/** POST /api/mall/subscription/skip: before its cut-off; the plan gets one delivery longer. 409 DELIVERY_LOCKED after. */
export const skipDelivery = {
  request: oneDelivery,
  response: subscriptionDetailAnswer,
  path: '/api/mall/subscription/skip' as const,
};

/** POST /api/mall/subscription/move: one delivery to another open date (its own cut-off not passed). */
export const moveDelivery = {
  request: oneDelivery.extend({ date: shopDate, slot: deliverySlotId.optional() }),
  response: subscriptionDetailAnswer,
  path: '/api/mall/subscription/move' as const,
};

/**
 * POST /api/mall/subscription/change: the recipient and address of one delivery (`deliveryId`) or of all to come
 * (`scope: 'all'`: deliveries past their cut-off keep theirs, and the answer says from which date it applies).
 */
export const changeSubscriptionRecipient = {
  request: z
    .object({
      id: recordId,
      scope: z.enum(['one', 'all']),
      deliveryId: recordId.optional(),
      addressId: recordId.optional(),
      recipient: recipientInput.optional(),
    })
    .refine((r) => r.scope === 'all' || r.deliveryId, { message: 'name the delivery to change', path: ['deliveryId'] })
    .refine((r) => Boolean(r.addressId) !== Boolean(r.recipient), {
      message: 'give either addressId or recipient',
      path: ['recipient'],
    }),
  response: subscriptionDetailAnswer,
  path: '/api/mall/subscription/change' as const,
};

/** POST /api/mall/subscription/pause: deliveries not yet placed start again on the weekday on or after `until`. */
export const pauseSubscription = {
  request: z.object({ id: recordId, until: shopDate }),
  response: subscriptionDetailAnswer,
  path: '/api/mall/subscription/pause' as const,
};

/** POST /api/mall/subscription/resume: a paused plan goes on from the first open date on its weekday. */
export const resumeSubscription = {
  request: byId,
  response: subscriptionDetailAnswer,
  path: '/api/mall/subscription/resume' as const,
};

/**
 * POST /api/mall/subscription/cancel: by the buyer; the deliveries not yet placed are cancelled and their shares
 * refunded through the provider that took the money (durable, retried), to the cent. Deliveries already placed are
 * being prepared: they are made and delivered, not refunded (the page says so before asking).
 */
export const cancelSubscription = {
  request: byId,
  response: subscriptionDetailAnswer,
  path: '/api/mall/subscription/cancel' as const,
};

/** POST /api/mall/subscription/gift/detail: what the claim link shows (never the price); 404 for an unknown link. */
export const giftDetail = {
  request: z.object({ token: z.string().min(16).max(100) }),
  response: z.object({
    seriesName: z.string(),
    cover: z.string(),
    deliveries: z.number().int(),
    everyWeeks: z.number().int(),
    weekdays: z.array(isoWeekday),
    firstDates: z.array(shopDate),
    slots: z.array(z.object({ id: z.string(), label: z.string() })),
    from: z.string(),
    message: z.string(),
    recipientName: z.string(),
    claimed: z.boolean(),
  }),
  path: '/api/mall/subscription/gift/detail' as const,
};

/** POST /api/mall/subscription/gift/claim: once (409 GIFT_CLAIMED after); the claimer owns the deliveries. */
export const claimGift = {
  request: z
    .object({
      token: z.string().min(16).max(100),
      firstDate: shopDate,
      slot: deliverySlotId,
      addressId: recordId.optional(),
      recipient: recipientInput.optional(),
    })
    .refine((r) => Boolean(r.addressId) !== Boolean(r.recipient), {
      message: 'give either addressId or recipient',
      path: ['recipient'],
    }),
  response: z.object({ subscriptionId: z.string() }),
  path: '/api/mall/subscription/gift/claim' as const,
};
