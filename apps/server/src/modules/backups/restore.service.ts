import fs from 'node:fs';
import path from 'node:path';
import { type BackupRepository, backupRepository, COUNTED_TABLES, type RowCounts } from './backup.repository';
import {
  type BackupManifest,
  BackupRefused,
  filesBelow,
  POSTGRES_FILE,
  SQLITE_FILE,
  UPLOADS_DIR,
  verifiedManifest,
} from './backup-manifest';
import { openSqliteFile, pgRestore } from './backup-tools';

/** Where a restore goes: SQLite's file (which must not exist yet) or an empty PostgreSQL database. */
export type RestoreTarget =
  | { kind: 'sqlite'; file: string }
  | { kind: 'postgres'; url: string; repo: BackupRepository };

export interface RestoreServiceDeps {
  target: RestoreTarget;
  /** Where the server keeps local uploads (DATA_DIR/uploads); a backup's uploads go there. */
  uploadsDir: string;
  /** The newest migration this code knows: a backup of a newer schema is refused. */
  newestMigration: string;
}

export interface Restored {
  manifest: BackupManifest;
  rowCounts: RowCounts;
  uploads: number;
}

/**
 * Restores a backup (decision 056) into an empty target only. Everything is checked before anything is written: the
 * checksums, the schema against this code's migrations, the kind, the target's emptiness; a refusal changes nothing.
 */
export function restoreService(deps: RestoreServiceDeps) {
  const { target } = deps;

  async function refuseUnlessEmpty(uploadFiles: number) {
    if (target.kind === 'sqlite') {
      for (const file of [target.file, `${target.file}-wal`]) {
        if (fs.existsSync(file)) throw new BackupRefused(`the target is not empty: ${file} exists`);
      }
    } else {
      const tables = await target.repo.postgresTableCount();
      if (tables > 0) throw new BackupRefused(`the target is not empty: the PostgreSQL database has ${tables} tables`);
    }
    if (uploadFiles > 0 && filesBelow(deps.uploadsDir).length > 0) {
      throw new BackupRefused(`the target is not empty: ${deps.uploadsDir} holds files`);
    }
  }

  /** Moves the backup's uploads in whole: copied under a hidden name, then renamed into place. */
  function placeUploads(dir: string): number {
    const from = path.join(dir, UPLOADS_DIR);
    const files = filesBelow(from);
    if (files.length === 0) return 0;
    const staging = `${deps.uploadsDir}.restoring`;
    fs.rmSync(staging, { recursive: true, force: true });
    fs.cpSync(from, staging, { recursive: true });
    // Empty (checked before), perhaps but for empty folders.
    fs.rmSync(deps.uploadsDir, { recursive: true, force: true });
    fs.renameSync(staging, deps.uploadsDir);
    return files.length;
  }

  async function countsOfTarget(): Promise<RowCounts> {
    if (target.kind === 'postgres') return target.repo.rowCounts();
    const db = openSqliteFile(target.file);
    try {
      return await backupRepository(db).rowCounts();
    } finally {
      await db.destroy();
    }
  }

  async function restore(dir: string): Promise<Restored> {
    const manifest = await verifiedManifest(dir);
    if (manifest.schemaVersion > deps.newestMigration) {
      throw new BackupRefused(
        `the backup's schema (${manifest.schemaVersion}) is newer than this code's newest migration (${deps.newestMigration}): restore it with the code that wrote it`,
      );
    }
    if (manifest.kind !== target.kind) {
      throw new BackupRefused(`the backup is of ${manifest.kind} and the target is ${target.kind}`);
    }
    const uploadFiles = filesBelow(path.join(dir, UPLOADS_DIR)).length;
    await refuseUnlessEmpty(uploadFiles);

    const uploads = placeUploads(dir);
    try {
      if (target.kind === 'postgres') {
        await pgRestore(target.url, path.join(dir, POSTGRES_FILE));
      } else {
        fs.mkdirSync(path.dirname(target.file), { recursive: true });
        const staging = `${target.file}.restoring`;
        fs.copyFileSync(path.join(dir, SQLITE_FILE), staging);
        fs.renameSync(staging, target.file);
      }
    } catch (error) {
      // The database took nothing (pg_restore runs in one transaction), so the uploads placed go too.
      if (uploads > 0) fs.rmSync(deps.uploadsDir, { recursive: true, force: true });
      throw error;
    }

    const rowCounts = await countsOfTarget();
    const differing = COUNTED_TABLES.filter((table) => rowCounts[table] !== manifest.rowCounts[table]);
    if (differing.length > 0) {
      throw new Error(
        `restored, but ${differing.map((t) => `${t} has ${rowCounts[t]} rows, not ${manifest.rowCounts[t]}`).join('; ')}`,
      );
    }
    return { manifest, rowCounts, uploads };
  }

  return { restore };
}

export type RestoreService = ReturnType<typeof restoreService>;
