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
  /** Where a second connection finds the same database: the PostgreSQL URL or the SQLite file; none for :memory:. */
  location?: { databaseUrl?: string; sqliteFile: string };
  /** Drops what the test made: the in-memory SQLite, or the PostgreSQL database created for it. */
  drop(): Promise<void>;
}

/**
 * A fresh, migrated database: SQLite (in memory unless a file is named), or a new PostgreSQL database dropped
 * afterwards.
 */
export async function createTestDatabase(url: string | undefined, sqliteFile = ':memory:'): Promise<TestDatabase> {
  if (!url) {
    const handle = openDatabase({ sqliteFile });
    await migrateToLatest(handle.db);
    const location = sqliteFile === ':memory:' ? undefined : { sqliteFile };
    return { ...handle, ...(location ? { location } : {}), drop: () => handle.db.destroy() };
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
    location: { databaseUrl: dbUrl.toString(), sqliteFile: '' },
    async drop() {
      await handle.db.destroy();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
