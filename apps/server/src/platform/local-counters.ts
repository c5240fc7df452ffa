import { BoundedCache } from './bounded-cache';

/** Counters one process keeps without Redis; the least recently counted windows beyond this are forgotten. */
const CAPACITY = 100_000;

/** The plugin's own default window, should a caller not name one. */
const DEFAULT_WINDOW_MS = 60_000;

type Counted = { current: number; ttl: number };

/**
 * The rate-limit plugin's in-process store, answering each count as its own value: the plugin's LocalStore hands every
 * request the same mutable object, so requests arriving together read each other's later counts and all are refused.
 */
export class LocalCounters {
  // Bounded by size, not entries: a count of entries allocates its slots up front (2.7 MB), and every limited route has its own.
  private readonly windows = new BoundedCache<string, { count: number; endsAt: number }>({
    maxSize: CAPACITY,
    sizeOf: () => 1,
  });

  /** The plugin passes the window after the callback, though its types leave it out. */
  incr(key: string, done: (error: Error | null, counted?: Counted) => void, timeWindow = DEFAULT_WINDOW_MS): void {
    const now = Date.now();
    let window = this.windows.get(key);
    if (!window || window.endsAt <= now) {
      window = { count: 0, endsAt: now + timeWindow };
      this.windows.set(key, window);
    }
    window.count += 1;
    done(null, { current: window.count, ttl: window.endsAt - now });
  }

  child(): LocalCounters {
    return new LocalCounters();
  }
}
