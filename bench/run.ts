/**
 * `npm run bench`: seeds 10,000 goods, runs the server in a child process and loads it with autocannon
 * from this one, then has buyers create orders on SQLite and PostgreSQL (orders.ts), measures chat (chat.ts: sockets
 * held, messages a second and delivery latency, beside a raw `ws` server) and the gzipped first-load JS of `/`.
 * Prints tables, writes results/latest.json and appends a line to results/history.jsonl (kept in git: the trend).
 * Exits non-zero only when requests failed (errors, or non-2xx other than an order refused as OUT_OF_STOCK), the
 * stock audit after the orders found overselling, chat messages were lost, refused or received twice (on one node
 * or two), the soak had answers other than 2xx and sold-out refusals, or the peak day's audit found an order oversold,
 * lost or paid twice; not when a speed target is missed.
 *
 * Env: BENCH_DURATION_S (10), BENCH_WARMUP_S (2), BENCH_CONNECTIONS (50, also the number of buyers), BENCH_GOODS
 * (10000), CHROME_PATH (/usr/bin/chromium), BENCH_SKIP_FIRST_LOAD=1 to leave out the browser part,
 * BENCH_SKIP_ORDERS=1 to leave out order creation, BENCH_DATABASE_URL (postgres://postgres@127.0.0.1:5432/test: the
 * PostgreSQL server the order scenario creates its scratch database on; skipped when it cannot be reached),
 * BENCH_SKIP_SEARCH=1 to leave out the search and goods-detail scenarios (the raw route stays, on an empty catalogue),
 * BENCH_CPU_PROF=<dir> writes each server child's CPU profile there. BENCH_SKIP_CHAT=1 to leave out chat,
 * BENCH_CHAT_SOCKETS (20000; fewer where the open-file hard limit leaves no room), BENCH_CHAT_RATE (1000 messages a second offered) and BENCH_CHAT_HIGH_RATE (2000, in phases of their own): 0 leaves a rate's phases out,
 * BENCH_CHAT_IN_FLIGHT (50: messages in flight in the closed-loop chat phases), BENCH_SKIP_ADMIN=1 to leave out the
 * back office (admin.ts: the workbench's order list for one day and the dashboard on BENCH_ADMIN_ORDERS (20000) orders,
 * at BENCH_ADMIN_CONNECTIONS (20)). BENCH_SKIP_LIGHTHOUSE=1 to leave out Lighthouse (lighthouse.ts: mobile scores of
 * `/`, a category and a goods detail, BENCH_LIGHTHOUSE_RUNS (3) runs a page, BENCH_LIGHTHOUSE_REPORTS=<dir> keeps each
 * run's report there; skipped with its reason when the web app is
 * not built or there is no Chromium). BENCH_SKIP_NODES=1 to leave out the two nodes (nodes.ts: two servers on a scratch
 * PostgreSQL database at BENCH_DATABASE_URL and Redis at BENCH_REDIS_URL (redis://127.0.0.1:6379), skipped when
 * either cannot be reached; BENCH_NODES_GUESTS (200), BENCH_NODES_RATE (1000/s), BENCH_NODES_FAILOVER_RATE (200/s)).
 * BENCH_SKIP_MEMBER_PAGE=1 to leave out the member page (member-page.ts: 我的订单 opened directly, logged in, in Chromium:
 * the time to its first order card beside the home page's first paint; BENCH_MEMBER_RUNS (6) cold openings,
 * BENCH_MEMBER_CPU_THROTTLE (1: Chromium's CPU slowed that many times), BENCH_MEMBER_BASELINE_DIST=<a web build's
 * dist, its dist-server beside it> to open the same page from that build too, alternating).
 * BENCH_ONLY=admin,chat,… runs only the sections named (search, orders, chat, nodes, first-load, member-page, admin,
 * lighthouse)
 * besides the raw route. `--soak` (or BENCH_ONLY=soak; never in a plain run) runs the soak alone (soak.ts: one SQLite
 * server under a steady mix for BENCH_SOAK_S (600) at BENCH_SOAK_RATE (150) requests a second, RSS and event-loop
 * delay sampled every 10 s). `--peak` (or BENCH_ONLY=peak; never in a plain run) runs the peak day alone (peak.ts:
 * shoppers, checkouts paid through the sandbox, staff, chat and a courier on one node (SQLite) and on two (PostgreSQL
 * + Redis, behind nginx with deploy/nginx.conf when nginx is installed), in rising steps of BENCH_PEAK_RATES
 * (4,8,16,32,64 orders offered a second) of BENCH_PEAK_STEP_S (20) each after BENCH_PEAK_WARMUP_S (5) until one is
 * not held; BENCH_PEAK_GOODS (2000) goods to browse, BENCH_PEAK_SLOT_CAPACITY (150 orders a delivery slot); then the
 * database's audit).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { type AdminResult, runAdminScenario } from './admin';
import {
  type ChatScenarioResult,
  chatNotes,
  chatProblems,
  chatRunRows,
  chatSocketRows,
  chatTargets,
  runChatScenario,
} from './chat';
import { type ServerChild, startServer } from './child';
import { redacted, settleDisk } from './database';
import { type FirstLoadResult, measureFromIndexHtml, measureWithChromium } from './first-load';
import { currentCommit, recordRun } from './history';
import {
  type LighthouseResult,
  lighthouseNotes,
  lighthouseRows,
  lighthouseSkipped,
  lighthouseTargets,
  runLighthouse,
} from './lighthouse';
import { type LoadResult, measure, type RotatingRequest } from './load';
import {
  type MemberPageResult,
  memberPageCardMs,
  memberPageRows,
  memberPageSkipped,
  runMemberPageScenario,
} from './member-page';
import { type NodesResult, nodesProblems, nodesRows, nodesTargets, runNodesScenario } from './nodes';
import { MAX_UNITS_PER_ORDER, SCARCE_STOCKS, STOCK_PLAN } from './order-fixtures';
import { type MeasuredOrders, type OrderScenarioResult, runOrderScenarios, stockIsSound } from './orders';
import { type PeakResult, peakNotes, peakProblems, peakRouteRows, peakStepRows, peakTargets, runPeak } from './peak';
import { searchBodies } from './requests';
import { runSoak, type SoakResult, soakBucketRows, soakProblems, soakSampleRows, soakTargets } from './soak';

const TARGET_SEARCH_SHARE_OF_RAW = 0.4;
const TARGET_SEARCH_P99_MS = 25;
const TARGET_SEARCH_UNCACHED_SHARE_OF_RAW = 0.2;
const TARGET_DETAIL_SHARE_OF_RAW = 0.5;
const TARGET_DETAIL_P99_MS = 15;
const TARGET_FIRST_LOAD_GZIP_BYTES = 140 * 1000; // kB as Vite prints them (issue 17)
const TARGET_ORDERS_PER_SEC = 200;
const TARGET_ADMIN_P99_MS = 50;
const TARGET_MEMBER_PAGE_CARD_MS = 1000; // issue 40: a member page opened directly shows its data within 1 s

const repoRoot = path.resolve(import.meta.dirname, '..');
const webDistDir = path.join(repoRoot, 'apps/web/dist');
const resultsFile = path.join(import.meta.dirname, 'results/latest.json');
const historyFile = path.join(import.meta.dirname, 'results/history.jsonl');

function envNumber(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a non-negative number, got "${raw}"`);
  return value;
}

const settings = {
  connections: envNumber('BENCH_CONNECTIONS', 50),
  durationS: envNumber('BENCH_DURATION_S', 10),
  warmupS: envNumber('BENCH_WARMUP_S', 2),
  goodsCount: envNumber('BENCH_GOODS', 10_000),
};
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
// `--soak` runs the soak alone (through `npm run bench -- --soak` npm hands the flag on as npm_config_soak).
const soakAsked = process.argv.slice(2).includes('--soak') || process.env.npm_config_soak === 'true';
// `--peak` likewise runs the peak day alone.
const peakAsked = process.argv.slice(2).includes('--peak') || process.env.npm_config_peak === 'true';
// BENCH_ONLY names the sections to run; each BENCH_SKIP_* leaves one out.
const only = new Set(
  (peakAsked ? 'peak' : soakAsked ? 'soak' : (process.env.BENCH_ONLY ?? ''))
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
);
const skipped = (section: string, flag: string) => process.env[flag] === '1' || (only.size > 0 && !only.has(section));
const skipFirstLoad = skipped('first-load', 'BENCH_SKIP_FIRST_LOAD');
const skipOrders = skipped('orders', 'BENCH_SKIP_ORDERS');
const skipSearch = skipped('search', 'BENCH_SKIP_SEARCH');
const skipChat = skipped('chat', 'BENCH_SKIP_CHAT');
const skipAdmin = skipped('admin', 'BENCH_SKIP_ADMIN');
const skipLighthouse = skipped('lighthouse', 'BENCH_SKIP_LIGHTHOUSE');
const lighthouseRunsPerPage = Math.max(1, Math.round(envNumber('BENCH_LIGHTHOUSE_RUNS', 3)));
const skipNodes = skipped('nodes', 'BENCH_SKIP_NODES');
const skipMemberPage = skipped('member-page', 'BENCH_SKIP_MEMBER_PAGE');
const memberPageSettings = {
  runs: Math.max(1, Math.round(envNumber('BENCH_MEMBER_RUNS', 6))),
  cpuThrottle: Math.max(1, envNumber('BENCH_MEMBER_CPU_THROTTLE', 1)),
  baselineDistDir: process.env.BENCH_MEMBER_BASELINE_DIST || undefined,
};
// Never in a plain run: only when named.
const runSoakSection = only.has('soak');
const runPeakSection = only.has('peak');
const peakSettings = {
  orderRates: (process.env.BENCH_PEAK_RATES || '4,8,16,32,64')
    .split(',')
    .map(Number)
    .filter((n) => Number.isFinite(n) && n > 0),
  stepS: envNumber('BENCH_PEAK_STEP_S', 20),
  warmupS: envNumber('BENCH_PEAK_WARMUP_S', 5),
  goods: envNumber('BENCH_PEAK_GOODS', 2000),
  slotCapacity: envNumber('BENCH_PEAK_SLOT_CAPACITY', 150),
};
const soakSettings = {
  durationS: envNumber('BENCH_SOAK_S', 600),
  ratePerSec: envNumber('BENCH_SOAK_RATE', 150),
};
const adminSettings = {
  connections: envNumber('BENCH_ADMIN_CONNECTIONS', 20),
  orders: envNumber('BENCH_ADMIN_ORDERS', 20_000),
};
const chatSettings = {
  sockets: envNumber('BENCH_CHAT_SOCKETS', 20_000),
  ratePerSec: envNumber('BENCH_CHAT_RATE', 1000),
  highRatePerSec: envNumber('BENCH_CHAT_HIGH_RATE', 2000),
  inFlight: envNumber('BENCH_CHAT_IN_FLIGHT', 50),
};
const postgresUrl = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const redisUrl = process.env.BENCH_REDIS_URL || 'redis://127.0.0.1:6379';
const nodesSettings = {
  guests: envNumber('BENCH_NODES_GUESTS', 200),
  ratePerSec: envNumber('BENCH_NODES_RATE', 1000),
  failoverRatePerSec: envNumber('BENCH_NODES_FAILOVER_RATE', 200),
};

interface ScenarioResult extends LoadResult {
  name: string;
  description: string;
  searchCacheTtlMs: number;
}

interface Target {
  name: string;
  actual: string;
  goal: string;
  status: 'PASS' | 'FAIL' | 'SKIPPED';
}

const started = performance.now();
const log = (message: string) =>
  console.log(`[bench ${((performance.now() - started) / 1000).toFixed(1).padStart(5)} s] ${message}`);

// Everything to undo, newest first, also on Ctrl-C.
const cleanups: Array<() => Promise<void> | void> = [];
let cleanedUp = false;
async function cleanUp(): Promise<void> {
  if (cleanedUp) return;
  cleanedUp = true;
  for (const undo of cleanups.reverse()) {
    try {
      await undo();
    } catch (err) {
      console.error('[bench] clean-up step failed:', err);
    }
  }
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`[bench] ${signal}: stopping`);
    void cleanUp().then(() => process.exit(130));
  });
}

async function post<T>(baseUrl: string, urlPath: string, body: unknown): Promise<T> {
  const res = await fetch(`${baseUrl}${urlPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  if (res.status !== 200)
    throw new Error(`POST ${urlPath} ${JSON.stringify(body)} → ${res.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text) as T;
}

type Envelope<T> = { code: number; data: T };
type GoodsPage = { list: Array<{ id: string; name: string }>; total: number };

/** Checks every search body is accepted, and reports keywords that find nothing (still valid requests). */
async function checkSearches(baseUrl: string, bodies: RotatingRequest[]): Promise<Record<string, number>> {
  const totals: Record<string, number> = {};
  for (const request of bodies) {
    const { keyword } = JSON.parse(request.body) as { keyword: string };
    const page = await post<Envelope<GoodsPage>>(baseUrl, request.path, JSON.parse(request.body));
    totals[keyword] = Math.max(totals[keyword] ?? 0, page.data.total);
  }
  return totals;
}

/** Real goods ids, through the search API as a client would find them. */
async function fetchGoodsIds(baseUrl: string, wanted: number): Promise<{ ids: string[]; onSale: number }> {
  const ids: string[] = [];
  let onSale = 0;
  for (let page = 1; ids.length < wanted; page++) {
    const { data } = await post<Envelope<GoodsPage>>(baseUrl, '/api/mall/goodsInfo/search', {
      sort: 'new',
      page,
      pageSize: 100,
    });
    ids.push(...data.list.map((g) => g.id));
    onSale = data.total;
    if (data.list.length < 100) break;
  }
  return { ids, onSale };
}

async function scenario(
  server: ServerChild,
  name: string,
  description: string,
  requests: RotatingRequest[],
): Promise<ScenarioResult> {
  log(`${name}: ${settings.warmupS} s warm-up + ${settings.durationS} s at ${settings.connections} connections…`);
  const result = await measure({ url: server.url, ...settings, requests });
  log(
    `${name}: ${fmt(result.requestsPerSec, 0)} req/s, p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms, non-2xx ${result.non2xx}, errors ${result.errors}`,
  );
  return { name, description, searchCacheTtlMs: server.ready.searchCacheTtlMs, ...result };
}

async function measureFirstLoad(baseUrl: string): Promise<FirstLoadResult> {
  if (fs.existsSync(chromePath)) {
    try {
      return await measureWithChromium(baseUrl, chromePath);
    } catch (err) {
      console.error(`[bench] Chromium at ${chromePath} failed (${String(err)}); falling back to index.html`);
      const fallback = measureFromIndexHtml(webDistDir);
      return { ...fallback, note: `${fallback.note}; Chromium failed: ${String(err).split('\n')[0]}` };
    }
  }
  log(`no Chromium at ${chromePath}; measuring from apps/web/dist/index.html`);
  return measureFromIndexHtml(webDistDir);
}

/** Skipped with its reason rather than failed: the bench also runs where no browser or built web app is. */
async function measureLighthouse(baseUrl: string, goodsId: string | undefined): Promise<LighthouseResult> {
  if (!fs.existsSync(path.join(webDistDir, 'index.html'))) {
    return lighthouseSkipped('apps/web/dist/index.html is missing: build the web app first (npm run build)', 0);
  }
  if (!fs.existsSync(chromePath)) return lighthouseSkipped(`no Chromium at ${chromePath} (CHROME_PATH)`, 0);
  if (!goodsId) throw new Error('the search API returned no goods for the Lighthouse goods detail');
  log(`lighthouse: ${lighthouseRunsPerPage} mobile runs each of /, a category page and goods ${goodsId}…`);
  return runLighthouse(
    {
      baseUrl,
      chromePath,
      runsPerPage: lighthouseRunsPerPage,
      goodsId,
      reportDir: process.env.BENCH_LIGHTHOUSE_REPORTS,
    },
    { log: (message) => log(message) },
  );
}

function fmt(n: number, digits: number): string {
  return n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

function table(rows: string[][]): string {
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length))) ?? [];
  const line = (r: string[]) =>
    r.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join('  ');
  return [line(rows[0] ?? []), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.slice(1).map(line)].join('\n');
}

async function main(): Promise<number> {
  const loadAverageAtStart = os.loadavg()[0] ?? 0;
  if (!skipFirstLoad && !fs.existsSync(path.join(webDistDir, 'index.html'))) {
    throw new Error(`${webDistDir}/index.html is missing: build the web app first (npm run build)`);
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ffe-bench-'));
  cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  // Lighthouse looks at the shop as it would be with its catalogue, so it seeds one too.
  const goodsToSeed = skipSearch && skipLighthouse ? 0 : settings.goodsCount;
  log(`data dir ${dataDir}; seeding ${goodsToSeed} goods and starting the server…`);

  const server = await startServer('server', {
    BENCH_DATA_DIR: dataDir,
    BENCH_SEED_GOODS: String(goodsToSeed),
    BENCH_WEB_DIST_DIR: webDistDir,
    SEARCH_CACHE_TTL_MS: undefined,
  });
  cleanups.push(() => server.stop());
  log(
    `server pid ${server.ready.pid} on ${server.url}: seeded in ${fmt(server.ready.seedMs / 1000, 1)} s, search cache TTL ${server.ready.searchCacheTtlMs} ms`,
  );

  const searchPath = '/api/mall/goodsInfo/search';
  const searchRequests = searchBodies().map((body) => ({ path: searchPath, body: JSON.stringify(body) }));
  let hitsByKeyword: Record<string, number> = {};
  let ids: string[] = [];
  let onSale = 0;
  if (!skipSearch) {
    hitsByKeyword = await checkSearches(server.url, searchRequests);
    const emptyKeywords = Object.entries(hitsByKeyword)
      .filter(([, total]) => total === 0)
      .map(([k]) => k);
    if (emptyKeywords.length > 0) log(`keywords that find nothing: ${emptyKeywords.join(' ')}`);
    ({ ids, onSale } = await fetchGoodsIds(server.url, 1000));
    if (ids.length === 0) throw new Error('the search API returned no goods; was the catalogue seeded?');
    const firstId = ids[0] ?? '';
    await post(server.url, `/api/mall/goodsInfo/detail/${encodeURIComponent(firstId)}`, {});
    log(
      `${searchRequests.length} distinct search bodies over ${Object.keys(hitsByKeyword).length} keywords; ${onSale} goods on sale; ${ids.length} ids for detail`,
    );
  }

  const raw = await scenario(server, 'raw route', 'POST /bench/raw, fixed JSON, no schema, same instance', [
    { path: '/bench/raw', body: '{}' },
  ]);
  const scenarios = [raw];
  let search: ScenarioResult | undefined;
  let searchUncached: ScenarioResult | undefined;
  let detail: ScenarioResult | undefined;
  if (skipSearch) {
    log('search and goods detail: skipped (BENCH_SKIP_SEARCH=1)');
  } else {
    search = await scenario(server, 'search (cached)', `POST ${searchPath}, rotating bodies`, searchRequests);

    log('starting a second server with SEARCH_CACHE_TTL_MS=0 on the same database…');
    const uncachedServer = await startServer('server-nocache', {
      BENCH_DATA_DIR: dataDir,
      BENCH_SEED_GOODS: '0',
      BENCH_WEB_DIST_DIR: webDistDir,
      SEARCH_CACHE_TTL_MS: '0',
    });
    cleanups.push(() => uncachedServer.stop());
    try {
      searchUncached = await scenario(
        uncachedServer,
        'search (no cache)',
        `POST ${searchPath}, rotating bodies, SEARCH_CACHE_TTL_MS=0`,
        searchRequests,
      );
    } finally {
      await uncachedServer.stop();
    }

    detail = await scenario(
      server,
      'goods detail',
      'POST /api/mall/goodsInfo/detail/{id}, rotating ids',
      ids.map((id) => ({ path: `/api/mall/goodsInfo/detail/${encodeURIComponent(id)}`, body: '{}' })),
    );
    scenarios.push(search, searchUncached, detail);
  }

  let orders: OrderScenarioResult[] = [];
  if (skipOrders) {
    log('order create: skipped (BENCH_SKIP_ORDERS=1)');
  } else {
    orders = await runOrderScenarios(
      {
        buyers: settings.connections,
        durationS: settings.durationS,
        warmupS: settings.warmupS,
        postgresUrl,
        webDistDir,
      },
      { log, defer: (undo) => cleanups.push(undo) },
    );
  }

  let chat: ChatScenarioResult | undefined;
  if (skipChat) {
    log('chat: skipped (BENCH_SKIP_CHAT=1)');
  } else {
    await settleDisk(skipOrders ? undefined : postgresUrl);
    chat = await runChatScenario(
      { ...chatSettings, durationS: settings.durationS, warmupS: settings.warmupS, webDistDir },
      { log, defer: (undo) => cleanups.push(undo) },
    );
  }

  let admin: AdminResult | undefined;
  if (skipAdmin) {
    log('back office: skipped (BENCH_SKIP_ADMIN=1 or BENCH_ONLY)');
  } else {
    admin = await runAdminScenario(
      { ...adminSettings, durationS: settings.durationS, warmupS: settings.warmupS, webDistDir },
      { log, defer: (undo) => cleanups.push(undo) },
    );
  }

  let nodes: NodesResult | undefined;
  if (skipNodes) {
    log('two nodes: skipped (BENCH_SKIP_NODES=1 or BENCH_ONLY)');
  } else {
    nodes = await runNodesScenario(
      {
        ...nodesSettings,
        durationS: settings.durationS,
        warmupS: settings.warmupS,
        postgresUrl,
        redisUrl,
        webDistDir,
      },
      { log, defer: (undo) => cleanups.push(undo) },
    );
  }

  let soak: SoakResult | undefined;
  if (runSoakSection) {
    soak = await runSoak(
      { ...soakSettings, goods: settings.goodsCount, webDistDir },
      { log, defer: (undo) => cleanups.push(undo) },
    );
  }

  let peak: PeakResult | undefined;
  if (runPeakSection) {
    peak = await runPeak(
      { ...peakSettings, postgresUrl, redisUrl, webDistDir },
      { log, defer: (undo) => cleanups.push(undo) },
    );
  }

  let firstLoad: FirstLoadResult | undefined;
  if (skipFirstLoad) {
    log('first-load JS: skipped (BENCH_SKIP_FIRST_LOAD=1)');
  } else {
    firstLoad = await measureFirstLoad(server.url);
  }

  // After the load sections, which would skew its timings: servers and a browser of its own.
  let memberPage: MemberPageResult | undefined;
  if (skipMemberPage) {
    log('member page: skipped (BENCH_SKIP_MEMBER_PAGE=1 or BENCH_ONLY)');
  } else if (!fs.existsSync(path.join(webDistDir, 'index.html'))) {
    memberPage = memberPageSkipped('apps/web/dist/index.html is missing: build the web app first (npm run build)');
  } else {
    log(`member page: ${memberPageSettings.runs} cold openings of 我的订单 and of / per build…`);
    memberPage = await runMemberPageScenario(
      { ...memberPageSettings, webDistDir, chromePath },
      { log, defer: (undo) => cleanups.push(undo) },
    );
  }

  // Last: the load sections above would skew its timings, and it puts no load on the server.
  let lighthouse: LighthouseResult | undefined;
  if (skipLighthouse) {
    log('lighthouse: skipped (BENCH_SKIP_LIGHTHOUSE=1 or BENCH_ONLY)');
  } else {
    lighthouse = await measureLighthouse(server.url, ids[0] ?? (await fetchGoodsIds(server.url, 1)).ids[0]);
  }

  // The report.
  const share = (s: ScenarioResult) => (raw.requestsPerSec > 0 ? s.requestsPerSec / raw.requestsPerSec : 0);
  const rows = [
    ['scenario', 'req/s', '% of raw', 'p50 ms', 'p99 ms', 'non-2xx', 'errors', 'loadgen CPU', 'machine CPU'],
    ...scenarios.map((s) => [
      s.name,
      fmt(s.requestsPerSec, 0),
      `${fmt(share(s) * 100, 1)}%`,
      fmt(s.p50Ms, 0),
      fmt(s.p99Ms, 0),
      String(s.non2xx + s.warmup.non2xx),
      String(s.errors + s.warmup.errors),
      `${s.cpu.loadGeneratorPct}%`,
      `${s.cpu.machineBusyPct}%`,
    ]),
  ];
  const orderRows = [
    [
      'order create',
      'orders/s',
      '% of raw',
      'p50 ms',
      'p99 ms',
      'OUT_OF_STOCK',
      'other non-2xx',
      'errors',
      'orders in db',
      'sold out',
      'oversold',
      'loadgen CPU',
      'machine CPU',
    ],
    ...orders.map((o) => {
      if (o.skipped !== null) return [o.database, 'SKIPPED', ...Array.from({ length: 11 }, () => '')];
      const { load, audit } = o;
      const unexpected = [load.unexpected, load.warmup.unexpected].flatMap((u) => Object.values(u));
      return [
        o.database,
        fmt(load.ordersPerSec, 0),
        `${fmt(raw.requestsPerSec > 0 ? (load.ordersPerSec / raw.requestsPerSec) * 100 : 0, 1)}%`,
        fmt(load.p50Ms, 0),
        fmt(load.p99Ms, 0),
        String(load.outOfStock + load.warmup.outOfStock),
        String(unexpected.reduce((sum, n) => sum + n, 0)),
        String(load.errors + load.warmup.errors),
        String(audit.orders),
        `${audit.soldOutGoods}/${audit.goods.length}`,
        String(audit.oversoldUnits),
        `${load.cpu.loadGeneratorPct}%`,
        `${load.cpu.machineBusyPct}%`,
      ];
    }),
  ];
  const orderTargets = (['SQLite', 'PostgreSQL'] as const).flatMap((database): Target[] => {
    const o = orders.find((x) => x.database === database);
    const notMeasured = skipOrders ? 'not measured (BENCH_SKIP_ORDERS=1)' : `not measured (${database} SKIPPED)`;
    const measured = o && o.skipped === null ? o : undefined;
    return [
      {
        name: `order create ${database} at ${settings.connections} buyers`,
        actual: measured ? `${fmt(measured.load.ordersPerSec, 0)} orders/s` : notMeasured,
        goal: `>= ${TARGET_ORDERS_PER_SEC} orders/s`,
        status: !measured ? 'SKIPPED' : measured.load.ordersPerSec >= TARGET_ORDERS_PER_SEC ? 'PASS' : 'FAIL',
      },
      {
        name: `oversell ${database}`,
        actual: measured
          ? `${measured.audit.oversoldUnits} units${stockIsSound(measured.audit) ? '' : ' (stock audit failed, see below)'}`
          : notMeasured,
        goal: '= 0, stock = initial - ordered',
        status: !measured ? 'SKIPPED' : stockIsSound(measured.audit) ? 'PASS' : 'FAIL',
      },
    ];
  });

  const searchSkipped = 'not measured (BENCH_SKIP_SEARCH=1)';
  const targets: Target[] = [
    {
      name: 'search (cached) throughput',
      actual: search ? `${fmt(share(search) * 100, 1)}% of raw` : searchSkipped,
      goal: `>= ${TARGET_SEARCH_SHARE_OF_RAW * 100}% of raw`,
      status: !search ? 'SKIPPED' : share(search) >= TARGET_SEARCH_SHARE_OF_RAW ? 'PASS' : 'FAIL',
    },
    {
      name: `search (cached) p99 at ${settings.connections} connections`,
      actual: search ? `${search.p99Ms} ms` : searchSkipped,
      goal: `< ${TARGET_SEARCH_P99_MS} ms`,
      status: !search ? 'SKIPPED' : search.p99Ms < TARGET_SEARCH_P99_MS ? 'PASS' : 'FAIL',
    },
    {
      name: 'search (no cache) throughput',
      actual: searchUncached ? `${fmt(share(searchUncached) * 100, 1)}% of raw` : searchSkipped,
      goal: `>= ${TARGET_SEARCH_UNCACHED_SHARE_OF_RAW * 100}% of raw`,
      status: !searchUncached
        ? 'SKIPPED'
        : share(searchUncached) >= TARGET_SEARCH_UNCACHED_SHARE_OF_RAW
          ? 'PASS'
          : 'FAIL',
    },
    {
      name: 'goods detail throughput',
      actual: detail ? `${fmt(share(detail) * 100, 1)}% of raw` : searchSkipped,
      goal: `>= ${TARGET_DETAIL_SHARE_OF_RAW * 100}% of raw`,
      status: !detail ? 'SKIPPED' : share(detail) >= TARGET_DETAIL_SHARE_OF_RAW ? 'PASS' : 'FAIL',
    },
    {
      name: `goods detail p99 at ${settings.connections} connections`,
      actual: detail ? `${detail.p99Ms} ms` : searchSkipped,
      goal: `< ${TARGET_DETAIL_P99_MS} ms`,
      status: !detail ? 'SKIPPED' : detail.p99Ms < TARGET_DETAIL_P99_MS ? 'PASS' : 'FAIL',
    },
    {
      name: 'first-load JS of / (gzip -9)',
      actual: firstLoad ? `${fmt(firstLoad.totalGzipBytes / 1000, 1)} kB (${firstLoad.method})` : 'not measured',
      goal: `< ${TARGET_FIRST_LOAD_GZIP_BYTES / 1000} kB`,
      status: !firstLoad ? 'SKIPPED' : firstLoad.totalGzipBytes < TARGET_FIRST_LOAD_GZIP_BYTES ? 'PASS' : 'FAIL',
    },
    memberPageTarget(memberPage),
    ...adminTargets(admin),
    ...orderTargets,
    ...chatTargets(chat, 'not measured (BENCH_SKIP_CHAT=1)'),
    ...nodesTargets(nodes, 'not measured (BENCH_SKIP_NODES=1 or BENCH_ONLY)'),
    ...soakTargets(soak),
    ...peakTargets(peak),
    ...lighthouseTargets(lighthouse),
  ];

  const failed = [
    ...scenarios,
    ...(admin?.scenarios.map((s) => ({ ...s.load, name: `back office: ${s.name}` })) ?? []),
  ].filter((s) => s.errors + s.non2xx + s.warmup.errors + s.warmup.non2xx > 0);
  const failedOrders = orders.filter((o): o is MeasuredOrders => o.skipped === null && o.problems.length > 0);
  const chatFailures = [...(chat ? chatProblems(chat) : []), ...(nodes ? nodesProblems(nodes) : [])];
  const soakFailures = [...(soak ? soakProblems(soak) : []), ...(peak ? peakProblems(peak) : [])];
  const cpus = os.cpus();
  const report = {
    date: new Date().toISOString(),
    machine: {
      cpus: cpus.length,
      cpuModel: cpus[0]?.model ?? 'unknown',
      memoryGb: Math.round(os.totalmem() / 1024 ** 3),
      node: process.version,
      platform: `${os.platform()} ${os.release()}`,
      // Other work on the machine skews the numbers; 1-minute load averages before and after the run.
      loadAverage1m: { start: loadAverageAtStart, end: os.loadavg()[0] ?? 0 },
    },
    settings: {
      ...settings,
      seedMs: server.ready.seedMs,
      goodsOnSale: onSale,
      searchCacheTtlMs: server.ready.searchCacheTtlMs,
      distinctSearchBodies: searchRequests.length,
      distinctGoodsIds: ids.length,
      loadGenerator: 'autocannon in the parent process; server in a child process',
      orders: {
        buyers: settings.connections,
        stockPlan: STOCK_PLAN,
        postgres: skipOrders ? null : redacted(postgresUrl),
      },
      chat: skipChat ? null : { ...chatSettings, loadGenerator: 'ws and node:http keep-alive in the parent process' },
    },
    scenarios,
    orders,
    chat: chat ?? null,
    admin: admin ? { ...admin, connections: adminSettings.connections } : null,
    nodes: nodes ?? null,
    soak: soak ?? null,
    peak: peak ?? null,
    firstLoad: firstLoad ?? null,
    memberPage: memberPage ?? null,
    lighthouse: lighthouse ?? null,
    targets,
    requestFailures: [
      ...failed.map((s) => s.name),
      ...failedOrders.map((o) => `order create ${o.database}`),
      ...chatFailures,
      ...soakFailures,
    ],
    searchHitsByKeyword: hitsByKeyword,
  };
  fs.mkdirSync(path.dirname(resultsFile), { recursive: true });
  fs.writeFileSync(resultsFile, `${JSON.stringify(report, null, 2)}\n`);

  console.log('');
  console.log(
    `${goodsToSeed} goods, ${settings.connections} connections, ${settings.durationS} s each after ${settings.warmupS} s warm-up; ${cpus.length} × ${report.machine.cpuModel}, Node ${process.version}`,
  );
  for (const s of scenarios.filter((x) => x.cpu.loadGeneratorPct >= 90)) {
    console.log(
      `note: the load generator used ${s.cpu.loadGeneratorPct}% of a core during "${s.name}"; that figure may be capped by the generator, not the server`,
    );
  }
  console.log('');
  console.log(table(rows));
  console.log('');
  if (orders.length > 0) {
    console.log(
      `order create: POST /api/mall/order/create, ${settings.connections} buyers (one a connection), a random goods of ${STOCK_PLAN.length} a request, 1-${MAX_UNITS_PER_ORDER} units; ${SCARCE_STOCKS.length} goods with ${SCARCE_STOCKS.join('/')} units run out on purpose. Latencies are of the orders created; % of raw is beside the raw route above.`,
    );
    console.log(table(orderRows));
    for (const o of orders) {
      if (o.skipped !== null) console.log(`  ${o.database} SKIPPED: ${o.skipped}`);
      else if (o.load.outOfStock + o.load.warmup.outOfStock === 0) {
        console.log(`  note: no goods ran out on ${o.database}, so the oversell guard was not put to the test`);
      }
    }
    console.log('');
  }
  if (admin) {
    console.log(
      `back office: ${admin.shop.orders.toLocaleString('en-US')} orders over 60 delivery days (${admin.shop.ordersToday} today), SQLite, ${adminSettings.connections} connections, the admin's token; the raw route on the same server in the same run`,
    );
    console.log(table(adminRows(admin)));
    console.log(
      `  dashboard read alone, no cached answer (first after start, then past the cache): ${admin.uncachedDashboardMs.join(', ')} ms`,
    );
    console.log('');
  }
  if (chat) {
    console.log(table(chatSocketRows(chat)));
    console.log('');
    console.log(table(chatRunRows(chat)));
    for (const note of chatNotes(chat)) console.log(note);
    console.log('');
  }
  if (nodes) {
    if (nodes.skipped !== null) console.log(`two nodes SKIPPED: ${nodes.skipped}`);
    else {
      console.log(
        `two nodes: PostgreSQL and Redis, ${nodes.guestSockets} guests on node A sending to the customer-service user; ${settings.warmupS} s warm-up + ${settings.durationS} s at ${nodes.settings.ratePerSec}/s offered, the failover at ${nodes.settings.failoverRatePerSec}/s without warm-up`,
      );
      console.log(table(nodesRows(nodes)));
      const f = nodes.failover;
      console.log(
        `  failover: node B killed ${f.killAtS} s in; its socket closed with ${f.closeCode ?? '-'}; ready on node A ${f.closeToReadyMs ?? '-'} ms after the close (${f.killToReadyMs ?? '-'} ms after the kill); the sync took ${f.syncMs ?? '-'} ms in ${f.syncCalls} calls and caught up ${f.caughtUp} messages (${f.mergedPushes} pushed again after it, merged); lost ${f.lost}, duplicated ${f.duplicated}`,
      );
    }
    console.log('');
  }
  if (soak) {
    const kinds = Object.entries(soak.byKind)
      .map(
        ([kind, k]) =>
          `${kind} ${k.answered}/${k.sent} (p99 ${k.p99Ms} ms${k.failed > 0 ? `, ${k.failed} failed` : ''})`,
      )
      .join(', ');
    console.log(
      `soak: one server (SQLite, ${settings.goodsCount} goods), ${soak.settings.durationS} s at ${soak.settings.ratePerSec} requests/s (open loop); answered/sent by kind: ${kinds}; ${soak.outOfStock} orders refused as sold out; chat ${soak.chat.pushed}/${soak.chat.sent} pushed to the staff socket. Server samples every 10 s; warm-up ${soak.warmupS} s.`,
    );
    console.log(table(soakSampleRows(soak)));
    console.log('');
    console.log(table(soakBucketRows(soak)));
    console.log(
      `  RSS slope after the warm-up (least squares): ${soak.rssSlopeMbPerMin ?? 'too few samples'} MB/min; p99 first → last period after it: ${soak.p99FirstMs ?? '-'} → ${soak.p99LastMs ?? '-'} ms`,
    );
    console.log('');
  }
  if (peak) {
    console.log(
      `peak day: ${peak.settings.stepS} s steps of ${peak.settings.orderRates.join(', ')} orders offered a second (open loop) with the browsing, chat and staff around them; ${peak.settings.goods} goods, ${peak.settings.slotCapacity} orders a slot; the load generator shares the machine's ${peak.cpus} cores`,
    );
    console.log(table(peakStepRows(peak)));
    console.log('');
    console.log(table(peakRouteRows(peak)));
    for (const note of peakNotes(peak)) console.log(note);
    console.log('');
  }
  if (firstLoad) {
    console.log(`first-load JS of / — ${firstLoad.note}:`);
    for (const s of firstLoad.scripts) {
      console.log(
        `  ${fmt(s.gzipBytes / 1000, 1).padStart(7)} kB gzip  ${fmt(s.bytes / 1000, 1).padStart(7)} kB raw  ${s.url}`,
      );
    }
    console.log('');
  }
  if (memberPage?.skipped) console.log(`member page SKIPPED: ${memberPage.skipped}\n`);
  else if (memberPage) {
    console.log(
      `我的订单 opened directly, logged in, 375 px, cold, CPU slowed ${memberPage.cpuThrottle}×: medians of ${memberPageSettings.runs} runs a build (ms from the navigation's start)`,
    );
    console.log(table(memberPageRows(memberPage)));
    console.log('');
  }
  if (lighthouse?.skipped) console.log(`lighthouse SKIPPED: ${lighthouse.skipped}\n`);
  else if (lighthouse) {
    console.log(
      `lighthouse ${lighthouse.preset}, ${lighthouse.chromium}, ${lighthouse.runsPerPage} runs a page: medians, and the lowest performance score`,
    );
    console.log(table(lighthouseRows(lighthouse)));
    const notes = lighthouseNotes(lighthouse);
    if (notes.length > 0) console.log(['audits below full marks, and warnings:', ...notes].join('\n'));
    console.log('');
  }
  const previous = recordRun(historyFile, {
    date: report.date,
    commit: currentCommit(repoRoot),
    only: [...only].sort(),
    cpus: cpus.length,
    cpuModel: report.machine.cpuModel,
    loadAverage1m: report.machine.loadAverage1m,
    targets: Object.fromEntries(targets.map((t) => [t.name, { actual: t.actual, status: t.status }])),
  });
  const before = (t: Target) => previous?.targets[t.name]?.actual ?? '';
  console.log(
    table([
      [
        'target',
        'actual',
        'goal',
        'result',
        previous ? `last run (${previous.commit}, ${previous.date.slice(0, 16)})` : 'last run',
      ],
      ...targets.map((t) => [t.name, t.actual, t.goal, t.status, before(t)]),
    ]),
  );
  console.log('');
  console.log(
    `results written to ${path.relative(repoRoot, resultsFile)}; this run appended to ${path.relative(repoRoot, historyFile)}`,
  );

  for (const o of failedOrders) {
    for (const problem of o.problems) console.error(`[bench] FAILED order create on ${o.database}: ${problem}`);
  }
  for (const problem of chatFailures) console.error(`[bench] FAILED chat: ${problem}`);
  for (const problem of soakFailures) console.error(`[bench] FAILED ${problem}`);
  if (failed.length > 0 || failedOrders.length > 0 || chatFailures.length > 0 || soakFailures.length > 0) {
    for (const s of failed) {
      console.error(
        `[bench] FAILED REQUESTS in "${s.name}": ${s.non2xx + s.warmup.non2xx} non-2xx, ${s.errors + s.warmup.errors} errors (${s.timeouts} timeouts), status codes ${JSON.stringify(s.statusCodes)}`,
      );
      if (s.timeouts > 0) {
        console.error(
          `[bench]   ${s.timeouts} requests got no answer within autocannon's 10 s time-out: the server was saturated at ${fmt(s.requestsPerSec, 0)} req/s`,
        );
      }
    }
    return 1;
  }
  return 0;
}

try {
  process.exitCode = await main();
} catch (err) {
  console.error('[bench] failed:', err);
  process.exitCode = 1;
} finally {
  await cleanUp();
  log('done');
}

function adminRows(admin: AdminResult): string[][] {
  const raw = admin.scenarios[0]?.load.requestsPerSec ?? 0;
  return [
    ['back office', 'req/s', '% of raw', 'p50 ms', 'p99 ms', 'non-2xx', 'errors', 'loadgen CPU', 'machine CPU'],
    ...admin.scenarios.map(({ name, load }) => [
      name,
      fmt(load.requestsPerSec, 0),
      `${fmt(raw > 0 ? (load.requestsPerSec / raw) * 100 : 0, 1)}%`,
      fmt(load.p50Ms, 0),
      fmt(load.p99Ms, 0),
      String(load.non2xx + load.warmup.non2xx),
      String(load.errors + load.warmup.errors),
      `${load.cpu.loadGeneratorPct}%`,
      `${load.cpu.machineBusyPct}%`,
    ]),
  ];
}

function memberPageTarget(memberPage: MemberPageResult | undefined): Target {
  const cardMs = memberPageCardMs(memberPage);
  return {
    name: '我的订单 opened directly: first order card (median)',
    actual:
      cardMs === undefined ? `not measured${memberPage?.skipped ? ` (${memberPage.skipped})` : ''}` : `${cardMs} ms`,
    goal: `< ${fmt(TARGET_MEMBER_PAGE_CARD_MS, 0)} ms`,
    status: cardMs === undefined ? 'SKIPPED' : cardMs < TARGET_MEMBER_PAGE_CARD_MS ? 'PASS' : 'FAIL',
  };
}

function adminTargets(admin: AdminResult | undefined): Target[] {
  const at = `at ${adminSettings.connections} connections`;
  return ['admin order list, one day', 'dashboard (as shipped)'].map((name): Target => {
    const load = admin?.scenarios.find((s) => s.name === name)?.load;
    return {
      name: `${name} p99 ${at}`,
      actual: load ? `${load.p99Ms} ms` : 'not measured (back office skipped)',
      goal: `< ${TARGET_ADMIN_P99_MS} ms`,
      status: !load ? 'SKIPPED' : load.p99Ms < TARGET_ADMIN_P99_MS ? 'PASS' : 'FAIL',
    };
  });
}
