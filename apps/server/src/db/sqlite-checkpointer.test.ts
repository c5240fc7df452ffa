import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, expect, it, vi } from 'vitest';
import { openDatabase } from './connect';
import { migrateToLatest } from './migrate';

const file = path.join(os.tmpdir(), `ffe-checkpoints-${process.pid}-${Date.now()}.sqlite`);

afterEach(() => {
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${file}${suffix}`, { force: true });
});

it('copies committed pages into the database file from its worker, though the server’s connection is far below its own bound', async () => {
  const { db } = openDatabase({ sqliteFile: file });
  try {
    await migrateToLatest(db);
    const before = fs.statSync(file).size;
    // About 2 MB: a few hundred pages, far from the 10,000 at which the server's connection would checkpoint itself.
    for (let i = 0; i < 40; i++) {
      await db
        .insertInto('meta')
        .values(Array.from({ length: 100 }, (_, j) => ({ key: `row-${i}-${j}`, value: 'x'.repeat(500) })))
        .execute();
    }
    await vi.waitFor(() => expect(fs.statSync(file).size).toBeGreaterThan(before + 1_000_000), { timeout: 5_000 });
  } finally {
    await db.destroy();
  }
});

it('starts the log over under steady writes, which a passive checkpoint never finds idle', async () => {
  const { db } = openDatabase({ sqliteFile: file, checkpoints: { everyMs: 20, restartAtPages: 50 } });
  try {
    await migrateToLatest(db);
    // 40 MB of rows back to back: without restarts the log grows past 150 MB (a frame per changed page, every commit).
    const rows = 10_000;
    for (let i = 0; i < rows; i++) {
      await db
        .insertInto('meta')
        .values({ key: `steady-${i}`, value: 'x'.repeat(4_000) })
        .execute();
      // Lets the worker's messages in, as requests would.
      if (i % 50 === 0) await new Promise((resolve) => setImmediate(resolve));
    }
    expect(fs.statSync(`${file}-wal`).size).toBeLessThan(rows * 4_000);
  } finally {
    await db.destroy();
  }
});

it('has let go of the file when the database’s destroy resolves, though its worker had not started yet', async () => {
  const { db } = openDatabase({ sqliteFile: file });
  await sql`select 1`.execute(db);
  await db.destroy();
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${file}${suffix}`, { force: true });
  // A worker still starting would open the file now, and so create it again: a test's clean-up once failed on that.
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(fs.existsSync(file)).toBe(false);
});
