import fs from 'node:fs';
import path from 'node:path';
import type { RowCounts } from './backup.repository';
import { sha256Of } from './backup-tools';

/** What a backup says of itself, in its `manifest.json` (decision 056). */
export interface BackupManifest {
  format: 1;
  /** When the backup's snapshot was taken, ISO 8601 in UTC. */
  takenAt: string;
  kind: 'sqlite' | 'postgres';
  /** The newest migration applied to the database backed up. */
  schemaVersion: string;
  /** Rows of the main tables in the snapshot. */
  rowCounts: RowCounts;
  /** Local uploads are copied beside the database; S3 uploads stay in their bucket, which keeps its own copies. */
  uploads: { storage: 'local'; files: number } | { storage: 's3'; files: 0; note: string };
  /** Every file of the backup but this one, by its path inside the backup, with its SHA-256. */
  files: Array<{ path: string; bytes: number; sha256: string }>;
}

export const MANIFEST = 'manifest.json';
export const SQLITE_FILE = 'database.sqlite';
export const POSTGRES_FILE = 'database.pgdump';
export const UPLOADS_DIR = 'uploads';

/** A backup's folder name: its time in UTC, sortable, without colons (which some file systems refuse). */
export const backupName = (at: Date) => at.toISOString().replace(/:/g, '-');
const BACKUP_NAME = /^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.\d{3}Z$/;
export const isBackupName = (name: string) => BACKUP_NAME.test(name);

/** A restore or backup refused for a reason the operator can act on; the command says it and exits 1. */
export class BackupRefused extends Error {
  override name = 'BackupRefused';
}

/** The files below `dir`, as paths relative to it, in a stable order. */
export function filesBelow(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return (fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** Each file's size and SHA-256, for the manifest. */
export async function checksums(dir: string, files: string[]): Promise<BackupManifest['files']> {
  const listed: BackupManifest['files'] = [];
  for (const file of files) {
    const full = path.join(dir, file);
    listed.push({ path: file.split(path.sep).join('/'), bytes: fs.statSync(full).size, sha256: await sha256Of(full) });
  }
  return listed;
}

/** Reads a backup's manifest and checks every file it lists against its checksum; refuses, naming the file, else. */
export async function verifiedManifest(dir: string): Promise<BackupManifest> {
  const manifestFile = path.join(dir, MANIFEST);
  if (!fs.existsSync(manifestFile)) throw new BackupRefused(`${dir} is not a backup: it has no ${MANIFEST}`);
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as BackupManifest;
  } catch (error) {
    throw new BackupRefused(`${manifestFile} is not readable JSON: ${(error as Error).message}`);
  }
  if (manifest.format !== 1 || !Array.isArray(manifest.files) || !manifest.schemaVersion) {
    throw new BackupRefused(`${manifestFile} is not a manifest this code reads (format ${String(manifest.format)})`);
  }
  for (const file of manifest.files) {
    const full = path.resolve(dir, file.path);
    if (!full.startsWith(path.resolve(dir) + path.sep)) throw new BackupRefused(`${file.path} lies outside the backup`);
    if (!fs.existsSync(full)) throw new BackupRefused(`${file.path} is missing from the backup`);
    if ((await sha256Of(full)) !== file.sha256) {
      throw new BackupRefused(`${file.path} fails its checksum: the backup is damaged`);
    }
  }
  return manifest;
}
