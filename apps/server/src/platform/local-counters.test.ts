import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocalCounters } from './local-counters';

const count = (counters: LocalCounters, key: string, windowMs = 60_000) => {
  let answer: { current: number; ttl: number } | undefined;
  counters.incr(
    key,
    (_error, counted) => {
      answer = counted;
    },
    windowMs,
  );
  return answer;
};

describe('LocalCounters', () => {
  afterEach(() => vi.useRealTimers());

  it('counts each key on its own within its window', () => {
    const counters = new LocalCounters();
    expect(count(counters, 'a')?.current).toBe(1);
    expect(count(counters, 'a')?.current).toBe(2);
    expect(count(counters, 'b')?.current).toBe(1);
  });

  it('starts a key over once its window has ended', () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const counters = new LocalCounters();
    count(counters, 'a', 1000);
    expect(count(counters, 'a', 1000)).toEqual({ current: 2, ttl: 1000 });
    vi.advanceTimersByTime(1000);
    expect(count(counters, 'a', 1000)).toEqual({ current: 1, ttl: 1000 });
  });

  it('forgets the least recently counted key beyond 100,000, and keeps one counted again', () => {
    const counters = new LocalCounters();
    count(counters, 'kept');
    count(counters, 'forgotten');
    for (let i = 0; i < 99_998; i++) count(counters, `k${i}`);
    count(counters, 'kept');
    count(counters, 'one more');
    expect(count(counters, 'kept')?.current).toBe(3);
    expect(count(counters, 'forgotten')?.current).toBe(1);
  });
});
