import type { Coupon, CouponOffer } from '@ffe/shared/contracts/coupon';

/** May 2026 in the shop's time (UTC+8): from the 1st, 00:00, until the 1st of June, 00:00. */
const MAY_1 = Date.UTC(2026, 3, 30, 16);
const JUNE_1 = Date.UTC(2026, 4, 31, 16);

/** ¥20 off orders of ¥99 or more, anywhere in the shop, for May; tests override only what they are about. */
export function aCoupon(overrides: Partial<Coupon> = {}): Coupon {
  return {
    id: 'c-1',
    templateId: 't-1',
    name: '满99减20',
    kind: 'fixed',
    amountOff: 20,
    percentOff: 0,
    maxOff: 0,
    minSpend: 99,
    scope: 'all',
    scopeNames: [],
    startsAt: MAY_1,
    expiresAt: JUNE_1,
    state: 'unused',
    orderId: null,
    ...overrides,
  };
}

/** The claim centre's offer of `aCoupon()`'s terms, good for 7 days after claiming. */
export function anOffer(overrides: Partial<CouponOffer> = {}): CouponOffer {
  const { id: _id, startsAt: _from, expiresAt: _until, state: _state, orderId: _order, ...terms } = aCoupon();
  return {
    ...terms,
    validFrom: null,
    validUntil: null,
    validDays: 7,
    remaining: 120,
    claimedByMe: 0,
    perMemberLimit: 1,
    unclaimableReason: null,
    ...overrides,
  };
}
