/**
 * The server under test, run in its own process so the load generator does not share its CPU.
 * Env: BENCH_DATA_DIR (required), BENCH_SEED_GOODS (seed that many goods into the fresh database first),
 * BENCH_WEB_DIST_DIR, SEARCH_CACHE_TTL_MS (the server's default when absent); DATABASE_URL (PostgreSQL instead of
 * SQLite in BENCH_DATA_DIR), BENCH_TOKEN_SECRET (the secret tokens are signed with, so the parent can sign buyers in
 * beforehand; random when absent), DELIVERY_SLOT_CAPACITY and ORDER_SWEEP_MS (the server's defaults when absent),
 * REDIS_URL (the chat's bus across processes), BENCH_SAMPLE_MS (send the parent a `ServerSample` over IPC that often:
 * RSS, heap and event-loop delay).
 * Prints one JSON line `{ "port": … }` on stdout once listening; exits on SIGTERM or when the parent goes away.
 */
import crypto from 'node:crypto';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { buildApp } from '@ffe/server/src/app';
import { loadConfig } from '@ffe/server/src/config';
import { openDatabase } from '@ffe/server/src/db/connect';
import { migrateToLatest } from '@ffe/server/src/db/migrate';
import { seedCatalogue } from '@ffe/server/src/seed/seed';
import { sqliteFile } from './database';
import { answerGarbageCollection } from './garbage-collection';

export interface ServerReady {
  port: number;
  pid: number;
  database: 'sqlite' | 'postgres';
  seededGoods: number;
  seedMs: number;
  searchCacheTtlMs: number;
}

/** What the server says of itself every BENCH_SAMPLE_MS: memory, and the event loop's delay since the last sample. */
export interface ServerSample {
  type: 'sample';
  /** Since the server listened. */
  atMs: number;
  rssKb: number;
  heapUsedKb: number;
  loopDelayP50Ms: number;
  loopDelayP99Ms: number;
  loopDelayMaxMs: number;
}

const dataDir = process.env.BENCH_DATA_DIR;
if (!dataDir) throw new Error('BENCH_DATA_DIR is required');
const seedGoods = Number(process.env.BENCH_SEED_GOODS ?? '0');
// Handed on only when set, so that otherwise the server runs with its own defaults.
const passedOn = Object.fromEntries(
  ['SEARCH_CACHE_TTL_MS', 'DATABASE_URL', 'DELIVERY_SLOT_CAPACITY', 'ORDER_SWEEP_MS', 'REDIS_URL']
    .map((name) => [name, process.env[name]])
    .filter(([, value]) => value !== undefined),
);

const config = loadConfig({
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  DATA_DIR: dataDir,
  WEB_DIST_DIR: process.env.BENCH_WEB_DIST_DIR ?? path.resolve(import.meta.dirname, '../apps/web/dist'),
  // Production refuses to start without these; the bench sends no SMS, and keeps no token beyond the run.
  TOKEN_SECRET: process.env.BENCH_TOKEN_SECRET || crypto.randomBytes(32).toString('hex'),
  SMS_SENDER: 'http',
  SMS_GATEWAY_URL: 'http://127.0.0.1:9/unused',
  // The bench moves no money: it names the sandbox, as production must to run it.
  PAYMENT_PROVIDERS: 'sandbox',
  // One address makes thousands of guests and sends for them all: the write quotas are still counted on every call,
  // so their cost is measured, but raised far out of the load's way.
  QUOTA_SCALE: '1000000',
  ...passedOn,
});

const database = openDatabase({ databaseUrl: config.databaseUrl, sqliteFile: sqliteFile(config.dataDir) });
await migrateToLatest(database.db);

let seedMs = 0;
if (seedGoods > 0) {
  const started = performance.now();
  await seedCatalogue(database.db, { goodsCount: seedGoods });
  seedMs = Math.round(performance.now() - started);
}

const app = await buildApp({ config, database });
// The baseline: a raw route on the same instance (same hooks, helmet, compression), no schema, no database.
app.post('/bench/raw', async () => ({ ok: true, shop: 'fresh-flower-express', items: [1, 2, 3] }));
await app.listen({ host: '127.0.0.1', port: 0 });

let closing = false;
async function shutdown(): Promise<void> {
  if (closing) return;
  closing = true;
  try {
    await app.close();
    await database.db.destroy();
  } finally {
    process.exit(0);
  }
}
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
// With an IPC channel, the parent going away (even by a crash) ends this server too.
process.on('disconnect', shutdown);
answerGarbageCollection();

const ready: ServerReady = {
  port: (app.server.address() as AddressInfo).port,
  pid: process.pid,
  database: database.dialect,
  seededGoods: seedGoods,
  seedMs,
  searchCacheTtlMs: config.searchCacheTtlMs,
};
process.stdout.write(`${JSON.stringify(ready)}\n`);

const sampleMs = Number(process.env.BENCH_SAMPLE_MS ?? '0');
if (sampleMs > 0 && process.send) {
  const listening = performance.now();
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const kb = (bytes: number) => Math.round(bytes / 1024);
  const ms = (ns: number) => Math.round(ns / 1e4) / 100;
  setInterval(() => {
    const memory = process.memoryUsage();
    const sample: ServerSample = {
      type: 'sample',
      atMs: Math.round(performance.now() - listening),
      rssKb: kb(memory.rss),
      heapUsedKb: kb(memory.heapUsed),
      loopDelayP50Ms: ms(loop.percentile(50)),
      loopDelayP99Ms: ms(loop.percentile(99)),
      loopDelayMaxMs: ms(loop.max),
    };
    // Each sample covers its own period, not the whole run.
    loop.reset();
    process.send?.(sample);
  }, sampleMs).unref();
}
