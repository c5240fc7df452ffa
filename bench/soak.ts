/**
 * The soak: one server (SQLite, the default) under a steady mix for BENCH_SOAK_S — browse (home, a category's
 * goods, goods detail), search, order create and chat sends — at fixed rates (open loop, so the load stays the same
 * however the server fares). The server reports its RSS, heap and event-loop delay every 10 s (bench/server.ts,
 * BENCH_SAMPLE_MS); the bench prints those samples beside the answers' p99 of the same 10 s, the RSS slope after the
 * warm-up (least squares, MB a minute) and p99 per minute. Memory that keeps growing, or answers that slow down, show
 * here and nowhere else.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { migrateToLatest } from '@ffe/server/src/db/migrate';
import { DEMO_PASSWORDS, seedStaffAccounts } from '@ffe/server/src/seed/accounts';
import { DEFAULT_CUSTOMER_SERVICE_UID } from '@ffe/shared/constants';
import type { CategoryNode } from '@ffe/shared/contracts/catalogue';
import type { PublicUser } from '@ffe/shared/contracts/im';
import { answerKind, closeSockets, httpPoster, keepAlive, openSockets, type PushSocket } from './chat-load';
import { startServer } from './child';
import { openTarget } from './database';
import { round } from './load';
import { prepareShop } from './order-fixtures';
import { CREATE_ORDER_PATH, orderBody } from './order-load';
import { searchBodies } from './requests';

export const SAMPLE_EVERY_MS = 10_000;
export const TARGET_RSS_SLOPE_MB_PER_MIN = 1;
export const TARGET_P99_DRIFT = 1.5;

/** Shares of the mix's requests a second. */
const MIX = { home: 0.15, category: 0.15, detail: 0.25, search: 0.2, order: 0.1, chat: 0.15 } as const;
type Kind = keyof typeof MIX;
const KINDS = Object.keys(MIX) as Kind[];
const BUYERS = 20;
const GUESTS = 20;
const HTTP_POOL = 64;
/** A sold-out refusal is a right answer, not a failure. */
const OUT_OF_STOCK = '409 OUT_OF_STOCK';
const TEXT = '请问今天还能送一束白百合到徐汇区吗？';

export interface SoakSettings {
  durationS: number;
  /** Requests a second over the whole mix. */
  ratePerSec: number;
  goods: number;
  webDistDir: string;
}

export interface SoakHooks {
  log(message: string): void;
  defer(undo: () => Promise<void> | void): void;
}

export interface SoakSample {
  /** Since the load started. */
  atS: number;
  rssMb: number;
  heapMb: number;
  loopDelayP50Ms: number;
  loopDelayP99Ms: number;
  loopDelayMaxMs: number;
  /** Requests sent in the 10 s before the sample, and their p99. */
  answers: number;
  p99Ms: number;
}

export interface SoakBucket {
  fromS: number;
  answers: number;
  failed: number;
  p50Ms: number;
  p99Ms: number;
}

export interface SoakResult {
  settings: SoakSettings;
  mix: typeof MIX;
  /** Samples before this are the warm-up, left out of the slope and the p99 comparison. */
  warmupS: number;
  /** A minute, or less on a soak shorter than 5 minutes (so a short one still has several). */
  bucketS: number;
  samples: SoakSample[];
  /** RSS growth after the warm-up, MB a minute; null with fewer than 2 samples after it. */
  rssSlopeMbPerMin: number | null;
  buckets: SoakBucket[];
  /** p99 of the first and last bucket after the warm-up. */
  p99FirstMs: number | null;
  p99LastMs: number | null;
  byKind: Record<Kind, { sent: number; answered: number; failed: number; p99Ms: number }>;
  failures: Record<string, number>;
  outOfStock: number;
  chat: { sent: number; pushed: number };
}

interface Answer {
  /** When it was sent, since the load started: a period's figures are of the requests sent in it. */
  atMs: number;
  ms: number;
  kind: Kind;
  ok: boolean;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function percentile(values: number[], q: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return round(sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0);
}

/** Least-squares slope of y over x. */
function slope(points: Array<[number, number]>): number | null {
  if (points.length < 2) return null;
  const n = points.length;
  const mx = points.reduce((s, [x]) => s + x, 0) / n;
  const my = points.reduce((s, [, y]) => s + y, 0) / n;
  const sxx = points.reduce((s, [x]) => s + (x - mx) ** 2, 0);
  if (sxx === 0) return null;
  return points.reduce((s, [x, y]) => s + (x - mx) * (y - my), 0) / sxx;
}

export async function runSoak(settings: SoakSettings, hooks: SoakHooks): Promise<SoakResult> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ffe-bench-soak-'));
  const removeDataDir = () => fs.rmSync(dataDir, { recursive: true, force: true });
  hooks.defer(removeDataDir);
  try {
    const tokenSecret = crypto.randomBytes(32).toString('hex');
    const handle = openTarget({ dataDir, databaseUrl: undefined });
    let shop: Awaited<ReturnType<typeof prepareShop>>;
    try {
      await migrateToLatest(handle.db);
      shop = await prepareShop(handle.db, tokenSecret, BUYERS);
      await seedStaffAccounts(handle.db, {
        customerServiceUid: DEFAULT_CUSTOMER_SERVICE_UID,
        staffPassword: DEMO_PASSWORDS.staff,
        adminPassword: undefined,
      });
    } finally {
      await handle.db.destroy();
    }
    hooks.log(`soak: seeding ${settings.goods} goods and starting the server…`);
    const server = await startServer('server-soak', {
      BENCH_DATA_DIR: dataDir,
      BENCH_SEED_GOODS: String(settings.goods),
      BENCH_WEB_DIST_DIR: settings.webDistDir,
      SEARCH_CACHE_TTL_MS: undefined,
      BENCH_TOKEN_SECRET: tokenSecret,
      // Every order books the first open slot: the shop's 30 a slot would refuse all but the first 30.
      DELIVERY_SLOT_CAPACITY: '1000000',
      BENCH_SAMPLE_MS: String(SAMPLE_EVERY_MS),
    });
    hooks.defer(server.stop);
    const poster = httpPoster(server.url, HTTP_POOL);
    let sockets: PushSocket[] = [];
    let stopPings = () => {};
    try {
      // What a shopper finds: categories from the tree, goods ids from a listing.
      const tree = await poster.call<{ list: CategoryNode[] }>('/api/mall/category/tree', {});
      const categoryIds = tree.list.flatMap((c) => [c.id, ...c.children.map((child) => child.id)]);
      const listing = await poster.call<{ list: Array<{ id: string }> }>('/api/mall/goodsInfo/search', {
        sort: 'new',
        page: 1,
        pageSize: 100,
      });
      const goodsIds = listing.list.map((g) => g.id);
      if (categoryIds.length === 0 || goodsIds.length === 0) throw new Error('soak: no categories or goods to browse');
      const searches = searchBodies().map((body) => JSON.stringify(body));

      // Chat: guests send to the customer-service user, whose one staff socket receives them.
      const staff = await poster.call<{ token: string }>('/api/member/login/password', {
        username: 'service',
        password: DEMO_PASSWORDS.staff,
      });
      await poster.call('/api/admin/desk/presence', { status: 'online' }, staff.token);
      const guests: Array<{ token: string; deviceId: string }> = [];
      const runTag = crypto.randomBytes(4).toString('hex');
      for (let i = 0; i < GUESTS; i++) {
        const deviceId = `bench-soak-${runTag}-${String(i).padStart(4, '0')}`;
        const data = await poster.call<{ token: string; user: PublicUser }>('/api/im/login', { deviceId });
        guests.push({ token: data.token, deviceId });
      }
      let pushed = 0;
      const opened = await openSockets(
        `${server.url.replace(/^http/, 'ws')}/api/im/socket`,
        [{ token: staff.token, deviceId: `bench-soak-${runTag}-staff` }],
        1,
        (_socket, data) => {
          if (data.includes('"uni-im"')) pushed++;
        },
      );
      sockets = opened.sockets;
      stopPings = keepAlive(sockets);

      const turns: Record<Kind, number> = { home: 0, category: 0, detail: 0, search: 0, order: 0, chat: 0 };
      const pick = <T>(list: readonly T[], kind: Kind) => list[turns[kind] % list.length] as T;
      const requestOf = (kind: Kind): { path: string; body: string; token?: string } => {
        switch (kind) {
          case 'home':
            return { path: '/api/mall/home', body: '{}' };
          case 'category':
            return {
              path: '/api/mall/goodsInfo/search',
              body: JSON.stringify({ categoryId: pick(categoryIds, kind), sort: 'default', page: 1, pageSize: 20 }),
            };
          case 'detail':
            return { path: `/api/mall/goodsInfo/detail/${encodeURIComponent(pick(goodsIds, kind))}`, body: '{}' };
          case 'search':
            return { path: '/api/mall/goodsInfo/search', body: pick(searches, kind) };
          case 'order':
            return { path: CREATE_ORDER_PATH, body: orderBody(shop.goods), token: pick(shop.buyers, kind).token };
          case 'chat': {
            const guest = pick(guests, kind);
            const body = JSON.stringify({
              to_uid: DEFAULT_CUSTOMER_SERVICE_UID,
              type: 'text',
              body: TEXT,
              client_create_time: Date.now(),
              unique_id: `soak-${runTag}-${turns.chat.toString(36)}`,
              device_id: guest.deviceId,
            });
            return { path: '/api/im/sendMsg', body, token: guest.token };
          }
        }
      };

      const answers: Answer[] = [];
      const failures: Record<string, number> = {};
      let outOfStock = 0;
      const sent: Record<Kind, number> = { home: 0, category: 0, detail: 0, search: 0, order: 0, chat: 0 };
      const sendOne = (kind: Kind, startedAt: number) => {
        const { path: urlPath, body, token } = requestOf(kind);
        turns[kind]++;
        sent[kind]++;
        const at = performance.now();
        poster.post(urlPath, body, token).then(
          (answer) => {
            const now = performance.now();
            let ok = answer.status >= 200 && answer.status < 300;
            if (!ok) {
              const what = answerKind(answer);
              if (kind === 'order' && what === OUT_OF_STOCK) {
                outOfStock++;
                ok = true;
              } else failures[`${kind} ${what}`] = (failures[`${kind} ${what}`] ?? 0) + 1;
            }
            answers.push({ atMs: at - startedAt, ms: now - at, kind, ok });
          },
          (err: Error) => {
            const what = `${kind} error ${(err as NodeJS.ErrnoException).code ?? err.message}`;
            failures[what] = (failures[what] ?? 0) + 1;
            answers.push({ atMs: at - startedAt, ms: performance.now() - at, kind, ok: false });
          },
        );
      };

      const warmupS = Math.min(60, settings.durationS / 4);
      const bucketS = settings.durationS >= 300 ? 60 : Math.max(10, Math.round(settings.durationS / 60) * 10);
      hooks.log(
        `soak: ${settings.durationS} s at ${settings.ratePerSec} requests/s (${KINDS.map((k) => `${k} ${Math.round(MIX[k] * 100)}%`).join(', ')}); samples every ${SAMPLE_EVERY_MS / 1000} s, warm-up ${warmupS} s…`,
      );
      const firstSample = server.samples.length;
      const startedAt = performance.now();
      const endAt = startedAt + settings.durationS * 1000;
      let logged = 0;
      while (performance.now() < endAt) {
        const elapsedS = (performance.now() - startedAt) / 1000;
        for (const kind of KINDS) {
          const due = Math.floor(elapsedS * settings.ratePerSec * MIX[kind]) + 1;
          while (sent[kind] < due) sendOne(kind, startedAt);
        }
        if (elapsedS - logged >= 60) {
          logged = Math.floor(elapsedS);
          const last = server.samples.at(-1);
          hooks.log(
            `soak: ${logged} s, ${answers.length} answers, RSS ${last ? round(last.rssKb / 1024) : '-'} MB, loop p99 ${last?.loopDelayP99Ms ?? '-'} ms`,
          );
        }
        await sleep(5);
      }
      // The last answers, and one more sample after the load.
      await sleep(Math.min(5000, SAMPLE_EVERY_MS));

      const samples: SoakSample[] = server.samples.slice(firstSample).map((s) => {
        const atMs = s.receivedAtMs - startedAt;
        const inWindow = answers.filter((a) => a.atMs > atMs - SAMPLE_EVERY_MS && a.atMs <= atMs);
        return {
          atS: round(atMs / 1000),
          rssMb: round(s.rssKb / 1024),
          heapMb: round(s.heapUsedKb / 1024),
          loopDelayP50Ms: s.loopDelayP50Ms,
          loopDelayP99Ms: s.loopDelayP99Ms,
          loopDelayMaxMs: s.loopDelayMaxMs,
          answers: inWindow.length,
          p99Ms: percentile(
            inWindow.map((a) => a.ms),
            0.99,
          ),
        };
      });
      const inLoad = samples.filter((s) => s.atS <= settings.durationS + 1);
      const afterWarmup = inLoad.filter((s) => s.atS >= warmupS);
      const rssSlope = slope(afterWarmup.map((s) => [s.atS / 60, s.rssMb]));
      const buckets: SoakBucket[] = [];
      for (let from = 0; from < settings.durationS; from += bucketS) {
        const inBucket = answers.filter((a) => a.atMs >= from * 1000 && a.atMs < (from + bucketS) * 1000);
        const ms = inBucket.map((a) => a.ms);
        buckets.push({
          fromS: from,
          answers: inBucket.length,
          failed: inBucket.filter((a) => !a.ok).length,
          p50Ms: percentile(ms, 0.5),
          p99Ms: percentile(ms, 0.99),
        });
      }
      const measuredBuckets = buckets.filter((b) => b.fromS >= warmupS && b.answers > 0);
      const byKind = Object.fromEntries(
        KINDS.map((kind) => {
          const mine = answers.filter((a) => a.kind === kind);
          return [
            kind,
            {
              sent: sent[kind],
              answered: mine.length,
              failed: mine.filter((a) => !a.ok).length,
              p99Ms: percentile(
                mine.map((a) => a.ms),
                0.99,
              ),
            },
          ];
        }),
      ) as SoakResult['byKind'];
      const result: SoakResult = {
        settings,
        mix: MIX,
        warmupS,
        bucketS,
        samples,
        rssSlopeMbPerMin: rssSlope === null ? null : Math.round(rssSlope * 100) / 100,
        buckets,
        p99FirstMs: measuredBuckets[0]?.p99Ms ?? null,
        p99LastMs: measuredBuckets.at(-1)?.p99Ms ?? null,
        byKind,
        failures,
        outOfStock,
        chat: { sent: sent.chat, pushed },
      };
      hooks.log(
        `soak: RSS slope ${result.rssSlopeMbPerMin ?? '-'} MB/min after ${warmupS} s; p99 ${result.p99FirstMs ?? '-'} → ${result.p99LastMs ?? '-'} ms; ${Object.values(failures).reduce((s, n) => s + n, 0)} failures`,
      );
      return result;
    } finally {
      stopPings();
      await closeSockets(sockets);
      poster.close();
      await server.stop();
    }
  } finally {
    removeDataDir();
  }
}

// ---------------------------------------------------------------------------------------------------------------
// The report.

interface SoakTarget {
  name: string;
  actual: string;
  goal: string;
  status: 'PASS' | 'FAIL' | 'SKIPPED';
}

export function soakSampleRows(result: SoakResult): string[][] {
  return [
    ['soak sample', 'RSS MB', 'heap MB', 'loop p50 ms', 'loop p99 ms', 'loop max ms', 'requests', 'p99 ms'],
    ...result.samples.map((s) => [
      `${s.atS} s${s.atS < result.warmupS ? ' (warm-up)' : ''}`,
      s.rssMb.toFixed(1),
      s.heapMb.toFixed(1),
      s.loopDelayP50Ms.toFixed(1),
      s.loopDelayP99Ms.toFixed(1),
      s.loopDelayMaxMs.toFixed(1),
      String(s.answers),
      s.p99Ms.toFixed(1),
    ]),
  ];
}

export function soakBucketRows(result: SoakResult): string[][] {
  return [
    [`soak, sent per ${result.bucketS} s`, 'requests', 'failed', 'p50 ms', 'p99 ms'],
    ...result.buckets.map((b) => [
      `${b.fromS}–${b.fromS + result.bucketS} s${b.fromS < result.warmupS ? ' (warm-up)' : ''}`,
      String(b.answers),
      String(b.failed),
      b.p50Ms.toFixed(1),
      b.p99Ms.toFixed(1),
    ]),
  ];
}

export function soakTargets(result: SoakResult | undefined): SoakTarget[] {
  const why = 'not measured (npm run bench -- --soak)';
  const slopeValue = result?.rssSlopeMbPerMin ?? null;
  const first = result?.p99FirstMs ?? null;
  const last = result?.p99LastMs ?? null;
  return [
    {
      name: 'soak RSS slope after warm-up',
      actual: result ? (slopeValue === null ? 'too few samples' : `${slopeValue} MB/min`) : why,
      goal: `< ${TARGET_RSS_SLOPE_MB_PER_MIN} MB/min`,
      status: slopeValue === null ? 'SKIPPED' : slopeValue < TARGET_RSS_SLOPE_MB_PER_MIN ? 'PASS' : 'FAIL',
    },
    {
      name: 'soak p99, last period vs first after warm-up',
      actual: result ? (first === null || last === null ? 'too few periods' : `${first} → ${last} ms`) : why,
      goal: `<= ${TARGET_P99_DRIFT}× the first`,
      status: first === null || last === null ? 'SKIPPED' : last <= first * TARGET_P99_DRIFT ? 'PASS' : 'FAIL',
    },
  ];
}

/** Answers that fail the soak: anything but a 2xx or a sold-out refusal. */
export function soakProblems(result: SoakResult): string[] {
  return Object.entries(result.failures).map(([what, n]) => `soak: ${n} answers ${what}`);
}
