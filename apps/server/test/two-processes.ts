import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { it } from 'vitest';
import { buildApp } from '../src/app';
import { type Config, loadConfig } from '../src/config';
import { openDatabase } from '../src/db/connect';
import { TEST_TOKEN_SECRET } from './app';
import { createTestDatabase, type TestDatabase } from './databases';
import type { SuiteApp, TargetDatabase } from './each-database';
import { aMember, aStaffMember, signInAsStaff } from './factories';

const redisUrl = process.env.TEST_REDIS_URL;

/** Two server processes, as the tests see them: two apps on one database, told of each other's events through Redis. */
export interface TwoProcesses {
  readonly apps: readonly [FastifyInstance, FastifyInstance];
  readonly database: TestDatabase;
  /** The configuration both run with (the test's `env` applied). */
  readonly config: Config;
  /** The suite helpers (`ordering`, `chatting`...) take, driving the database through `app`. */
  suiteOn(app: FastifyInstance): SuiteApp;
}

/**
 * A test on `target` with two server processes sharing its database and a Redis bus; skipped, with the reason in its
 * title, when TEST_REDIS_URL is not set. `env` adds to both processes' configuration.
 */
export function itOnTwoProcesses(
  target: TargetDatabase,
  title: string,
  body: (processes: TwoProcesses) => Promise<void>,
  env: NodeJS.ProcessEnv = {},
): void {
  it.skipIf(!redisUrl)(`${title}${redisUrl ? '' : ' (skipped: TEST_REDIS_URL is not set)'}`, async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ffe-two-processes-'));
    // SQLite in a file, not in memory, so the second process opens the same database.
    const database = await createTestDatabase(target.url, path.join(dir, 'shop.sqlite'));
    const apps: FastifyInstance[] = [];
    try {
      if (!database.location) throw new Error('the database needs a location a second process can open');
      const config = loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATA_DIR: dir,
        TOKEN_SECRET: TEST_TOKEN_SECRET,
        SEARCH_INDEX_CHECK_MS: '0',
        ORDER_SWEEP_MS: '0',
        REDIS_URL: redisUrl,
        ...env,
      });
      apps.push(await buildApp({ config, database }));
      apps.push(await buildApp({ config, database: openDatabase(database.location) }));
      await body({
        apps: apps as [FastifyInstance, FastifyInstance],
        database,
        config,
        suiteOn: (app) => ({
          app,
          database,
          db: database.db,
          dataDir: dir,
          member: (overrides) => aMember(database.db, overrides),
          staff: async (role, overrides) => signInAsStaff(app, await aStaffMember(database.db, role, overrides)),
        }),
      });
    } finally {
      await Promise.all(apps.map((app) => app.close()));
      await database.drop();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
}
