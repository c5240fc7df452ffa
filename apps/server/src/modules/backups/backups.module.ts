import path from 'node:path';
import type { Config } from '../../config';
import type { DbHandle } from '../../db/connect';
import { newestMigration } from '../../db/migrate';
import { startJobs } from '../../platform/scheduler';
import type { Platform } from '../platform';
import { backupRepository } from './backup.repository';
import { type BackupLog, type BackupService, backupService } from './backup.service';
import { restoreService } from './restore.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Backups this process took and failed since it started (decision 056), for a future /metrics. */
    backupCounts: () => ReturnType<BackupService['counts']>;
  }
}

/** How often each process looks whether the scheduled backup is due; the claim decides who takes it. */
const CHECK_EVERY_MS = 60_000;

/** SQLite's file in DATA_DIR, as main.ts opens it. */
const sqliteFileIn = (dataDir: string) => path.join(dataDir, 'shop.sqlite');
/** The local uploads' folder, as platform/file-storage.ts keeps them. */
const uploadsDirIn = (dataDir: string) => path.join(dataDir, 'uploads');

/** The backup service on this configuration; `database` is the open PostgreSQL one (SQLite's file is read apart). */
export function backupServiceFor(config: Config, database: DbHandle | undefined, log: BackupLog) {
  const live = database ? backupRepository(database.db) : undefined;
  return backupService({
    source:
      config.databaseUrl && live
        ? { kind: 'postgres', url: config.databaseUrl, repo: live }
        : { kind: 'sqlite', file: sqliteFileIn(config.dataDir) },
    uploadsDir: config.storage.driver === 'local' ? uploadsDirIn(config.dataDir) : undefined,
    backupDir: config.backups.dir,
    keep: config.backups.keep,
    everyMs: config.backups.everyMs,
    ...(live ? { schedule: live } : {}),
    log,
  });
}

/** The restore service into this configuration's DATA_DIR or DATABASE_URL (`database`, open, for PostgreSQL). */
export function restoreServiceFor(config: Config, database: DbHandle | undefined) {
  return restoreService({
    target:
      config.databaseUrl && database
        ? { kind: 'postgres', url: config.databaseUrl, repo: backupRepository(database.db) }
        : { kind: 'sqlite', file: sqliteFileIn(config.dataDir) },
    uploadsDir: uploadsDirIn(config.dataDir),
    newestMigration,
  });
}

/** The server's own backups, every BACKUP_EVERY, taken by one process of those sharing the database. */
export function backupsModule({ app, config, database }: Platform) {
  const backups = backupServiceFor(config, database, app.log);
  app.decorate('backupCounts', () => backups.counts());
  const stop = startJobs(
    [{ name: 'backup', everyMs: config.backups.everyMs ? CHECK_EVERY_MS : 0, run: () => backups.runScheduled() }],
    (error) => app.log.error({ err: error, failures: backups.counts().failures }, 'backup failed'),
  );
  return { offers: { backups }, close: stop };
}

export type BackupsOffers = ReturnType<typeof backupsModule>['offers'];
