import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/databases';
import { describeEachDatabase } from '../../test/each-database';
import { batchedTransactions, GATHER_MS } from './batched-transactions';
import { type Db, openDatabase } from './connect';

describeEachDatabase('transactions shared by concurrent units of work', (target) => {
  let database: TestDatabase;
  // SQLite in a file, so a second connection can look at it.
  const file = path.join(os.tmpdir(), `ffe-batches-${process.pid}-${Date.now()}.sqlite`);
  beforeAll(async () => {
    database = await createTestDatabase(target.url, file);
  });
  afterAll(async () => {
    await database?.drop();
    for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${file}${suffix}`, { force: true });
  });
  beforeEach(async () => {
    await database.db.deleteFrom('meta').where('key', 'like', 'unit-%').execute();
  });

  const write = (key: string) => async (trx: Db) => {
    await trx.insertInto('meta').values({ key, value: key }).execute();
    return key;
  };
  const storedKeys = async () =>
    (await database.db.selectFrom('meta').select('key').where('key', 'like', 'unit-%').execute()).map((r) => r.key);

  it('commits two hundred concurrent units in far fewer transactions, each answered with its own result', async () => {
    const inBatch = batchedTransactions(database.db);
    const begun = vi.spyOn(database.db, 'startTransaction');
    const keys = Array.from({ length: 200 }, (_, i) => `unit-${String(i).padStart(3, '0')}`);
    expect(await Promise.all(keys.map((key) => inBatch(write(key))))).toEqual(keys);
    expect((await storedKeys()).sort()).toEqual(keys);
    // The first runs alone; the 199 that waited share ceil(199 / 64) transactions.
    expect(begun.mock.calls.length).toBeLessThanOrEqual(4);
    begun.mockRestore();
  });

  it('refuses only the unit that failed, and keeps the others of its batch', async () => {
    const inBatch = batchedTransactions(database.db);
    const results = await Promise.allSettled([
      inBatch(write('unit-a')),
      inBatch(write('unit-b')),
      // The same key again: the table's primary key refuses it.
      inBatch(write('unit-b')),
      inBatch(write('unit-c')),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    expect((await storedKeys()).sort()).toEqual(['unit-a', 'unit-b', 'unit-c']);
  });

  it('answers a unit only once its transaction committed: a second connection sees the row then', async () => {
    const inBatch = batchedTransactions(database.db);
    const other = openDatabase(database.location ?? { sqliteFile: '' });
    try {
      const seen = await Promise.all(
        ['unit-x', 'unit-y', 'unit-z'].map(async (key) => {
          await inBatch(write(key));
          return (await other.db.selectFrom('meta').select('key').where('key', '=', key).executeTakeFirst())?.key;
        }),
      );
      expect(seen).toEqual(['unit-x', 'unit-y', 'unit-z']);
    } finally {
      await other.db.destroy();
    }
  });
});

// Batches serve SQLite's one connection only.
describe('when the next batch of units starts on SQLite', () => {
  let database: TestDatabase;
  const file = path.join(os.tmpdir(), `ffe-batch-timing-${process.pid}-${Date.now()}.sqlite`);
  beforeAll(async () => {
    database = await createTestDatabase(undefined, file);
  });
  afterAll(async () => {
    await database?.drop();
    for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${file}${suffix}`, { force: true });
  });
  const write = (key: string) => async (trx: Db) => {
    await trx.insertInto('meta').values({ key, value: key }).execute();
    return key;
  };

  // Timers and the clock are the test's: which units share a transaction depends on nothing else.
  beforeEach(() => void vi.useFakeTimers({ toFake: ['setTimeout', 'setImmediate', 'performance'] }));
  afterEach(() => void vi.useRealTimers());

  it('starts a unit right away when nothing was written for a while', async () => {
    const inBatch = batchedTransactions(database.db);
    await vi.advanceTimersByTimeAsync(1_000);
    let answered = false;
    void inBatch(write('unit-idle')).then(() => {
      answered = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(answered).toBe(true);
  });

  it('under steady writes, has a unit wait a moment for the next ones and commit with them', async () => {
    const inBatch = batchedTransactions(database.db);
    const first = inBatch(write('unit-1'));
    await vi.advanceTimersByTimeAsync(0);
    await first;
    const begun = vi.spyOn(database.db, 'startTransaction');
    const alone = vi.spyOn(database.db, 'transaction');
    // A batch has just ended: this unit waits GATHER_MS instead of the next turn of the event loop.
    const second = inBatch(write('unit-2'));
    await vi.advanceTimersByTimeAsync(0);
    const third = inBatch(write('unit-3'));
    await vi.advanceTimersByTimeAsync(GATHER_MS);
    expect(await Promise.all([second, third])).toEqual(['unit-2', 'unit-3']);
    expect(begun).toHaveBeenCalledTimes(1);
    expect(alone).not.toHaveBeenCalled();
    begun.mockRestore();
    alone.mockRestore();
  });
});
