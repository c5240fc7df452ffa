import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { shopConfig } from '../../../test/backing-up';
import { createTestDatabase, type TestDatabase } from '../../../test/databases';
import { describeEachDatabase } from '../../../test/each-database';
import { loadConfig } from '../../config';
import { backupRepository } from './backup.repository';
import { backupService } from './backup.service';

const HOUR = 3_600_000;

describeEachDatabase('Scheduled backups', (target) => {
  let database: TestDatabase;
  let dataDir: string;
  let backupDir: string;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ffe-scheduled-'));
    backupDir = path.join(dataDir, 'backups');
    database = await createTestDatabase(target.url, path.join(dataDir, 'shop.sqlite'));
  });
  afterAll(async () => {
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** A process's backup service on the shared database, with a clock the test sets. */
  function aProcess(clock: { now: number }, file = path.join(dataDir, 'shop.sqlite')) {
    const repo = backupRepository(database.db);
    return backupService({
      source: target.url
        ? { kind: 'postgres', url: database.location?.databaseUrl ?? '', repo }
        : { kind: 'sqlite', file },
      uploadsDir: path.join(dataDir, 'uploads'),
      backupDir,
      keep: 2,
      everyMs: 6 * HOUR,
      schedule: repo,
      log: { info: () => undefined },
      now: () => clock.now,
    });
  }
  const backupsIn = () =>
    fs
      .readdirSync(backupDir)
      .filter((name) => !name.startsWith('.'))
      .sort();

  it('takes one backup a period however many processes look, and keeps the newest BACKUP_KEEP', async () => {
    const clock = { now: Date.UTC(2031, 0, 1) };
    const [one, two, three] = [aProcess(clock), aProcess(clock), aProcess(clock)];
    const taken = await Promise.all([one.runScheduled(), two.runScheduled(), three.runScheduled()]);
    expect(taken.filter(Boolean)).toHaveLength(1);
    expect(backupsIn()).toHaveLength(1);

    clock.now += HOUR;
    expect(await one.runScheduled()).toBeUndefined();
    for (const _period of [1, 2, 3]) {
      clock.now += 6 * HOUR;
      const again = await Promise.all([two.runScheduled(), three.runScheduled()]);
      expect(again.filter(Boolean)).toHaveLength(1);
    }
    expect(backupsIn()).toEqual(['2031-01-01T13-00-00.000Z', '2031-01-01T19-00-00.000Z']);
  });

  it('counts a failed backup and tries again sooner than its next time', async () => {
    const clock = { now: Date.UTC(2032, 0, 1) };
    const failing = aProcess(clock, path.join(dataDir, 'no-such.sqlite'));
    if (target.url) {
      // PostgreSQL's failure: pg_dump cannot reach a database that does not exist.
      const url = new URL(database.location?.databaseUrl ?? '');
      url.pathname = '/ffe_no_such_database';
      const repo = backupRepository(database.db);
      const broken = backupService({
        source: { kind: 'postgres', url: url.toString(), repo },
        uploadsDir: undefined,
        backupDir,
        keep: 2,
        everyMs: 6 * HOUR,
        schedule: repo,
        log: { info: () => undefined },
        now: () => clock.now,
      });
      await expect(broken.runScheduled()).rejects.toThrow(/pg_dump/);
      expect(broken.counts()).toMatchObject({ failures: 1, taken: 0 });
    } else {
      await expect(failing.runScheduled()).rejects.toThrow('there is no database at');
      expect(failing.counts()).toMatchObject({ failures: 1, taken: 0 });
    }
    expect(fs.readdirSync(backupDir).filter((name) => name.startsWith('.partial'))).toEqual([]);
    const healthy = aProcess(clock);
    clock.now += 5 * 60_000;
    expect(await healthy.runScheduled()).toBeUndefined();
    clock.now += 5 * 60_000;
    expect(await healthy.runScheduled()).toBeDefined();
    expect(healthy.counts()).toMatchObject({ taken: 1, failures: 0 });
  });
});

it('reads BACKUP_DIR, BACKUP_EVERY and BACKUP_KEEP, refusing a bad duration or count by name', () => {
  const config = shopConfig('/srv/shop', undefined, {
    BACKUP_DIR: '/srv/backups',
    BACKUP_EVERY: '6h',
    BACKUP_KEEP: '3',
  });
  expect(config.backups).toEqual({ dir: '/srv/backups', everyMs: 6 * HOUR, keep: 3 });
  expect(loadConfig({ NODE_ENV: 'test' }).backups).toEqual({
    dir: path.resolve('./backups'),
    everyMs: undefined,
    keep: 7,
  });
  expect(loadConfig({ NODE_ENV: 'test', BACKUP_EVERY: '1d' }).backups.everyMs).toBe(24 * HOUR);
  expect(() => loadConfig({ NODE_ENV: 'test', BACKUP_EVERY: 'often' })).toThrow(
    'Invalid configuration: BACKUP_EVERY: must be a duration such as 30m, 6h or 1d',
  );
  expect(() => loadConfig({ NODE_ENV: 'test', BACKUP_EVERY: '30s' })).toThrow('BACKUP_EVERY: must be at least 1m');
  expect(() => loadConfig({ NODE_ENV: 'test', BACKUP_KEEP: '0' })).toThrow('BACKUP_KEEP');
});
