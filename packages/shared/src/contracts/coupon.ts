import { z } from 'zod';
import { pageOf, paging } from './envelope';

export const couponKind = z.enum(['fixed', 'percent']);
export const couponScope = z.enum(['all', 'category', 'goods']);
/** A held coupon belongs to an unpaid order; it comes back if that order is cancelled. */
export const couponState = z.enum(['unused', 'held', 'used', 'expired']);
export type CouponState = z.infer<typeof couponState>;

/** A coupon's terms as the member reads them; amounts in yuan. */
const couponTerms = {
  name: z.string(),
  kind: couponKind,
  /** Fixed coupons: yuan taken off. */
  amountOff: z.number(),
  /** Percent coupons: the percentage taken off (10 is 10% off). */
  percentOff: z.number().int(),
  /** Percent coupons: the most taken off in yuan; 0 for no cap. */
  maxOff: z.number(),
  minSpend: z.number(),
  scope: couponScope,
  /** What the scope covers, in words (category or goods names); empty for the whole shop. */
  scopeNames: z.array(z.string()),
};

/** One of the member's coupons. */
export const coupon = z.object({
  id: z.string(),
  templateId: z.string(),
  ...couponTerms,
  startsAt: z.number().int(),
  expiresAt: z.number().int(),
  state: couponState,
  orderId: z.string().nullable(),
});
export type Coupon = z.infer<typeof coupon>;

/** A coupon of the claim centre. */
export const couponOffer = z.object({
  templateId: z.string(),
  ...couponTerms,
  /** A fixed window (validFrom/validUntil) or a life of `validDays` from claiming. */
  validFrom: z.number().int().nullable(),
  validUntil: z.number().int().nullable(),
  validDays: z.number().int().nullable(),
  remaining: z.number().int(),
  claimedByMe: z.number().int(),
  perMemberLimit: z.number().int(),
  /** Why the member cannot claim it now, or null. */
  unclaimableReason: z.enum(['soldOut', 'limitReached', 'ended']).nullable(),
});
export type CouponOffer = z.infer<typeof couponOffer>;

/** POST /api/mall/coupon/mine { state, page, pageSize }: held coupons are listed with the unused ones. */
export const myCoupons = {
  request: z.object({ state: z.enum(['unused', 'used', 'expired']).default('unused'), ...paging }),
  response: pageOf(coupon),
  path: '/api/mall/coupon/mine' as const,
};
export type MyCouponsRequest = z.input<typeof myCoupons.request>;

/** POST /api/mall/coupon/centre: the coupons members can claim now. */
export const couponCentre = {
  request: z.object({}),
  response: z.object({ list: z.array(couponOffer) }),
  path: '/api/mall/coupon/centre' as const,
};

/** POST /api/mall/coupon/claim/{templateId} */
export const claimCoupon = {
  params: z.object({ templateId: z.string().min(1).max(64) }),
  response: coupon,
  path: '/api/mall/coupon/claim/:templateId' as const,
};
