import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type DbHandle, openDatabase } from './connect';
import { migrateToLatest } from './migrate';

/** SQLite names its temporary files etilqs_… and unlinks them at once; the open descriptor stays visible here. */
const openTemporaryFiles = () =>
  fs.readdirSync('/proc/self/fd').filter((fd) => {
    try {
      return fs.readlinkSync(`/proc/self/fd/${fd}`).includes('etilqs_');
    } catch {
      return false; // closed between the listing and the read
    }
  }).length;

describe.runIf(process.platform === 'linux')('a SQLite file database', () => {
  let dir: string;
  let handle: DbHandle;
  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ffe-connect-'));
    handle = openDatabase({ sqliteFile: path.join(dir, 'shop.sqlite') });
    await migrateToLatest(handle.db);
  });
  afterEach(async () => {
    await handle.db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("keeps a savepoint's journal in memory however many pages it changes", async () => {
    const value = 'x'.repeat(1000);
    const keys = Array.from({ length: 400 }, (_, i) => `k${i}`);
    await handle.db
      .insertInto('meta')
      .values(keys.map((key) => ({ key, value })))
      .execute();
    const during = await handle.db.transaction().execute(async (trx) => {
      await sql`savepoint unit`.execute(trx);
      // About 400 kB of pages that existed before the savepoint: far past SQLite's 64 kB spill to a file.
      await trx.updateTable('meta').set({ value: value.toUpperCase() }).execute();
      const open = openTemporaryFiles();
      await sql`release unit`.execute(trx);
      return open;
    });
    expect(during).toBe(0);
    const stored = await handle.db
      .selectFrom('meta')
      .select('value')
      .where('key', '=', 'k399')
      .executeTakeFirstOrThrow();
    expect(stored.value).toBe(value.toUpperCase());
  });
});
