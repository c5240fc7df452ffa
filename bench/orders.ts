/**
 * The order-creation scenario: on SQLite, and on PostgreSQL when one answers, a server child of its own on a fresh
 * database takes orders from concurrent buyers at full speed; once it has stopped, the stock is audited for
 * overselling. Each database gets a new server so neither run inherits the other's rows, caches or warm pages.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Db } from '@ffe/server/src/db/connect';
import { migrateToLatest } from '@ffe/server/src/db/migrate';
import { startServer } from './child';
import { createScratchPostgres, type DatabaseTarget, openTarget, PostgresUnreachable, redacted } from './database';
import {
  auditStock,
  type PreparedShop,
  prepareShop,
  SCARCE_STOCKS,
  STOCK_PLAN,
  type StockAudit,
} from './order-fixtures';
import { CREATE_ORDER_PATH, measureOrders, type OrderLoadResult } from './order-load';

/**
 * Orders a delivery slot takes. All orders of a run book the same first open slot, so the shop's 30 would refuse
 * every order after the 30th as DELIVERY_SLOT_FULL: the bench measures ordering, not a full day.
 */
const SLOT_CAPACITY = 1_000_000;

export type DatabaseName = 'SQLite' | 'PostgreSQL';

export interface OrderSettings {
  /** Concurrent buyers, one connection each. */
  buyers: number;
  durationS: number;
  warmupS: number;
  /** A PostgreSQL server to create the scratch database on (any database on it to connect to first). */
  postgresUrl: string;
  webDistDir: string;
}

export interface OrderHooks {
  log(message: string): void;
  /** Registers an undo step to run on Ctrl-C; the scenario also runs it itself once done with the database. */
  defer(undo: () => Promise<void> | void): void;
}

export interface MeasuredOrders {
  database: DatabaseName;
  skipped: null;
  load: OrderLoadResult;
  audit: StockAudit;
  /** Why this run must fail the bench: answers other than orders and sold-out refusals, or a stock audit gone wrong. */
  problems: string[];
}

export type OrderScenarioResult = MeasuredOrders | { database: DatabaseName; skipped: string };

/** Runs the scenario on SQLite, then on PostgreSQL at `settings.postgresUrl` (skipped when it cannot be reached). */
export async function runOrderScenarios(settings: OrderSettings, hooks: OrderHooks): Promise<OrderScenarioResult[]> {
  const results: OrderScenarioResult[] = [await onDatabase('SQLite', undefined, settings, hooks)];

  let scratch: Awaited<ReturnType<typeof createScratchPostgres>>;
  try {
    scratch = await createScratchPostgres(settings.postgresUrl);
  } catch (err) {
    if (!(err instanceof PostgresUnreachable)) throw err;
    hooks.log(`order create on PostgreSQL: SKIPPED (${err.message})`);
    results.push({ database: 'PostgreSQL', skipped: err.message });
    return results;
  }
  hooks.defer(scratch.drop);
  try {
    hooks.log(`order create on PostgreSQL: scratch database ${scratch.name} on ${redacted(settings.postgresUrl)}`);
    results.push(await onDatabase('PostgreSQL', scratch.url, settings, hooks));
  } finally {
    await scratch.drop();
  }
  return results;
}

async function withDatabase<T>(target: DatabaseTarget, work: (db: Db) => Promise<T>): Promise<T> {
  const handle = openTarget(target);
  try {
    return await work(handle.db);
  } finally {
    await handle.db.destroy();
  }
}

async function onDatabase(
  database: DatabaseName,
  databaseUrl: string | undefined,
  settings: OrderSettings,
  hooks: OrderHooks,
): Promise<MeasuredOrders> {
  // A data dir on PostgreSQL too: the server keeps uploads there.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ffe-bench-orders-'));
  const removeDataDir = () => fs.rmSync(dataDir, { recursive: true, force: true });
  hooks.defer(removeDataDir);
  try {
    const target: DatabaseTarget = { dataDir, databaseUrl };
    // The parent signs the buyers in with the secret the server is then given, so their tokens are valid there.
    const tokenSecret = crypto.randomBytes(32).toString('hex');
    const shop: PreparedShop = await withDatabase(target, async (db) => {
      await migrateToLatest(db);
      return prepareShop(db, tokenSecret, settings.buyers);
    });
    const totalStock = STOCK_PLAN.reduce((sum, n) => sum + n, 0);
    hooks.log(
      `order create on ${database}: ${shop.buyers.length} buyers, ${shop.goods.length} goods (${totalStock.toLocaleString('en-US')} units, the scarce ones ${SCARCE_STOCKS.join('/')}); starting the server…`,
    );

    const server = await startServer(`server-orders-${database}`, {
      BENCH_DATA_DIR: dataDir,
      BENCH_SEED_GOODS: '0',
      BENCH_WEB_DIST_DIR: settings.webDistDir,
      SEARCH_CACHE_TTL_MS: undefined,
      DATABASE_URL: databaseUrl,
      BENCH_TOKEN_SECRET: tokenSecret,
      DELIVERY_SLOT_CAPACITY: String(SLOT_CAPACITY),
      // No sweep: cancelling unpaid orders would give stock back in the middle of the audit's arithmetic.
      ORDER_SWEEP_MS: '0',
    });
    hooks.defer(server.stop);
    let load: OrderLoadResult;
    try {
      hooks.log(
        `order create on ${database}: ${settings.warmupS} s warm-up + ${settings.durationS} s of POST ${CREATE_ORDER_PATH} at ${shop.buyers.length} connections…`,
      );
      load = await measureOrders({
        url: server.url,
        durationS: settings.durationS,
        warmupS: settings.warmupS,
        buyers: shop.buyers,
        goods: shop.goods,
      });
    } finally {
      // Stopped before the audit: the server answers what is in flight and closes its database, so nothing
      // writes while the stock is read.
      await server.stop();
    }

    const audit = await withDatabase(target, (db) => auditStock(db, shop.goods));
    const result: MeasuredOrders = { database, skipped: null, load, audit, problems: problemsOf(load, audit) };
    hooks.log(
      `order create on ${database}: ${load.ordersPerSec} orders/s, p50 ${load.p50Ms} ms, p99 ${load.p99Ms} ms, ${load.outOfStock + load.warmup.outOfStock} OUT_OF_STOCK, ${audit.orders} orders in the database, ${audit.soldOutGoods} goods sold out, oversold ${audit.oversoldUnits} units`,
    );
    return result;
  } finally {
    removeDataDir();
  }
}

/** Everything that makes a run a failure; sold-out refusals are the right answer and are not among them. */
function problemsOf(load: OrderLoadResult, audit: StockAudit): string[] {
  const problems: string[] = [];
  const errors = load.errors + load.warmup.errors;
  if (errors > 0) {
    problems.push(`${errors} connection errors (${load.timeouts + load.warmup.timeouts} time-outs after 10 s)`);
  }
  const unexpected = { ...load.warmup.unexpected };
  for (const [kind, n] of Object.entries(load.unexpected)) unexpected[kind] = (unexpected[kind] ?? 0) + n;
  for (const [kind, n] of Object.entries(unexpected)) problems.push(`${n} answers ${kind}`);
  if (audit.oversoldUnits > 0) problems.push(`${audit.oversoldUnits} units sold beyond the stock`);
  if (audit.negativeStockGoods.length > 0) problems.push(`negative stock: ${audit.negativeStockGoods.join(', ')}`);
  if (audit.unbalancedGoods.length > 0) {
    problems.push(`stock moved by other than the units ordered: ${audit.unbalancedGoods.join(', ')}`);
  }
  if (audit.overOrderedGoods.length > 0) {
    problems.push(`in more orders than units in stock: ${audit.overOrderedGoods.join(', ')}`);
  }
  // Orders answered while the load generator stopped are in the database but not counted, so only fewer is wrong.
  const answered = load.created + load.warmup.created;
  if (audit.orders < answered) problems.push(`${answered} orders answered but ${audit.orders} in the database`);
  return problems;
}

/** Whether the stock audit found anything wrong (the answers aside). */
export function stockIsSound(audit: StockAudit): boolean {
  return (
    audit.oversoldUnits === 0 &&
    audit.negativeStockGoods.length === 0 &&
    audit.unbalancedGoods.length === 0 &&
    audit.overOrderedGoods.length === 0
  );
}
