import { describe, expect, it } from 'vitest';
import { DELIVERY_FEE_CENTS, FREE_DELIVERY_FROM_CENTS } from '../constants';
import { deliveryFeeFor, priceOrder, shortOfMinimum } from './order-pricing';

describe('deliveryFeeFor', () => {
  it('charges delivery below the free-delivery threshold and nothing from it on', () => {
    expect(deliveryFeeFor(0)).toBe(DELIVERY_FEE_CENTS);
    expect(deliveryFeeFor(FREE_DELIVERY_FROM_CENTS - 1)).toBe(DELIVERY_FEE_CENTS);
    expect(deliveryFeeFor(FREE_DELIVERY_FROM_CENTS)).toBe(0);
    expect(deliveryFeeFor(99_900)).toBe(0);
  });

  it('is the shop\'s promise "满99包邮": ¥10 below ¥99', () => {
    expect(FREE_DELIVERY_FROM_CENTS).toBe(9900);
    expect(DELIVERY_FEE_CENTS).toBe(1000);
  });
});

describe('priceOrder', () => {
  it('adds nothing for delivery and takes the discount off above the threshold', () => {
    expect(priceOrder(39_800, 2000)).toEqual({
      goodsCents: 39_800,
      deliveryFeeCents: 0,
      surchargeCents: 0,
      discountCents: 2000,
      payCents: 37_800,
    });
  });

  it('adds the delivery fee below the threshold', () => {
    expect(priceOrder(8_800, 0)).toEqual({
      goodsCents: 8_800,
      deliveryFeeCents: 1000,
      surchargeCents: 0,
      discountCents: 0,
      payCents: 9_800,
    });
  });

  it('decides free delivery on the goods before the coupon', () => {
    // ¥99 of goods with ¥20 off still ships free: the threshold is met before the discount.
    expect(priceOrder(9_900, 2000)).toEqual({
      goodsCents: 9_900,
      deliveryFeeCents: 0,
      surchargeCents: 0,
      discountCents: 2000,
      payCents: 7_900,
    });
  });

  it('never discounts more than the goods, so the delivery fee is still paid', () => {
    expect(priceOrder(5_000, 8_000)).toEqual({
      goodsCents: 5_000,
      deliveryFeeCents: 1000,
      surchargeCents: 0,
      discountCents: 5_000,
      payCents: 1000,
    });
    expect(priceOrder(19_900, 50_000)).toMatchObject({ discountCents: 19_900, payCents: 0 });
  });
});

describe('a delivery zone and a surcharge', () => {
  const zone = { feeCents: 1500, freeFromCents: 20_000, minOrderCents: 5_000 };

  it("charges the zone's fee below its own threshold, and nothing from it on", () => {
    expect(deliveryFeeFor(19_999, zone)).toBe(1500);
    expect(deliveryFeeFor(20_000, zone)).toBe(0);
    expect(deliveryFeeFor(1_000_000, { ...zone, freeFromCents: null })).toBe(1500);
  });

  it('adds the surcharge to what is paid, and no coupon takes it off', () => {
    expect(priceOrder(8_800, 50_000, { terms: zone, surchargeCents: 3000 })).toEqual({
      goodsCents: 8_800,
      deliveryFeeCents: 1500,
      surchargeCents: 3000,
      discountCents: 8_800,
      payCents: 4_500,
    });
  });

  it("says how much the goods lack of the zone's minimum order", () => {
    expect(shortOfMinimum(4_000, zone)).toBe(1_000);
    expect(shortOfMinimum(5_000, zone)).toBe(0);
  });
});
