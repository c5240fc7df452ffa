import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TtlCache } from './ttl-cache';

describe('TtlCache', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('answers from memory within the TTL', async () => {
    const cache = new TtlCache<number>(1000);
    const load = vi.fn(async () => 1);
    await cache.getOrLoad('k', load);
    vi.advanceTimersByTime(999);
    expect(await cache.getOrLoad('k', load)).toBe(1);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shares one load among callers asking for the same missing key', async () => {
    const cache = new TtlCache<number>(1000);
    const load = vi.fn(async () => 7);
    const answers = await Promise.all([
      cache.getOrLoad('k', load),
      cache.getOrLoad('k', load),
      cache.getOrLoad('k', load),
    ]);
    expect(answers).toEqual([7, 7, 7]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('serves a just-expired answer while one background load replaces it', async () => {
    const cache = new TtlCache<number>(1000);
    await cache.getOrLoad('k', async () => 1);
    vi.advanceTimersByTime(1500);
    let finish: (value: number) => void = () => undefined;
    const reload = vi.fn(() => new Promise<number>((resolve) => (finish = resolve)));
    expect(await cache.getOrLoad('k', reload)).toBe(1);
    expect(await cache.getOrLoad('k', reload)).toBe(1);
    expect(reload).toHaveBeenCalledTimes(1);
    finish(2);
    await vi.waitFor(async () => expect(await cache.getOrLoad('k', reload)).toBe(2));
  });

  it('waits for a fresh answer once an entry is far past its time', async () => {
    const cache = new TtlCache<number>(1000);
    await cache.getOrLoad('k', async () => 1);
    vi.advanceTimersByTime(2500);
    expect(await cache.getOrLoad('k', async () => 3)).toBe(3);
  });

  it('forgets the least recently used entry beyond its size', async () => {
    const cache = new TtlCache<string>(1000, { maxEntries: 2 });
    await cache.getOrLoad('a', async () => 'a');
    await cache.getOrLoad('b', async () => 'b');
    await cache.getOrLoad('a', async () => 'stale');
    await cache.getOrLoad('c', async () => 'c');
    expect(await cache.getOrLoad('a', async () => 'new a')).toBe('a');
    expect(await cache.getOrLoad('b', async () => 'new b')).toBe('new b');
  });

  it('does not cache with a TTL of 0', async () => {
    const cache = new TtlCache<number>(0);
    const load = vi.fn(async () => 1);
    await cache.getOrLoad('k', load);
    await cache.getOrLoad('k', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('serves an answer only under the stamp read before it was loaded', async () => {
    let stamp = 's1';
    const cache = new TtlCache<number>(1000, { stampOf: () => stamp });
    await cache.getOrLoad('k', async () => {
      // A change committed while the answer loads: the answer may predate it.
      stamp = 's2';
      return 1;
    });
    expect(await cache.getOrLoad('k', async () => 2)).toBe(2);
    expect(await cache.getOrLoad('k', async () => 3)).toBe(2);
  });

  it('loads on every call while the stamp is unknown', async () => {
    const cache = new TtlCache<number>(1000, { stampOf: () => undefined });
    const load = vi.fn(async () => 1);
    await cache.getOrLoad('k', load);
    await cache.getOrLoad('k', load);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
