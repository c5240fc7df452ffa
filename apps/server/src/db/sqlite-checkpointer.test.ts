import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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
