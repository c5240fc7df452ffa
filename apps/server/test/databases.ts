import crypto from 'node:crypto';
import pg from 'pg';
import type { DbHandle } from '../src/db/connect';
import { openDatabase } from '../src/db/connect';
import { migrateToLatest } from '../src/db/migrate';

/** The databases integration tests run on: SQLite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const testDatabases = [
  { name: 'SQLite', url: undefined as string | undefined, skipReason: undefined as string | undefined },
  {
    name: 'PostgreSQL',
    url: process.env.TEST_DATABASE_URL,
    skipReason: process.env.TEST_DATABASE_URL ? undefined : 'TEST_DATABASE_URL is not set',
  },
] as const;

export interface TestDatabase extends DbHandle {
  /** Drops what the test made: the in-memory SQLite, or the PostgreSQL database created for it. */
  drop(): Promise<void>;
}

/** A fresh, migrated database: in-memory SQLite, or a new PostgreSQL database dropped afterwards. */
export async function createTestDatabase(url: string | undefined): Promise<TestDatabase> {
  if (!url) {
    const handle = openDatabase({ sqliteFile: ':memory:' });
    await migrateToLatest(handle.db);
    return { ...handle, drop: () => handle.db.destroy() };
  }
  const name = `ffe_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  const handle = openDatabase({ databaseUrl: dbUrl.toString(), sqliteFile: '' });
  await migrateToLatest(handle.db);
  return {
    ...handle,
    async drop() {
      await handle.db.destroy();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
