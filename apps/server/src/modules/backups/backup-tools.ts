import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import { Worker } from 'node:worker_threads';
import { Kysely, SqliteDialect } from 'kysely';
import type { Db } from '../../db/connect';
import type { Database } from '../../db/schema';
import { SQLite, sqliteDriverPath } from '../../db/sqlite-driver';

// The outside tools a backup is made with: SQLite's online backup, pg_dump and pg_restore, SHA-256 of a file.

// Runs as CommonJS in a worker, so copying a large file never holds the server's event loop.
const COPY_SOURCE = `
const { workerData, parentPort } = require('node:worker_threads');
const Database = require(workerData.driver);
(async () => {
  const source = new Database(workerData.from, { fileMustExist: true });
  try {
    // After the first step the rest goes in one step: one read of one snapshot, which writers never restart.
    await source.backup(workerData.to, { progress: () => 1 << 30 });
  } finally {
    source.close();
  }
  // A single file of its own: the copy leaves write-ahead logging, which the server turns on again when it opens it.
  const copy = new Database(workerData.to);
  copy.pragma('journal_mode = DELETE');
  copy.close();
  parentPort.postMessage('done');
})().catch((error) => parentPort.postMessage({ error: String(error && error.message || error) }));
`;

/** Copies a live SQLite file through SQLite's online backup API (better-sqlite3's `backup`), from a worker thread. */
export function copySqliteOnline(from: string, to: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(COPY_SOURCE, { eval: true, workerData: { from, to, driver: sqliteDriverPath } });
    worker.once('message', (message: 'done' | { error: string }) => {
      void worker.terminate();
      if (message === 'done') resolve();
      else reject(new Error(`SQLite backup of ${from} failed: ${message.error}`));
    });
    worker.once('error', reject);
  });
}

/** A plain connection to a SQLite file (no write-ahead log, no checkpointer): a backup's copy, a restored file. */
export function openSqliteFile(file: string): Db {
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: new SQLite(file, { fileMustExist: true }) }) });
}

function run(command: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(command, args, { maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (!error) resolve(stdout);
      else if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
        reject(new Error(`${command} is not installed (Debian: apt-get install postgresql-client)`));
      } else reject(new Error(`${command} failed: ${stderr.trim() || error.message}`));
    });
  });
}

/** pg_dump in its custom format (`-Fc`), of the snapshot a transaction exported, so the dump is that moment's data. */
export async function pgDump(url: string, file: string, snapshot: string): Promise<void> {
  await run('pg_dump', [
    '--format=custom',
    '--no-owner',
    `--snapshot=${snapshot}`,
    `--file=${file}`,
    `--dbname=${url}`,
  ]);
}

/** pg_restore into an empty database, in one transaction: a failure leaves it empty. */
export async function pgRestore(url: string, file: string): Promise<void> {
  await run('pg_restore', [
    '--no-owner',
    '--no-privileges',
    '--exit-on-error',
    '--single-transaction',
    `--dbname=${url}`,
    file,
  ]);
}

/** The installed pg_dump's major version, or why it cannot be used. */
export async function pgDumpVersion(): Promise<{ major: number } | { missing: string }> {
  try {
    const out = await run('pg_dump', ['--version']);
    const major = Number(/(\d+)(\.\d+)?/.exec(out)?.[1]);
    return Number.isFinite(major) ? { major } : { missing: `pg_dump answered no version: ${out.trim()}` };
  } catch (error) {
    return { missing: (error as Error).message };
  }
}

/** SHA-256 of a file's bytes, in hex. */
export function sha256Of(file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = crypto.createHash('sha256');
    fs.createReadStream(file)
      .on('data', (chunk) => hash.update(chunk))
      .on('end', () => resolve(hash.digest('hex')))
      .on('error', reject);
  });
}
