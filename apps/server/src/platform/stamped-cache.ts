interface Entry<V> {
  value: V;
  stamp: string;
  storedAt: number;
}

/**
 * Answers kept while what they were read from is unchanged: each is served only under the change stamp read before it
 * was loaded, and for at most `ttlMs` (LRU, at most `maxEntries`). Without a stamp (`stampOf` absent or answering
 * undefined) every call loads.
 */
export class StampedCache<V> {
  private readonly entries = new Map<string, Entry<V>>();

  constructor(
    private readonly stampOf: (() => string | undefined) | undefined,
    private readonly ttlMs: number,
    private readonly maxEntries = 256,
    private readonly now: () => number = Date.now,
  ) {}

  async getOrLoad(key: string, load: () => Promise<V>): Promise<V> {
    // Read first: a change made while loading leaves the answer under the older stamp, which the next call outgrows.
    const stamp = this.stampOf?.();
    if (stamp === undefined || this.ttlMs <= 0) return load();
    const entry = this.entries.get(key);
    this.entries.delete(key);
    if (entry && entry.stamp === stamp && this.now() - entry.storedAt < this.ttlMs) {
      // Re-inserting keeps the Map's order as recency order.
      this.entries.set(key, entry);
      return entry.value;
    }
    const value = await load();
    this.entries.set(key, { value, stamp, storedAt: this.now() });
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    return value;
  }
}
