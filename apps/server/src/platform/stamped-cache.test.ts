import { describe, expect, it, vi } from 'vitest';
import { StampedCache } from './stamped-cache';

describe('StampedCache', () => {
  it('answers from memory while the stamp stays and the TTL has not run out', async () => {
    let at = 0;
    const cache = new StampedCache<number>(
      () => 's1',
      1000,
      10,
      () => at,
    );
    const load = vi.fn(async () => 1);
    await cache.getOrLoad('k', load);
    at = 999;
    expect(await cache.getOrLoad('k', load)).toBe(1);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads again once the stamp moved, however recent the kept answer', async () => {
    let stamp = 's1';
    const cache = new StampedCache<number>(
      () => stamp,
      1000,
      10,
      () => 0,
    );
    let value = 1;
    const load = vi.fn(async () => value);
    await cache.getOrLoad('k', load);
    stamp = 's2';
    value = 2;
    expect(await cache.getOrLoad('k', load)).toBe(2);
  });

  it('keeps an answer under the stamp read before it loaded, so a write during the load is not hidden', async () => {
    let stamp = 's1';
    const cache = new StampedCache<number>(
      () => stamp,
      1000,
      10,
      () => 0,
    );
    await cache.getOrLoad('k', async () => {
      stamp = 's2';
      return 1;
    });
    expect(await cache.getOrLoad('k', async () => 2)).toBe(2);
  });

  it('loads on every call without a stamp', async () => {
    const cache = new StampedCache<number>(
      () => undefined,
      1000,
      10,
      () => 0,
    );
    const load = vi.fn(async () => 1);
    await cache.getOrLoad('k', load);
    await cache.getOrLoad('k', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('loads again once the TTL ran out', async () => {
    let at = 0;
    const cache = new StampedCache<number>(
      () => 's1',
      1000,
      10,
      () => at,
    );
    const load = vi.fn(async () => 1);
    await cache.getOrLoad('k', load);
    at = 1000;
    await cache.getOrLoad('k', load);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
