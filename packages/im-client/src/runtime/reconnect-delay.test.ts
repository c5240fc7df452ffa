import { IM } from '@ffe/shared/constants';
import { describe, expect, it } from 'vitest';
import { RECONNECT_MAX_DELAY_MS, reconnectDelay, redirectDelay } from './reconnect-delay';

/** A seeded random source (mulberry32), so the spread is the same on every run. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ALMOST_ONE = 1 - Number.EPSILON;

/** When one client's tries fall, from the close, while the node stays down (each try fails at once). */
function tryTimes(random: () => number, count: number): number[] {
  const times: number[] = [];
  let at = 0;
  for (let retry = 0; retry < count; retry++) {
    at += reconnectDelay(retry, random);
    times.push(at);
  }
  return times;
}

describe('the reconnect schedule', () => {
  it('keeps the first tries the product names: within 10 ms, then within 100 ms', () => {
    const random = seeded(1);
    for (let i = 0; i < 1_000; i++) {
      expect(reconnectDelay(0, random)).toBeGreaterThanOrEqual(2);
      expect(reconnectDelay(0, random)).toBeLessThanOrEqual(10);
      expect(reconnectDelay(1, random)).toBeGreaterThanOrEqual(25);
      expect(reconnectDelay(1, random)).toBeLessThanOrEqual(100);
    }
    expect([reconnectDelay(0, () => 0), reconnectDelay(1, () => 0)]).toEqual(IM.RECONNECT_DELAYS_MS);
  });

  it('doubles its longest wait after that, up to the ceiling, never waiting less than a quarter of it', () => {
    expect(Array.from({ length: 12 }, (_, retry) => reconnectDelay(retry, () => 0))).toEqual([
      10, 100, 200, 400, 800, 1_600, 3_200, 6_400, 12_800, 25_600, 30_000, 30_000,
    ]);
    const random = seeded(2);
    for (let retry = 2; retry < 40; retry++) {
      const longest = Math.min(RECONNECT_MAX_DELAY_MS, 100 * 2 ** (retry - 1));
      const delay = reconnectDelay(retry, random);
      expect(delay).toBeGreaterThanOrEqual(longest / 4);
      expect(delay).toBeLessThanOrEqual(longest);
    }
  });

  it('never reaches the 10-tries-in-5-s block on its own, even with the shortest waits', () => {
    // The first connection counts as a try too.
    const tries = [0, ...tryTimes(() => ALMOST_ONE, 30)];
    const mostInAWindow = Math.max(
      ...tries.map((start) => tries.filter((t) => t >= start && t < start + 5_000).length),
    );
    expect(mostInAWindow).toBeLessThan(IM.RECONNECT_LIMIT);
  });

  it('spreads 5,000 clients of a node that is back after 3 s over time, not into the same 100 ms', () => {
    const random = seeded(3);
    const returns = Array.from({ length: 5_000 }, () => tryTimes(random, 30).find((t) => t >= 3_000) ?? Infinity);
    const mostInAnyTenthOfASecond = Math.max(
      ...returns.map((start) => returns.filter((t) => t >= start && t < start + 100).length),
    );
    expect(mostInAnyTenthOfASecond).toBeLessThan(5_000 * 0.1);
    expect(Math.max(...returns) - Math.min(...returns)).toBeGreaterThan(1_000);
  });

  it('waits at least the delay a redirect asks for and at most twice it', () => {
    const random = seeded(4);
    const waits = Array.from({ length: 1_000 }, () => redirectDelay(1_000, random));
    expect(Math.min(...waits)).toBeGreaterThanOrEqual(1_000);
    expect(Math.max(...waits)).toBeLessThanOrEqual(2_000);
    expect(Math.max(...waits) - Math.min(...waits)).toBeGreaterThan(900);
    expect(redirectDelay(0, random)).toBe(0);
  });
});
