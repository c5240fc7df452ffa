/** A value with the stamp it was read at (a version, a signature); undefined for a copy kept without one. */
export interface Stamped<V, S> {
  value: V;
  stamp: S;
}

export interface KeptCopyOptions<V, S> {
  /** How long the copy answers before a read looks again whether it is stale; 0 looks at every read. */
  checkEveryMs: number;
  /**
   * The cheap read that tells whether the copy is stale (a version column, a signature), as every process sees the
   * same database; without it each look loads the value again.
   */
  stampOf?: () => Promise<S>;
  /** Whether two stamps name the same data; `Object.is` unless given. */
  sameStamp?: (a: S, b: S) => boolean;
  /** Reads the value; handed the stamp just read (undefined without `stampOf`), answers the stamp it read the value at. */
  load: (stamp: S | undefined) => Promise<Stamped<V, S>>;
  /** Whether a copy at stamp `a` is older than one at `b`: given, a slow read never replaces a newer copy. */
  older?: (a: S, b: S) => boolean;
  /** Loaded again in the background this often even when the stamp stays, for what the stamp does not cover. */
  reloadEveryMs?: number;
  /** Readers arriving while a look is under way: 'wait' for it (the default), or answered from the copy in hand. */
  duringCheck?: 'wait' | 'keptCopy';
  now?: () => number;
}

/**
 * The server's one version-stamped kept copy (issue 42), for settings-like data read on every request: each process
 * keeps the value with the stamp it was read at, and at most every `checkEveryMs` one reader reads the stamp (never the
 * value) and reloads when it moved, so a change made through any process reaches every process within that time, with
 * no bus. A process's own writes `keep` their result or `forget` the copy at once.
 */
export class KeptCopy<V, S = undefined> {
  private copy: (Stamped<V, S> & { loadedAt: number }) | undefined;
  private checkedAt = Number.NEGATIVE_INFINITY;
  private checking: Promise<V> | undefined;
  private reloading: Promise<void> | undefined;
  // Moves on every `forget`: a read that began before one is too old to keep.
  private generation = 0;

  constructor(private readonly options: KeptCopyOptions<V, S>) {}

  /** The value: the copy while it was looked at less than `checkEveryMs` ago, else after one look shared by all readers. */
  current(): Promise<V> {
    const copy = this.copy;
    if (copy && this.now() - this.checkedAt < this.options.checkEveryMs) return Promise.resolve(copy.value);
    if (copy && this.checking && this.options.duringCheck === 'keptCopy') return Promise.resolve(copy.value);
    if (!this.checking) {
      const checking = this.check().finally(() => {
        if (this.checking === checking) this.checking = undefined;
      });
      this.checking = checking;
    }
    return this.checking;
  }

  /** The copy in hand, without looking; undefined before the first read. */
  peek(): V | undefined {
    return this.copy?.value;
  }

  /** Keeps a value this process read or wrote (unless the copy is already newer) and answers the copy. */
  keep(value: V, stamp: S): V {
    const copy = this.copy;
    if (!copy || !this.options.older?.(stamp, copy.stamp)) this.copy = { value, stamp, loadedAt: this.now() };
    return (this.copy as Stamped<V, S>).value;
  }

  /** Drops the copy, and any read under way is not kept: the next reader loads afresh. */
  forget(): void {
    this.generation++;
    this.copy = undefined;
    this.checking = undefined;
  }

  private now(): number {
    // Read at each call, so a test's fake clock is the one used.
    return this.options.now ? this.options.now() : Date.now();
  }

  private async check(): Promise<V> {
    const startedAt = this.now();
    const startedIn = this.generation;
    const { stampOf, sameStamp = Object.is, load } = this.options;
    const stamp = stampOf ? await stampOf() : undefined;
    const kept = this.copy;
    if (stampOf && kept && sameStamp(stamp as S, kept.stamp)) {
      this.checkedAt = startedAt;
      this.reloadIfDue(kept, stamp);
      return kept.value;
    }
    const fresh = await load(stamp);
    if (startedIn !== this.generation) return fresh.value;
    this.checkedAt = startedAt;
    return this.keep(fresh.value, fresh.stamp);
  }

  /** A reload in the background when the copy is older than `reloadEveryMs`; a failed one is tried at the next look. */
  private reloadIfDue(kept: { loadedAt: number }, stamp: S | undefined): void {
    const every = this.options.reloadEveryMs;
    if (every === undefined || this.reloading || this.now() - kept.loadedAt < every) return;
    const startedIn = this.generation;
    this.reloading = this.options
      .load(stamp)
      .then((fresh) => {
        if (startedIn === this.generation) this.keep(fresh.value, fresh.stamp);
      })
      .catch(() => undefined)
      .finally(() => {
        this.reloading = undefined;
      });
  }
}
