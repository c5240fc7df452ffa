import type { Cents } from './money';

/** A coupon's terms (decision 006): a fixed amount off above a minimum spend, or a percentage off up to a cap. */
export interface CouponTerms {
  kind: 'fixed' | 'percent';
  /** Fixed coupons: cents taken off. */
  amountOffCents: Cents;
  /** Percent coupons: the percentage taken off, 1–99 (10 is "10% off", 九折). */
  percentOff: number;
  /** Percent coupons: the most they take off, or 0 for no cap. */
  maxOffCents: Cents;
  /** The goods (within scope) must add up to at least this. */
  minSpendCents: Cents;
  scope: 'all' | 'category' | 'goods';
  /** Category ids (a category covers its children) or goods ids, by scope. */
  scopeIds: readonly string[];
  startsAt: number;
  expiresAt: number;
}

/** A line of the order being priced, with what a coupon's scope looks at. */
export interface PricedLine {
  goodsId: string;
  /** The goods' category and its parent, if any: a coupon for the parent covers it. */
  categoryIds: readonly string[];
  amountCents: Cents;
}

/** Why a coupon the member holds cannot be used on this order. */
export type CouponUnusableReason = 'notStarted' | 'expired' | 'outOfScope' | 'belowMinimum';

export type CouponFit = { usable: true; discountCents: Cents } | { usable: false; reason: CouponUnusableReason };

function inScope(terms: CouponTerms, line: PricedLine): boolean {
  if (terms.scope === 'all') return true;
  if (terms.scope === 'goods') return terms.scopeIds.includes(line.goodsId);
  return line.categoryIds.some((id) => terms.scopeIds.includes(id));
}

/**
 * What the coupon takes off these lines at `now`: only lines in its scope count towards the minimum and the discount,
 * and a coupon never takes off more than they cost.
 */
export function couponFit(terms: CouponTerms, lines: readonly PricedLine[], now: number): CouponFit {
  if (now < terms.startsAt) return { usable: false, reason: 'notStarted' };
  if (now >= terms.expiresAt) return { usable: false, reason: 'expired' };
  const base = lines.reduce((sum, line) => (inScope(terms, line) ? sum + line.amountCents : sum), 0);
  if (base === 0) return { usable: false, reason: 'outOfScope' };
  if (base < terms.minSpendCents) return { usable: false, reason: 'belowMinimum' };
  const off =
    terms.kind === 'fixed'
      ? terms.amountOffCents
      : Math.min(Math.floor((base * terms.percentOff) / 100), terms.maxOffCents > 0 ? terms.maxOffCents : base);
  return { usable: true, discountCents: Math.min(off, base) };
}

/** The best coupon: the largest discount, then the one expiring first (use it before it is lost). */
export function bestCoupon<T extends { fit: CouponFit; expiresAt: number }>(candidates: readonly T[]): T | undefined {
  let best: (T & { fit: { usable: true; discountCents: number } }) | undefined;
  for (const c of candidates) {
    if (!c.fit.usable) continue;
    const better =
      !best ||
      c.fit.discountCents > best.fit.discountCents ||
      (c.fit.discountCents === best.fit.discountCents && c.expiresAt < best.expiresAt);
    if (better) best = c as T & { fit: { usable: true; discountCents: number } };
  }
  return best;
}
