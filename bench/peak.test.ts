import { describe, expect, it } from 'vitest';
import { ordersPerDay } from './peak';

describe('orders a day from the busiest hour held', () => {
  it('spreads 12 selling hours of a third of the busiest hour each', () => {
    // 1,000 a minute in the busiest hour: 60,000 that hour, 20,000 an average hour, 240,000 over 12.
    expect(ordersPerDay(1000)).toBe(240_000);
  });
});
