import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type DbHandle, openDatabase } from './connect';
import { migrateToLatest } from './migrate';

describe('the SQLite change stamp', () => {
  let dir: string;
  let one: DbHandle;
  let other: DbHandle;
  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ffe-change-stamp-'));
    const file = path.join(dir, 'shop.sqlite');
    one = openDatabase({ sqliteFile: file });
    await migrateToLatest(one.db);
    other = openDatabase({ sqliteFile: file });
  });
  afterEach(async () => {
    await one.db.destroy();
    await other.db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const write = (handle: DbHandle, key: string) => handle.db.insertInto('meta').values({ key, value: 'v' }).execute();

  it('stays while only reads run', async () => {
    const before = one.changes?.();
    await one.db.selectFrom('meta').selectAll().execute();
    expect(one.changes?.()).toBe(before);
  });

  it("moves on the process's own write", async () => {
    const before = one.changes?.();
    await write(one, 'own');
    expect(one.changes?.()).not.toBe(before);
  });

  it('moves when another connection (another process) commits a write', async () => {
    const before = one.changes?.();
    await write(other, 'elsewhere');
    expect(one.changes?.()).not.toBe(before);
  });
});
