import { z } from 'zod';
import { GOODS_EDITOR_LIMITS as L } from '../constants';
import { SUBSCRIPTION_MAX_DELIVERIES, SUBSCRIPTION_MAX_LEAD_DAYS } from '../domain/subscription-schedule';
import { catalogueId, yuan } from './catalogue';
import { englishText } from './english-text';
import { pageOf, paging } from './envelope';
import { recordId } from './member-centre';
import { recordVersion } from './record-version';
import { deliveryRecipient, subscriptionChange, subscriptionDelivery, subscriptionStatus } from './subscription';

/**
 * Flowers every week in the console (issue 45, decision 061): all under /api/admin/subscriptions/. Plans and series
 * need `subscriptions.manage`, the week's bouquet `catalogue.manage`, the lists and figures `subscriptions.read`.
 * Money is in yuan; every figure typed is bounded here and checked again by the server.
 */

const isoWeekday = z.number().int().min(1).max(7);
const shopDate = z.iso.date();
const picture = z.string().trim().max(500);
const name = z.string().trim().min(1).max(30);
const description = z.string().trim().max(500);

export const adminSeriesInput = z.object({
  name,
  nameEn: englishText(30),
  description,
  descriptionEn: englishText(500),
  cover: picture,
  /** The default bouquet: a goods (and its size, when it has sizes) whose recipe the cooler holds stems for. */
  goodsId: catalogueId,
  skuId: catalogueId.nullable(),
  sort: z.number().int().min(0).max(9999),
  active: z.boolean(),
});

export const adminPlanInput = z.object({
  seriesId: recordId,
  deliveries: z.number().int().min(1).max(SUBSCRIPTION_MAX_DELIVERIES),
  everyWeeks: z.union([z.literal(1), z.literal(2)]),
  weekdays: z
    .array(isoWeekday)
    .min(1)
    .max(7)
    .refine((d) => new Set(d).size === d.length, 'each weekday once'),
  price: yuan.min(0.01).max(L.PRICE_MAX_YUAN * SUBSCRIPTION_MAX_DELIVERIES),
  leadDays: z.number().int().min(1).max(SUBSCRIPTION_MAX_LEAD_DAYS),
  cutoff: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be HH:MM'),
  giftable: z.boolean(),
  active: z.boolean(),
  sort: z.number().int().min(0).max(9999),
});

export const adminPlan = adminPlanInput.extend({
  id: z.string(),
  version: z.number().int(),
  /** Subscriptions bought on it (its terms stay as bought; edits apply to new purchases). */
  sold: z.number().int(),
});
export type AdminPlan = z.infer<typeof adminPlan>;

export const adminSeries = adminSeriesInput.extend({
  id: z.string(),
  version: z.number().int(),
  goodsName: z.string(),
  plans: z.array(adminPlan),
  activeSubscriptions: z.number().int(),
});
export type AdminSeries = z.infer<typeof adminSeries>;

/** POST /api/admin/subscriptions/series/list: every series with its plans. */
export const adminListSeries = {
  request: z.object({}),
  response: z.object({ list: z.array(adminSeries) }),
  path: '/api/admin/subscriptions/series/list' as const,
};
export const adminCreateSeries = {
  request: adminSeriesInput,
  response: adminSeries,
  path: '/api/admin/subscriptions/series/create' as const,
};
/** A stale `version` answers 409 RECORD_CHANGED with what changed. */
export const adminUpdateSeries = {
  request: adminSeriesInput.extend({ id: recordId, version: recordVersion }),
  response: adminSeries,
  path: '/api/admin/subscriptions/series/update' as const,
};
export const adminCreatePlan = {
  request: adminPlanInput,
  response: adminPlan,
  path: '/api/admin/subscriptions/plan/create' as const,
};
export const adminUpdatePlan = {
  request: adminPlanInput.extend({ id: recordId, version: recordVersion }),
  response: adminPlan,
  path: '/api/admin/subscriptions/plan/update' as const,
};

export const adminBouquet = z.object({
  id: z.string().nullable(),
  seriesId: z.string(),
  week: shopDate,
  title: z.string(),
  titleEn: z.string().nullable(),
  photo: z.string(),
  goodsId: z.string(),
  skuId: z.string().nullable(),
  goodsName: z.string(),
  /** The stems its recipe takes per bouquet, from the cooler; empty without a recipe. */
  stems: z.array(z.object({ name: z.string(), quantity: z.number().int() })),
  /** Subscription bouquets due that week. */
  due: z.number().int(),
  version: z.number().int().nullable(),
});
export type AdminBouquet = z.infer<typeof adminBouquet>;

/** POST /api/admin/subscriptions/bouquet/list: a series' weeks from `fromWeek` (a Monday), set or falling back to its goods. */
export const adminListBouquets = {
  request: z.object({ seriesId: recordId, fromWeek: shopDate, weeks: z.number().int().min(1).max(12).default(6) }),
  response: z.object({ list: z.array(adminBouquet) }),
  path: '/api/admin/subscriptions/bouquet/list' as const,
};
/** POST /api/admin/subscriptions/bouquet/save: one week's bouquet; `version` null creates it, a stale one is 409. */
export const adminSaveBouquet = {
  request: z.object({
    seriesId: recordId,
    week: shopDate.refine((d) => new Date(`${d}T00:00:00Z`).getUTCDay() === 1, 'must be a Monday'),
    title: name,
    titleEn: englishText(30),
    photo: picture,
    goodsId: catalogueId,
    skuId: catalogueId.nullable(),
    version: recordVersion.nullable(),
  }),
  response: adminBouquet,
  path: '/api/admin/subscriptions/bouquet/save' as const,
};

export const adminSubscriptionTab = z.enum(['active', 'paused', 'ending', 'cancelled', 'all']);

export const adminSubscriptionRow = z.object({
  id: z.string(),
  seriesId: z.string(),
  seriesName: z.string(),
  status: subscriptionStatus,
  /** Active with at most one delivery left to place. */
  ending: z.boolean(),
  memberId: z.string(),
  /** The buyer's phone, masked. */
  memberPhone: z.string(),
  recipientName: z.string(),
  district: z.string(),
  weekday: isoWeekday.nullable(),
  deliveriesTotal: z.number().int(),
  delivered: z.number().int(),
  nextDate: shopDate.nullable(),
  paid: z.number(),
  gift: z.boolean(),
  createdAt: z.number().int(),
});
export type AdminSubscriptionRow = z.infer<typeof adminSubscriptionRow>;

/** POST /api/admin/subscriptions/list: filtered by tab, series, weekday and district; newest first. */
export const adminListSubscriptions = {
  request: z.object({
    ...paging,
    tab: adminSubscriptionTab.default('active'),
    seriesId: recordId.optional(),
    weekday: isoWeekday.optional(),
    district: z.string().trim().max(30).optional(),
  }),
  response: pageOf(adminSubscriptionRow).extend({ counts: z.record(adminSubscriptionTab, z.number().int()) }),
  path: '/api/admin/subscriptions/list' as const,
};

/** POST /api/admin/subscriptions/detail/{id}: one subscription with its deliveries, their orders and every change. */
export const adminSubscriptionDetail = {
  params: z.object({ id: recordId }),
  response: adminSubscriptionRow.extend({
    planId: z.string(),
    everyWeeks: z.number().int(),
    slot: z.string().nullable(),
    pausedUntil: shopDate.nullable(),
    recipient: deliveryRecipient,
    cardMessage: z.string(),
    cardEvery: z.boolean(),
    price: z.number(),
    refunded: z.number(),
    /** Recognised so far: the shares of the deliveries placed. */
    recognised: z.number(),
    purchaseOrderId: z.string(),
    purchaseOrderNo: z.string(),
    deliveries: z.array(subscriptionDelivery.extend({ orderNo: z.string().nullable(), amount: z.number() })),
    changes: z.array(subscriptionChange),
  }),
  path: '/api/admin/subscriptions/detail/:id' as const,
};

/** POST /api/admin/subscriptions/day-counts: subscription bouquets each day needs, per series (placed or still scheduled). */
export const adminSubscriptionDayCounts = {
  request: z
    .object({ from: shopDate, to: shopDate })
    .refine((r) => r.from <= r.to, { message: 'must not be after to', path: ['from'] }),
  response: z.object({
    days: z.array(
      z.object({
        date: shopDate,
        total: z.number().int(),
        series: z.array(z.object({ seriesId: z.string(), name: z.string(), count: z.number().int() })),
      }),
    ),
  }),
  path: '/api/admin/subscriptions/day-counts' as const,
};

/** POST /api/admin/subscriptions/figures: the dashboard's subscription figures for the shop's current month. */
export const adminSubscriptionFigures = {
  request: z.object({}),
  response: z.object({
    active: z.number().int(),
    newThisMonth: z.number().int(),
    cancelledThisMonth: z.number().int(),
    /** Recognised per delivery placed this month (the shares), not at purchase. */
    recognisedThisMonth: z.number(),
    /** Paid for deliveries not yet placed (deferred). */
    deferred: z.number(),
    /** Deliveries past their placing moment that no day could take (every slot full or closed): staff must act. */
    unplaced: z.number().int(),
  }),
  path: '/api/admin/subscriptions/figures' as const,
};
