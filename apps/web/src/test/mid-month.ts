import { afterAll, beforeAll, vi } from 'vitest';

/**
 * Pins the clock (Date only; timers run) to the 10th of this month, 10:00 shop time, for the whole file: the
 * delivery calendar shows one month at a time, so a week of days from today must not cross into the next one.
 */
export function atMidMonth(): void {
  beforeAll(() => {
    const now = new Date();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 10, 2));
  });
  afterAll(() => {
    vi.useRealTimers();
  });
}
