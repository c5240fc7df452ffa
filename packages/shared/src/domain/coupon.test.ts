import { describe, expect, it } from 'vitest';
import { bestCoupon, type CouponFit, type CouponTerms, couponFit, type PricedLine } from './coupon';

const NOW = Date.UTC(2026, 1, 14, 4);
const DAY = 86_400_000;

/** ¥20 off above ¥99 on anything, valid around NOW. */
const terms = (overrides: Partial<CouponTerms> = {}): CouponTerms => ({
  kind: 'fixed',
  amountOffCents: 2000,
  percentOff: 0,
  maxOffCents: 0,
  minSpendCents: 9900,
  scope: 'all',
  scopeIds: [],
  startsAt: NOW - DAY,
  expiresAt: NOW + DAY,
  ...overrides,
});

const percent = (percentOff: number, maxOffCents: number, overrides: Partial<CouponTerms> = {}) =>
  terms({ kind: 'percent', amountOffCents: 0, percentOff, maxOffCents, minSpendCents: 0, ...overrides });

/** A red-rose bouquet filed under 玫瑰花束 (cat-love-rose), whose parent is 爱情鲜花 (cat-love). */
const rose = (amountCents: number, goodsId = 'goods-rose'): PricedLine => ({
  goodsId,
  categoryIds: ['cat-love-rose', 'cat-love'],
  amountCents,
});
const basket = (amountCents: number, goodsId = 'goods-basket'): PricedLine => ({
  goodsId,
  categoryIds: ['cat-opening-basket', 'cat-opening'],
  amountCents,
});

const usable = (discountCents: number): CouponFit => ({ usable: true, discountCents });

describe('couponFit', () => {
  describe('a fixed amount with a minimum spend', () => {
    it('takes its amount off once the goods reach the minimum', () => {
      expect(couponFit(terms(), [rose(9900)], NOW)).toEqual(usable(2000));
      expect(couponFit(terms(), [rose(19900), basket(38800)], NOW)).toEqual(usable(2000));
    });

    it('is not usable one cent below the minimum', () => {
      expect(couponFit(terms(), [rose(9899)], NOW)).toEqual({ usable: false, reason: 'belowMinimum' });
    });

    it('never takes off more than the goods in scope cost', () => {
      const big = terms({ amountOffCents: 50_000, minSpendCents: 0 });
      expect(couponFit(big, [rose(12_900)], NOW)).toEqual(usable(12_900));
      const roses = terms({ amountOffCents: 50_000, minSpendCents: 0, scope: 'category', scopeIds: ['cat-love'] });
      expect(couponFit(roses, [rose(12_900), basket(88_800)], NOW)).toEqual(usable(12_900));
    });
  });

  describe('a percentage', () => {
    it('takes the percentage off, rounding down to the cent', () => {
      expect(couponFit(percent(10, 0), [rose(19_999)], NOW)).toEqual(usable(1999));
      expect(couponFit(percent(15, 0), [rose(9_999)], NOW)).toEqual(usable(1499));
    });

    it('stops at its cap', () => {
      expect(couponFit(percent(10, 5000), [rose(39_900)], NOW)).toEqual(usable(3990));
      expect(couponFit(percent(10, 5000), [rose(50_000)], NOW)).toEqual(usable(5000));
      expect(couponFit(percent(10, 5000), [rose(89_900), basket(68_800)], NOW)).toEqual(usable(5000));
    });

    it('has no cap when the cap is 0', () => {
      expect(couponFit(percent(10, 0), [rose(89_900), basket(68_800)], NOW)).toEqual(usable(15_870));
    });

    it('keeps its minimum spend too', () => {
      const tenOffAbove299 = percent(10, 0, { minSpendCents: 29_900 });
      expect(couponFit(tenOffAbove299, [rose(29_800)], NOW)).toEqual({ usable: false, reason: 'belowMinimum' });
      expect(couponFit(tenOffAbove299, [rose(29_900)], NOW)).toEqual(usable(2990));
    });
  });

  describe('scope', () => {
    it('covers every line when it is the whole shop', () => {
      expect(couponFit(percent(10, 0), [rose(10_000), basket(20_000)], NOW)).toEqual(usable(3000));
    });

    it('covers a category and its child categories', () => {
      const parent = percent(10, 0, { scope: 'category', scopeIds: ['cat-love'] });
      const child = percent(10, 0, { scope: 'category', scopeIds: ['cat-love-rose'] });
      expect(couponFit(parent, [rose(10_000), basket(20_000)], NOW)).toEqual(usable(1000));
      expect(couponFit(child, [rose(10_000), basket(20_000)], NOW)).toEqual(usable(1000));
    });

    it('covers the goods it names', () => {
      const named = percent(10, 0, { scope: 'goods', scopeIds: ['goods-basket', 'goods-other'] });
      expect(couponFit(named, [rose(10_000), basket(20_000)], NOW)).toEqual(usable(2000));
    });

    it('is out of scope when no line is covered', () => {
      const roses = terms({ scope: 'category', scopeIds: ['cat-love'], minSpendCents: 0 });
      expect(couponFit(roses, [basket(99_900)], NOW)).toEqual({ usable: false, reason: 'outOfScope' });
      const named = terms({ scope: 'goods', scopeIds: ['goods-elsewhere'], minSpendCents: 0 });
      expect(couponFit(named, [rose(19_900)], NOW)).toEqual({ usable: false, reason: 'outOfScope' });
    });

    it('counts only the lines in scope towards the minimum', () => {
      const rosesAbove299 = terms({ scope: 'category', scopeIds: ['cat-love-rose'], minSpendCents: 29_900 });
      expect(couponFit(rosesAbove299, [rose(19_900), basket(99_900)], NOW)).toEqual({
        usable: false,
        reason: 'belowMinimum',
      });
      expect(couponFit(rosesAbove299, [rose(19_900), rose(10_000, 'goods-rose-2'), basket(99_900)], NOW)).toEqual(
        usable(2000),
      );
    });
  });

  describe('validity', () => {
    it('is not usable before it starts, and usable from the very moment it does', () => {
      const later = terms({ startsAt: NOW + 1 });
      expect(couponFit(later, [rose(19_900)], NOW)).toEqual({ usable: false, reason: 'notStarted' });
      expect(couponFit(later, [rose(19_900)], NOW + 1)).toEqual(usable(2000));
    });

    it('has expired at its expiry moment', () => {
      const ending = terms({ expiresAt: NOW + 1 });
      expect(couponFit(ending, [rose(19_900)], NOW)).toEqual(usable(2000));
      expect(couponFit(ending, [rose(19_900)], NOW + 1)).toEqual({ usable: false, reason: 'expired' });
    });

    it('says expired before anything about the lines', () => {
      expect(couponFit(terms({ expiresAt: NOW - 1 }), [rose(100)], NOW)).toEqual({ usable: false, reason: 'expired' });
    });
  });
});

describe('bestCoupon', () => {
  const candidate = (id: string, fit: CouponFit, expiresAt = NOW + DAY) => ({ id, fit, expiresAt });

  it('picks the largest discount', () => {
    const best = bestCoupon([candidate('a', usable(2000)), candidate('b', usable(5000)), candidate('c', usable(3000))]);
    expect(best?.id).toBe('b');
  });

  it('breaks a tie with the one expiring first, so it is not lost', () => {
    const best = bestCoupon([
      candidate('late', usable(3000), NOW + 7 * DAY),
      candidate('soon', usable(3000), NOW + DAY),
      candidate('middle', usable(3000), NOW + 3 * DAY),
    ]);
    expect(best?.id).toBe('soon');
  });

  it('prefers a larger discount over an earlier expiry', () => {
    const best = bestCoupon([
      candidate('soon', usable(2000), NOW + DAY),
      candidate('big', usable(3000), NOW + 9 * DAY),
    ]);
    expect(best?.id).toBe('big');
  });

  it('skips coupons that do not fit, and finds none when none fit', () => {
    const belowMinimum: CouponFit = { usable: false, reason: 'belowMinimum' };
    expect(bestCoupon([candidate('no', belowMinimum, NOW), candidate('yes', usable(100))])?.id).toBe('yes');
    expect(bestCoupon([candidate('no', belowMinimum)])).toBeUndefined();
    expect(bestCoupon([])).toBeUndefined();
  });
});
