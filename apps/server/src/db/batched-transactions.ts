import { CompiledQuery } from 'kysely';
import type { Db } from './connect';

/** Units of work one shared transaction takes at most: bounds how long the last of them waits for the commit. */
const UNITS_PER_BATCH = 64;
/**
 * Under steady writes (a batch ended less than this long ago) a new batch waits this long for company before it
 * starts: at 1,000–2,000 sends a second, a commit for every one or two sends was a third of the server's time.
 */
export const GATHER_MS = 1;

// Each unit's savepoint as SQL written once: Kysely's savepoint API builds a query and a transaction object per call.
const SAVEPOINT = CompiledQuery.raw('savepoint "unit"');
const RELEASE = CompiledQuery.raw('release "unit"');
const ROLLBACK_TO = CompiledQuery.raw('rollback to "unit"');

interface Unit {
  work: (trx: Db) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

/**
 * Group commit (issue 17): units of work that arrive while a transaction is running wait and then run together in the
 * next one, each inside its own savepoint, and each is answered only once that transaction committed. One commit (and,
 * on SQLite, one hand-over of its only connection) serves a batch instead of every unit. A unit that failed in a
 * batch runs again alone, so it fails only on its own account (a PostgreSQL deadlock between two batches does not
 * count). One batch runs at a time: meant for SQLite's one connection (on PostgreSQL, batches of sends to shared rows
 * deadlock one another, decision 033).
 */
export function batchedTransactions(db: Db) {
  const waiting: Unit[] = [];
  let running = false;
  let lastBatchEnded = Number.NEGATIVE_INFINITY;

  async function runAlone(unit: Unit): Promise<Outcome> {
    try {
      return { ok: true, value: await db.transaction().execute(unit.work) };
    } catch (error) {
      return { ok: false, error };
    }
  }

  async function runTogether(units: readonly Unit[]): Promise<Outcome[]> {
    const trx = await db.startTransaction().execute();
    const outcomes: Outcome[] = [];
    try {
      for (const unit of units) {
        await trx.executeQuery(SAVEPOINT);
        try {
          outcomes.push({ ok: true, value: await unit.work(trx) });
          await trx.executeQuery(RELEASE);
        } catch (error) {
          await trx.executeQuery(ROLLBACK_TO);
          outcomes.push({ ok: false, error });
        }
      }
      await trx.commit().execute();
    } catch (error) {
      await trx
        .rollback()
        .execute()
        .catch(() => undefined);
      return units.map(() => ({ ok: false, error }));
    }
    return outcomes;
  }

  async function runBatch(units: readonly Unit[]) {
    const outcomes = units.length === 1 ? [await runAlone(units[0] as Unit)] : await runTogether(units);
    for (const [i, unit] of units.entries()) {
      const outcome = outcomes[i] as Outcome;
      // Failed beside others: once more on its own, after the batch committed.
      const final = outcome.ok || units.length === 1 ? outcome : await runAlone(unit);
      if (final.ok) unit.resolve(final.value);
      else unit.reject(final.error);
    }
  }

  let scheduled = false;

  async function drain() {
    running = true;
    try {
      while (waiting.length) await runBatch(waiting.splice(0, UNITS_PER_BATCH));
    } finally {
      running = false;
      lastBatchEnded = performance.now();
    }
  }

  /** Runs `work` in a transaction it may share with others, answering once that transaction committed. */
  return function inBatch<T>(work: (trx: Db) => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      waiting.push({ work, resolve: resolve as (value: unknown) => void, reject });
      if (running || scheduled) return;
      scheduled = true;
      const start = () => {
        scheduled = false;
        void drain();
      };
      // Idle, a batch starts once this turn's input was read (SQLite's driver never yields to I/O, so sends that came
      // in together would otherwise each commit alone); under steady writes it also waits for the next moment's.
      if (performance.now() - lastBatchEnded < GATHER_MS) setTimeout(start, GATHER_MS);
      else setImmediate(start);
    });
  };
}

export type InBatch = ReturnType<typeof batchedTransactions>;
