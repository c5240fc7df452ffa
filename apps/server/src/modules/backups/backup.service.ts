import fs from 'node:fs';
import path from 'node:path';
import { type BackupRepository, backupRepository } from './backup.repository';
import {
  type BackupManifest,
  BackupRefused,
  backupName,
  checksums,
  filesBelow,
  isBackupName,
  MANIFEST,
  POSTGRES_FILE,
  SQLITE_FILE,
  UPLOADS_DIR,
} from './backup-manifest';
import { copySqliteOnline, openSqliteFile, pgDump } from './backup-tools';

/** What is backed up: SQLite's file (read through a connection of the backup's own) or PostgreSQL's database. */
export type BackupSource = { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string; repo: BackupRepository };

export interface BackupLog {
  info(fields: object, message: string): void;
}

export interface BackupServiceDeps {
  source: BackupSource;
  /** The local uploads' folder; none when uploads live in S3, which a backup does not copy. */
  uploadsDir: string | undefined;
  backupDir: string;
  /** How many backups a scheduled run leaves in `backupDir`. */
  keep: number;
  /** How often the server takes one itself; the claim of the next one lies this far ahead. */
  everyMs?: number | undefined;
  /** The live database's claims on the schedule (shared by every process). */
  schedule?: BackupRepository;
  log: BackupLog;
  now?: () => number;
}

export interface TakenBackup {
  dir: string;
  manifest: BackupManifest;
}

/** A failed scheduled backup is tried again this soon, or at its next time if that comes first. */
const RETRY_AFTER_MS = 10 * 60_000;

const S3_NOTE = 'Uploads are in S3 and not copied: the bucket keeps them (enable its versioning or replication).';

/**
 * Backups (decision 056): a consistent copy of the database taken while the shop serves (SQLite's online backup API,
 * or pg_dump of an exported snapshot), the local uploads beside it, and a manifest with the schema, row counts and a
 * checksum per file. Written under a hidden name and renamed when whole, so a folder that looks like a backup is one.
 */
export function backupService(deps: BackupServiceDeps) {
  const now = deps.now ?? Date.now;
  const counts = { taken: 0, failures: 0, lastTakenAt: undefined as number | undefined };

  async function snapshotInto(dir: string): Promise<Pick<BackupManifest, 'kind' | 'schemaVersion' | 'rowCounts'>> {
    const { source } = deps;
    if (source.kind === 'postgres') {
      return source.repo.inExportedSnapshot(async (snapshot, repo) => {
        const schemaVersion = await repo.schemaVersion();
        if (!schemaVersion)
          throw new BackupRefused('the database has no migrations applied: there is nothing to back up');
        const rowCounts = await repo.rowCounts();
        await pgDump(source.url, path.join(dir, POSTGRES_FILE), snapshot);
        return { kind: 'postgres' as const, schemaVersion, rowCounts };
      });
    }
    if (!fs.existsSync(source.file)) throw new BackupRefused(`there is no database at ${source.file}`);
    const copy = path.join(dir, SQLITE_FILE);
    await copySqliteOnline(source.file, copy);
    const db = openSqliteFile(copy);
    try {
      const repo = backupRepository(db);
      const schemaVersion = await repo.schemaVersion();
      if (!schemaVersion)
        throw new BackupRefused('the database has no migrations applied: there is nothing to back up');
      return { kind: 'sqlite', schemaVersion, rowCounts: await repo.rowCounts() };
    } finally {
      await db.destroy();
    }
  }

  /** Copies the uploads after the database's snapshot, so every upload the snapshot names was written already. */
  function copyUploads(dir: string): BackupManifest['uploads'] {
    if (!deps.uploadsDir) return { storage: 's3', files: 0, note: S3_NOTE };
    let files = 0;
    for (const file of filesBelow(deps.uploadsDir)) {
      const to = path.join(dir, UPLOADS_DIR, file);
      fs.mkdirSync(path.dirname(to), { recursive: true });
      try {
        fs.copyFileSync(path.join(deps.uploadsDir, file), to);
        files++;
      } catch (error) {
        // An upload removed since the listing was removed after the snapshot too.
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    }
    return { storage: 'local', files };
  }

  async function take(): Promise<TakenBackup> {
    const takenAt = new Date(now());
    const name = backupName(takenAt);
    const partial = path.join(deps.backupDir, `.partial-${name}`);
    const dir = path.join(deps.backupDir, name);
    if (fs.existsSync(dir)) throw new BackupRefused(`${dir} exists already`);
    fs.mkdirSync(partial, { recursive: true });
    try {
      const snapshot = await snapshotInto(partial);
      const uploads = copyUploads(partial);
      const files = await checksums(partial, filesBelow(partial));
      const manifest: BackupManifest = { format: 1, takenAt: takenAt.toISOString(), ...snapshot, uploads, files };
      fs.writeFileSync(path.join(partial, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
      fs.renameSync(partial, dir);
      counts.taken++;
      counts.lastTakenAt = takenAt.getTime();
      return { dir, manifest };
    } catch (error) {
      fs.rmSync(partial, { recursive: true, force: true });
      throw error;
    }
  }

  /** Removes the oldest backups in `backupDir` beyond `keep`; answers the folders removed. */
  function prune(): string[] {
    if (!fs.existsSync(deps.backupDir)) return [];
    const backups = fs
      .readdirSync(deps.backupDir)
      .filter((name) => isBackupName(name) && fs.existsSync(path.join(deps.backupDir, name, MANIFEST)))
      .sort();
    const removed = backups
      .slice(0, Math.max(0, backups.length - deps.keep))
      .map((name) => path.join(deps.backupDir, name));
    for (const dir of removed) fs.rmSync(dir, { recursive: true, force: true });
    return removed;
  }

  /**
   * The scheduled backup: whichever process claims it first (a conditional update of the due time in the database)
   * takes it, the others skip; answers the backup taken, or none when it was not due or another process has it.
   */
  async function runScheduled(): Promise<TakenBackup | undefined> {
    const { schedule, everyMs } = deps;
    if (!schedule || !everyMs) return undefined;
    const startedAt = now();
    if (!(await schedule.claimDue(startedAt, startedAt + everyMs))) return undefined;
    try {
      const taken = await take();
      const removed = prune();
      deps.log.info(
        {
          backup: taken.dir,
          kind: taken.manifest.kind,
          rowCounts: taken.manifest.rowCounts,
          ms: now() - startedAt,
          removed,
        },
        'backup written',
      );
      return taken;
    } catch (error) {
      counts.failures++;
      await schedule.dueAt(startedAt + Math.min(everyMs, RETRY_AFTER_MS));
      throw error;
    }
  }

  return {
    take,
    prune,
    runScheduled,
    /** Backups taken and failed by this process since it started, for a future /metrics. */
    counts: () => ({ ...counts }),
  };
}

export type BackupService = ReturnType<typeof backupService>;
