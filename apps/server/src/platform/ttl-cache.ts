interface Entry<V> {
  value: V;
  storedAt: number;
}

/**
 * Recent answers kept for `ttlMs` (LRU, at most `maxEntries`); a TTL of 0 turns it off. Callers
 * asking for the same missing key share one load. An answer up to one more TTL past its time is
 * still served while a single background load replaces it, so expiry never stalls a burst.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly loading = new Map<string, Promise<V>>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 1000,
  ) {}

  async getOrLoad(key: string, load: () => Promise<V>): Promise<V> {
    if (this.ttlMs <= 0) return load();
    const entry = this.entries.get(key);
    const age = entry ? Date.now() - entry.storedAt : Number.POSITIVE_INFINITY;
    if (entry && age < this.ttlMs) {
      // Re-inserting keeps the Map's order as recency order.
      this.entries.delete(key);
      this.entries.set(key, entry);
      return entry.value;
    }
    if (entry && age < 2 * this.ttlMs) {
      // A failed background load leaves the old answer; the next caller tries again.
      this.loadOnce(key, load).catch(() => undefined);
      return entry.value;
    }
    return this.loadOnce(key, load);
  }

  private loadOnce(key: string, load: () => Promise<V>): Promise<V> {
    let pending = this.loading.get(key);
    if (!pending) {
      pending = load()
        .then((value) => {
          this.entries.delete(key);
          this.entries.set(key, { value, storedAt: Date.now() });
          if (this.entries.size > this.maxEntries) {
            const oldest = this.entries.keys().next().value;
            if (oldest !== undefined) this.entries.delete(oldest);
          }
          return value;
        })
        .finally(() => this.loading.delete(key));
      this.loading.set(key, pending);
    }
    return pending;
  }
}
