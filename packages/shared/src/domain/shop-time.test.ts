import { describe, expect, it } from 'vitest';
import { shopDate } from './shop-time';

describe('shopDate', () => {
  it('turns the day at midnight in Shanghai, not in UTC', () => {
    expect(shopDate(Date.UTC(2026, 4, 20, 15, 59))).toBe('2026-05-20');
    expect(shopDate(Date.UTC(2026, 4, 20, 16, 0))).toBe('2026-05-21');
  });
});
