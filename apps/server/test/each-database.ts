import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { StaffRole } from '@ffe/shared/domain/staff-roles';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe } from 'vitest';
import type { Db } from '../src/db/connect';
import type { UserTable } from '../src/db/schema';
import type { SmsSender } from '../src/modules/auth/sms-sender';
import { createTestApp, type TestApp } from './app';
import { type TestDatabase, testDatabases } from './databases';
import {
  aMember,
  aStaffMember,
  type Member,
  type SignedInStaff,
  type StaffMemberOverrides,
  signInAsStaff,
} from './factories';

export type TargetDatabase = (typeof testDatabases)[number];

/**
 * One describe a test database, titled `${title} on SQLite` and `${title} on PostgreSQL`. A database that cannot be
 * used (PostgreSQL without TEST_DATABASE_URL) is skipped, with the reason in its title.
 */
export function describeEachDatabase(title: string, body: (target: TargetDatabase) => void): void {
  for (const target of testDatabases) {
    const skipped = target.skipReason ? ` (skipped: ${target.skipReason})` : '';
    describe.skipIf(!!target.skipReason)(`${title} on ${target.name}${skipped}`, () => body(target));
  }
}

/** The app a `describeOnEachDatabase` body tests: made in `beforeAll`, so reach it from hooks and tests only. */
export interface SuiteApp {
  readonly app: FastifyInstance;
  readonly database: TestDatabase;
  readonly db: Db;
  /** The app's DATA_DIR, a fresh temporary folder; only with the `tempDataDir` option. */
  readonly dataDir: string;
  /** A signed-in member on this database. */
  member(overrides?: Partial<UserTable>): Promise<Member>;
  /** A new member of the team in `role`, signed in through the password login. */
  staff(role: StaffRole, overrides?: StaffMemberOverrides): Promise<SignedInStaff>;
}

export interface SuiteOptions {
  /** Gives the app a fresh DATA_DIR, named with this prefix in the system's temporary folder, removed afterwards. */
  tempDataDir?: string;
  /** More configuration for the app, as environment variables. */
  env?: NodeJS.ProcessEnv;
  /** Stands in for the SMS gateway (tests count the texts). */
  sms?: SmsSender;
}

/**
 * `describeEachDatabase` with the whole server on a fresh database of each kind: one app a describe, made before its
 * tests and closed (its database dropped) after them. Hooks the body adds run after the app is made.
 */
export function describeOnEachDatabase(title: string, body: (t: SuiteApp) => void, options: SuiteOptions = {}): void {
  describeEachDatabase(title, (target) => {
    let testApp: TestApp | undefined;
    let dataDir: string | undefined;

    beforeAll(async () => {
      if (options.tempDataDir) dataDir = fs.mkdtempSync(path.join(os.tmpdir(), options.tempDataDir));
      testApp = await createTestApp(
        target.url,
        { ...options.env, ...(dataDir ? { DATA_DIR: dataDir } : {}) },
        options.sms ? { sms: options.sms } : {},
      );
    });
    afterAll(async () => {
      await testApp?.close();
      if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    });

    const made = () => {
      if (!testApp) throw new Error(`${title}: the test app is made in beforeAll; reach it from a hook or a test`);
      return testApp;
    };
    body({
      get app() {
        return made().app;
      },
      get database() {
        return made().database;
      },
      get db() {
        return made().database.db;
      },
      get dataDir() {
        if (!dataDir) throw new Error(`${title}: no data folder; ask for one with the tempDataDir option`);
        return dataDir;
      },
      member: (overrides) => aMember(made().database.db, overrides),
      staff: async (role, overrides) =>
        signInAsStaff(made().app, await aStaffMember(made().database.db, role, overrides)),
    });
  });
}
