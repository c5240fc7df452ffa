import { LRUCache } from 'lru-cache';

/** How much a cache holds: a count of entries, or a total size with each entry's size (a count keeps no slots ahead). */
export type BoundedCacheLimit<K, V> =
  | { maxEntries: number }
  | { maxSize: number; sizeOf: (value: V, key: K) => number };

/**
 * The server's one in-memory cache (issue 42): bounded, the least recently used entry dropped first. Every cache of the
 * server is one of these, or is built on one (`TtlCache`); nothing else but db/connect.ts's compiled statements imports the LRU library.
 */
export class BoundedCache<K extends {}, V extends {}> {
  private readonly entries: LRUCache<K, V>;

  constructor(limit: BoundedCacheLimit<K, V>) {
    this.entries =
      'maxEntries' in limit
        ? new LRUCache<K, V>({ max: limit.maxEntries })
        : // lru-cache refuses a size of 0: an entry always counts for at least 1.
          new LRUCache<K, V>({ maxSize: limit.maxSize, sizeCalculation: (v, k) => Math.max(1, limit.sizeOf(v, k)) });
  }

  get(key: K): V | undefined {
    return this.entries.get(key);
  }

  /** Keeps `value`; setting a key again re-counts its size. */
  set(key: K, value: V): void {
    this.entries.set(key, value);
  }

  delete(key: K): void {
    this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }
}
