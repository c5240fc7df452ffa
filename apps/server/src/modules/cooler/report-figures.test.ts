import { describe, expect, it } from 'vitest';
import { addMargins, attributeOrder, marginOf, orderRevenue, sharePercent, splitCents } from './report-figures';

describe('the cooler reports arithmetic', () => {
  it('gives a share in percent to one decimal, and none when nothing was received', () => {
    expect(sharePercent(12, 80)).toBe(15);
    expect(sharePercent(1, 3)).toBe(33.3);
    expect(sharePercent(2, 3)).toBe(66.7);
    expect(sharePercent(5, 0)).toBeNull();
  });

  it('shares cents by weight so the shares add up to the whole, the odd cents to the largest remainders', () => {
    expect(splitCents(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(splitCents(1001, [2, 1])).toEqual([667, 334]);
    expect(splitCents(-100, [1, 1, 1])).toEqual([-34, -33, -33]);
    expect(splitCents(10, [0, 0])).toEqual([5, 5]);
    expect(splitCents(7, [])).toEqual([]);
  });

  it('takes the coupon and a partial refund off the goods, and leaves the delivery out of revenue', () => {
    expect(orderRevenue({ goodsCents: 25_800, discountCents: 2_000, refundedCents: 0 })).toBe(23_800);
    expect(orderRevenue({ goodsCents: 25_800, discountCents: 2_000, refundedCents: 5_000 })).toBe(18_800);
    expect(orderRevenue({ goodsCents: 1_000, discountCents: 0, refundedCents: 3_000 })).toBe(0);
  });

  it('works out margins to the cent, and the percent of sums from the sums', () => {
    expect(marginOf(1, 23_800, 7_613)).toEqual({
      orders: 1,
      revenueCents: 23_800,
      stemCostCents: 7_613,
      marginCents: 16_187,
      marginPercent: 68,
    });
    expect(marginOf(1, 0, 500).marginPercent).toBeNull();
    expect(addMargins([marginOf(1, 10_000, 2_500), marginOf(1, 5_000, 4_000)])).toEqual(marginOf(2, 15_000, 6_500));
  });

  it("shares an order's stem cost over its lines by the units their recipes take, and a stem no recipe names by amount", () => {
    const recipes: Record<string, number> = { 'bouquet||rose': 19, 'bouquet||euca': 3, 'vase||foam': 1 };
    const units = (goodsId: string, skuKey: string, stemId: string) => recipes[`${goodsId}|${skuKey}|${stemId}`] ?? 0;
    const lines = [
      { goodsId: 'bouquet', skuKey: '', quantity: 2, amountCents: 40_000 },
      { goodsId: 'vase', skuKey: '', quantity: 1, amountCents: 10_000 },
    ];
    const costs = new Map([
      ['rose', 7_601],
      ['foam', 150],
      ['tulip', 1_001],
    ]);
    const shares = attributeOrder(lines, 45_001, costs, units);
    expect(shares).toEqual([
      { revenueCents: 36_001, stemCostCents: 7_601 + 801, unattributedCents: 801 },
      { revenueCents: 9_000, stemCostCents: 150 + 200, unattributedCents: 200 },
    ]);
    const sum = shares.reduce((a, s) => a + s.stemCostCents, 0);
    expect(sum).toBe(7_601 + 150 + 1_001);
  });
});
