import { createRequire } from 'node:module';
import type BetterSqlite3 from 'better-sqlite3';

/** Node-API 10 arrived in Node 22.14; Node 20 has 9. */
const NODE_API_OF_THE_NEW_DRIVER = 10;

/**
 * The package SQLite is opened with: better-sqlite3 13 (Node-API, prebuilt in its package) where the runtime has
 * Node-API 10, because 12's statements abort Node 24 when they are collected (`RemoveEnvironmentCleanupHook`,
 * `(env) != nullptr`); 12, compiled by `npm ci`, on Node 20, which 13 does not load on.
 */
export function sqliteDriverPackage(nodeApi = Number(process.versions.napi)): string {
  return nodeApi >= NODE_API_OF_THE_NEW_DRIVER ? 'better-sqlite3-napi' : 'better-sqlite3';
}

const requireHere = createRequire(import.meta.url);

/** Where that package's entry is: the checkpointer's and the backup's worker threads require it from there. */
export const sqliteDriverPath = requireHere.resolve(sqliteDriverPackage());

/** The two versions' JavaScript is the same API (13 adds `explain`), so 12's types stand for both. */
export const SQLite = requireHere(sqliteDriverPath) as typeof BetterSqlite3;
export type SqliteConnection = BetterSqlite3.Database;
export type SqliteStatement = BetterSqlite3.Statement;
