import { BoundedCache } from './bounded-cache';

interface Entry<V> {
  value: V;
  storedAt: number;
}

export interface TtlCacheOptions {
  /** How many answers are kept at most, the least recently used dropped first. */
  maxEntries?: number;
  /**
   * What the answers were read from, as a stamp that moves on every change (the database's change stamp): an answer
   * serves only under the stamp read before it was loaded; without a stamp (undefined) every call loads.
   */
  stampOf?: (() => string | undefined) | undefined;
}

/**
 * Recent answers kept for `ttlMs` in a `BoundedCache`; a TTL of 0 turns it off. Callers asking for the same missing key share one load.
 * An answer up to one more TTL past its time is still served while a single background load replaces it, so expiry
 * never stalls a burst.
 */
export class TtlCache<V extends {}> {
  private readonly entries: BoundedCache<string, Entry<V>>;
  private readonly loading = new Map<string, Promise<V>>();
  private readonly stampOf: (() => string | undefined) | undefined;

  constructor(
    private readonly ttlMs: number,
    options: TtlCacheOptions = {},
  ) {
    this.entries = new BoundedCache({ maxEntries: options.maxEntries ?? 1000 });
    this.stampOf = options.stampOf;
  }

  async getOrLoad(key: string, load: () => Promise<V>): Promise<V> {
    if (this.ttlMs <= 0) return load();
    // Read before loading: a change made during the load leaves its answer under the older stamp, which no one asks for.
    const stampedKey = this.stampOf ? this.stamped(key) : key;
    if (stampedKey === undefined) return load();
    const entry = this.entries.get(stampedKey);
    const age = entry ? Date.now() - entry.storedAt : Number.POSITIVE_INFINITY;
    if (entry && age < this.ttlMs) return entry.value;
    if (entry && age < 2 * this.ttlMs) {
      // A failed background load leaves the old answer; the next caller tries again.
      this.loadOnce(stampedKey, load).catch(() => undefined);
      return entry.value;
    }
    return this.loadOnce(stampedKey, load);
  }

  /** Drops the answer kept for `key`: the next caller loads it afresh. */
  forget(key: string): void {
    const stampedKey = this.stampOf ? this.stamped(key) : key;
    if (stampedKey !== undefined) this.entries.delete(stampedKey);
  }

  private stamped(key: string): string | undefined {
    const stamp = this.stampOf?.();
    return stamp === undefined ? undefined : `${stamp}\u0000${key}`;
  }

  private loadOnce(key: string, load: () => Promise<V>): Promise<V> {
    let pending = this.loading.get(key);
    if (!pending) {
      pending = load()
        .then((value) => {
          this.entries.set(key, { value, storedAt: Date.now() });
          return value;
        })
        .finally(() => this.loading.delete(key));
      this.loading.set(key, pending);
    }
    return pending;
  }
}
