import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { shopDay } from './format';

describe('shopDay', () => {
  const zone = process.env.TZ;
  beforeEach(() => {
    // A browser in London: its evening is already the next morning in the shop's China Standard Time.
    process.env.TZ = 'Europe/London';
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    process.env.TZ = zone;
  });

  it("names today and tomorrow by the shop's calendar, not the browser's", () => {
    vi.setSystemTime(new Date('2026-03-01T20:00:00Z'));
    expect(shopDay()).toBe('2026-03-02');
    expect(shopDay(1)).toBe('2026-03-03');
  });

  it('stays on the same day before midnight in China', () => {
    vi.setSystemTime(new Date('2026-03-01T15:59:00Z'));
    expect(shopDay()).toBe('2026-03-01');
  });
});
