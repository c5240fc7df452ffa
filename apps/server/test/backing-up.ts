import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app';
import { type Config, loadConfig } from '../src/config';
import { type Db, openDatabase } from '../src/db/connect';
import { migrateToLatest } from '../src/db/migrate';
import { pgDumpVersion } from '../src/modules/backups/backup-tools';
import { TEST_TOKEN_SECRET } from './app';
import { createTestDatabase, type TestDatabase } from './databases';
import type { SuiteApp, TargetDatabase } from './each-database';
import { aMember, aStaffMember, signInAsStaff } from './factories';

/**
 * Why a PostgreSQL backup cannot be tested here: no TEST_DATABASE_URL, no pg_dump, or a pg_dump older than the server
 * (it refuses to dump a newer one); none when it can.
 */
export async function postgresBackupSkipReason(): Promise<string | undefined> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return 'TEST_DATABASE_URL is not set';
  const dump = await pgDumpVersion();
  if ('missing' in dump) return dump.missing;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ v: string }>('show server_version_num');
  await client.end();
  const serverMajor = Math.floor(Number(rows[0]?.v) / 10_000);
  return dump.major < serverMajor ? `pg_dump ${dump.major} cannot dump PostgreSQL ${serverMajor}` : undefined;
}

/** The configuration of a shop on `dataDir` (and PostgreSQL's `databaseUrl`), as a test app is configured. */
export function shopConfig(dataDir: string, databaseUrl: string | undefined, env: NodeJS.ProcessEnv = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEARCH_INDEX_CHECK_MS: '0',
    SEARCH_CACHE_TTL_MS: '0',
    GOODS_DETAIL_CACHE_TTL_MS: '0',
    TOKEN_SECRET: TEST_TOKEN_SECRET,
    DATA_DIR: dataDir,
    BACKUP_DIR: path.join(dataDir, '..', `${path.basename(dataDir)}-backups`),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...env,
  });
}

/** A shop whose SQLite database is a file in its own DATA_DIR (or a fresh PostgreSQL database), as a suite drives it. */
export interface ShopOnDisk extends SuiteApp {
  readonly config: Config;
  close(): Promise<void>;
}

export async function aShopOnDisk(target: TargetDatabase, env: NodeJS.ProcessEnv = {}): Promise<ShopOnDisk> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ffe-shop-'));
  const database: TestDatabase = await createTestDatabase(target.url, path.join(dataDir, 'shop.sqlite'));
  const config = shopConfig(dataDir, database.location?.databaseUrl, env);
  const app = await buildApp({ config, database });
  await app.ready();
  return {
    app,
    database,
    db: database.db,
    dataDir,
    config,
    member: (overrides) => aMember(database.db, overrides),
    staff: async (role, overrides) => signInAsStaff(app, await aStaffMember(database.db, role, overrides)),
    async close() {
      await app.close();
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
      fs.rmSync(config.backups.dir, { recursive: true, force: true });
    },
  };
}

/** An empty place to restore into: a fresh DATA_DIR, and with PostgreSQL a new database with no tables, dropped after. */
export async function anEmptyTarget(target: TargetDatabase) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ffe-restored-'));
  let databaseUrl: string | undefined;
  let name: string | undefined;
  if (target.url) {
    name = `ffe_restore_${Math.random().toString(16).slice(2, 14)}`;
    const admin = new pg.Client({ connectionString: target.url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(target.url);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
  }
  const config = shopConfig(dataDir, databaseUrl);
  const database = databaseUrl ? openDatabase({ databaseUrl, sqliteFile: '' }) : undefined;
  let served: { app: FastifyInstance; close(): Promise<void> } | undefined;
  return {
    dataDir,
    config,
    /** The open PostgreSQL database (none with SQLite, whose file the restore makes). */
    database,
    /** The server built on what was restored, after migrating it as main.ts does. */
    async serve(): Promise<{ app: FastifyInstance; db: Db }> {
      const handle = database ?? openDatabase({ sqliteFile: path.join(dataDir, 'shop.sqlite') });
      await migrateToLatest(handle.db);
      const app = await buildApp({ config, database: handle });
      await app.ready();
      served = {
        app,
        close: async () => {
          await app.close();
          if (!database) await handle.db.destroy();
        },
      };
      return { app, db: handle.db };
    },
    async drop() {
      await served?.close();
      await database?.db.destroy();
      if (target.url && name) {
        const admin = new pg.Client({ connectionString: target.url });
        await admin.connect();
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
