/**
 * The back-office scenario (issue 13): a server of its own on SQLite holding 20,000 orders over ~60 delivery days,
 * the admin signed in through the password login; measured in one run at the same connections: the raw route (the
 * baseline on this very instance), the workbench's order list for one delivery day, and the dashboard as shipped
 * (its figures answer a burst of callers for a second). Single dashboard readings spaced past that second show what
 * one reading costs when no cached answer is there.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { migrateToLatest } from '@ffe/server/src/db/migrate';
import { shopDate } from '@ffe/shared/domain/delivery-rules';
import { type PreparedAdminShop, prepareAdminShop } from './admin-fixtures';
import { startServer } from './child';
import { openTarget } from './database';
import { type LoadResult, measure, type RotatingRequest } from './load';

/** The admin's password in the bench's throw-away database. */
const ADMIN_PASSWORD = 'bench-admin-2026';
/** The dashboard answers from a cache this old at most (DASHBOARD_CACHE_MS in apps/server/src/app.ts). */
const DASHBOARD_CACHE_MS = 1_000;
const UNCACHED_READINGS = 5;

export const ADMIN_LIST_PATH = '/api/admin/order/list';
export const ADMIN_DASHBOARD_PATH = '/api/admin/dashboard';

export interface AdminSettings {
  connections: number;
  durationS: number;
  warmupS: number;
  orders: number;
  webDistDir: string;
}

export interface AdminHooks {
  log(message: string): void;
  defer(undo: () => Promise<void> | void): void;
}

export interface AdminScenario {
  name: string;
  description: string;
  load: LoadResult;
}

export interface AdminResult {
  shop: PreparedAdminShop & { seedMs: number };
  scenarios: AdminScenario[];
  /** Dashboard calls made alone: the first after the server started, then each after the cache ran out. */
  uncachedDashboardMs: number[];
}

async function call(url: string, token: string | undefined, body: unknown): Promise<{ ms: number; data: unknown }> {
  const started = performance.now();
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  const ms = performance.now() - started;
  if (res.status !== 200) throw new Error(`POST ${url} → ${res.status}: ${text.slice(0, 300)}`);
  return { ms: Math.round(ms * 10) / 10, data: (JSON.parse(text) as { data: unknown }).data };
}

export async function runAdminScenario(settings: AdminSettings, hooks: AdminHooks): Promise<AdminResult> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ffe-bench-admin-'));
  const removeDataDir = () => fs.rmSync(dataDir, { recursive: true, force: true });
  hooks.defer(removeDataDir);
  try {
    const seedStarted = performance.now();
    const handle = openTarget({ dataDir, databaseUrl: undefined });
    let shop: PreparedAdminShop;
    try {
      await migrateToLatest(handle.db);
      shop = await prepareAdminShop(handle.db, {
        orders: settings.orders,
        days: 60,
        daysAhead: 15,
        adminPassword: ADMIN_PASSWORD,
      });
    } finally {
      await handle.db.destroy();
    }
    const seedMs = Math.round(performance.now() - seedStarted);
    hooks.log(
      `back office: seeded ${shop.orders} orders (${shop.lines} lines, ${shop.ordersToday} for today ${shop.today}) in ${(seedMs / 1000).toFixed(1)} s; starting the server…`,
    );

    const server = await startServer('server-admin', {
      BENCH_DATA_DIR: dataDir,
      BENCH_SEED_GOODS: '0',
      BENCH_WEB_DIST_DIR: settings.webDistDir,
      SEARCH_CACHE_TTL_MS: undefined,
      // No sweep: the bench reads a shop that stands still.
      ORDER_SWEEP_MS: '0',
    });
    hooks.defer(server.stop);
    try {
      const login = await call(`${server.url}/api/member/login/password`, undefined, {
        username: 'admin',
        password: ADMIN_PASSWORD,
      });
      const token = (login.data as { token: string }).token;

      // The first call after start has nothing cached; the next ones wait the cache out.
      const uncachedDashboardMs: number[] = [];
      for (let i = 0; i < UNCACHED_READINGS; i++) {
        if (i > 0) await new Promise((resolve) => setTimeout(resolve, DASHBOARD_CACHE_MS + 100));
        uncachedDashboardMs.push((await call(`${server.url}${ADMIN_DASHBOARD_PATH}`, token, {})).ms);
      }
      hooks.log(`back office: dashboard read alone (no cached answer): ${uncachedDashboardMs.join(', ')} ms`);

      // One delivery day a request, as the workbench asks: today and the days around it, the first pages and tabs.
      const now = Date.now();
      const listRequests: RotatingRequest[] = [-2, -1, 0, 1, 2].flatMap((offset) =>
        [{}, { page: 2 }, { status: 'paid' }].map((extra) => ({
          path: ADMIN_LIST_PATH,
          body: JSON.stringify({ deliveryDate: shopDate(now, offset), sort: 'slot', pageSize: 20, ...extra }),
        })),
      );
      const today = (await call(`${server.url}${ADMIN_LIST_PATH}`, token, { deliveryDate: shop.today })).data as {
        total: number;
      };
      if (today.total !== shop.ordersToday) {
        throw new Error(`the list for ${shop.today} has ${today.total} orders, the shop seeded ${shop.ordersToday}`);
      }

      const plans: Array<{ name: string; description: string; requests: RotatingRequest[] }> = [
        {
          name: 'raw route',
          description: 'POST /bench/raw on the back-office server',
          requests: [{ path: '/bench/raw', body: '{}' }],
        },
        {
          name: 'admin order list, one day',
          description: `POST ${ADMIN_LIST_PATH}, one delivery day of ${listRequests.length} rotating (5 days × first page, page 2, paid tab), 20 a page`,
          requests: listRequests,
        },
        {
          name: 'dashboard (as shipped)',
          description: `POST ${ADMIN_DASHBOARD_PATH}, its ${DASHBOARD_CACHE_MS} ms answer cache on`,
          requests: [{ path: ADMIN_DASHBOARD_PATH, body: '{}' }],
        },
      ];
      const scenarios: AdminScenario[] = [];
      for (const plan of plans) {
        hooks.log(
          `back office: ${plan.name}: ${settings.warmupS} s warm-up + ${settings.durationS} s at ${settings.connections} connections…`,
        );
        const load = await measure({
          url: server.url,
          connections: settings.connections,
          durationS: settings.durationS,
          warmupS: settings.warmupS,
          requests: plan.requests,
          headers: { authorization: token },
        });
        hooks.log(
          `back office: ${plan.name}: ${load.requestsPerSec} req/s, p50 ${load.p50Ms} ms, p99 ${load.p99Ms} ms, non-2xx ${load.non2xx}, errors ${load.errors}`,
        );
        scenarios.push({ name: plan.name, description: plan.description, load });
      }
      return { shop: { ...shop, seedMs }, scenarios, uncachedDashboardMs };
    } finally {
      await server.stop();
    }
  } finally {
    removeDataDir();
  }
}
