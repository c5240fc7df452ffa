import { describe, expect, it } from 'vitest';
import { dayFigures } from './shop-figures';

describe('dayFigures', () => {
  it('agrees with itself when refunds are present: revenue is sales less refunds, the average is sales per order', () => {
    // The day: 10 orders paid for ¥2,993, ¥269 given back.
    const day = dayFigures({ orders: 10, salesCents: 299_300, refundsCents: 26_900 });
    expect(day.revenueCents).toBe(272_400);
    expect(day.averageCents).toBe(29_930);
    expect(day.averageCents * day.orders).toBe(day.salesCents);
    expect(day.salesCents - day.refundsCents).toBe(day.revenueCents);
  });

  it('rounds the average to the cent and answers 0 on a day without orders', () => {
    expect(dayFigures({ orders: 3, salesCents: 84_500, refundsCents: 0 }).averageCents).toBe(28_167);
    expect(dayFigures({ orders: 0, salesCents: 0, refundsCents: 3000 })).toEqual({
      orders: 0,
      salesCents: 0,
      refundsCents: 3000,
      revenueCents: -3000,
      averageCents: 0,
    });
  });
});
