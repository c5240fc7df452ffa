/**
 * The databases a bench server runs on: SQLite in a data dir, or a throw-away PostgreSQL database.
 * Shared by the server child (where its SQLite file lives) and the parent (which prepares and audits it).
 */
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import path from 'node:path';
import { type DbHandle, openDatabase } from '@ffe/server/src/db/connect';
// pg comes with @ffe/server (this package may not declare dependencies of its own beyond it).
import pg from 'pg';

/** Where a database lives: PostgreSQL when `databaseUrl` is set, else SQLite in `dataDir`. */
export interface DatabaseTarget {
  dataDir: string;
  databaseUrl: string | undefined;
}

const CONNECT_TIMEOUT_MS = 5000;

/** The SQLite file of a server whose DATA_DIR is `dataDir`, named as the bench server opens it. */
export function sqliteFile(dataDir: string): string {
  return path.join(dataDir, 'shop.sqlite');
}

/** Opens the target the way the server does, so rows written here are the rows it reads. */
export function openTarget(target: DatabaseTarget): DbHandle {
  return openDatabase({ databaseUrl: target.databaseUrl, sqliteFile: sqliteFile(target.dataDir) });
}

/** A fresh database on a PostgreSQL server, and how to get rid of it. */
export interface ScratchPostgres {
  url: string;
  name: string;
  drop(): Promise<void>;
}

/** Thrown when the PostgreSQL server cannot be reached at all: the caller skips rather than fails. */
export class PostgresUnreachable extends Error {
  override name = 'PostgresUnreachable';
}

async function connected(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  // An error after connecting (the server going away) must not end the bench process.
  client.on('error', () => undefined);
  await client.connect();
  return client;
}

/**
 * Creates `ffe_bench_<random>` on the server at `adminUrl` (as apps/server/test/databases.ts does for tests), so a run
 * never touches data of its own from before or anyone else's. Throws PostgresUnreachable when the server does not
 * answer or refuses the connection; any later error (no right to create databases, …) is a real failure.
 */
export async function createScratchPostgres(adminUrl: string): Promise<ScratchPostgres> {
  let admin: pg.Client;
  try {
    admin = await connected(adminUrl);
  } catch (err) {
    // Node reports a refused localhost (tried on IPv4 and IPv6) as an AggregateError without a message.
    const { message, code } = err as Error & { code?: string };
    throw new PostgresUnreachable(`cannot connect to ${redacted(adminUrl)}: ${message || code || String(err)}`);
  }
  const name = `ffe_bench_${crypto.randomBytes(6).toString('hex')}`;
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  let dropped = false;
  return {
    url: url.toString(),
    name,
    async drop() {
      if (dropped) return;
      dropped = true;
      const cleanup = await connected(adminUrl);
      try {
        // `with (force)` ends connections a killed server child may have left behind.
        await cleanup.query(`drop database if exists ${name} with (force)`);
      } finally {
        await cleanup.end();
      }
    },
  };
}

/**
 * Has PostgreSQL write out the pages it holds changed and the kernel flush its own, so that a phase's latency is not
 * the disk still busy with the phase before: after the order bench, a single node's p99 read 112 ms, alone 45 ms.
 */
export async function settleDisk(postgresUrl: string | undefined): Promise<void> {
  if (postgresUrl) {
    try {
      const client = await connected(postgresUrl);
      try {
        await client.query('checkpoint');
      } finally {
        await client.end();
      }
    } catch {
      // Unreachable, or the role may not checkpoint: the kernel's flush below still runs.
    }
  }
  execFileSync('sync');
}

/** The URL without its password, for messages. */
export function redacted(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(unparsable URL)';
  }
}
