/**
 * The member page section (issue 40): 我的订单 opened by its address, logged in, at 375 px in Chromium against the built
 * server, cold each time; the time to the first order card, what the browser had fetched by then (a count no load on
 * the machine changes) and when the orders call started, with the home page's first paint in the same runs as the
 * baseline. With BENCH_MEMBER_BASELINE_DIST (a web build from before a change, its `dist-server` beside it) a second
 * server serves that build and the runs alternate between the two.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrateToLatest } from '@ffe/server/src/db/migrate';
import type { Browser } from 'playwright-core';
import { startServer } from './child';
import { openTarget } from './database';
import { prepareShop } from './order-fixtures';
import { CREATE_ORDER_PATH, orderBody } from './order-load';

const ORDER_LIST_PATH = '/pages/order/order-list/order-list';
const ORDERS_CALL = '/api/mall/order/list';
/** Orders the member has: the list shows the first page of them. */
const ORDERS = 3;
const TIMEOUT_MS = 60_000;
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-sync'];

export interface MemberPageSettings {
  webDistDir: string;
  /** A web build to compare with, served by a second server; undefined for none. */
  baselineDistDir: string | undefined;
  chromePath: string;
  runs: number;
  /** Chromium's CPU slowed this many times (1: as the machine runs). */
  cpuThrottle: number;
}

export interface MemberPageHooks {
  log(message: string): void;
  defer(undo: () => Promise<void> | void): void;
}

/** One cold opening of 我的订单; times in ms from the navigation's start. */
export interface MemberPageRun {
  cardMs: number;
  /** When the orders call was sent, null when it had not finished by the first card (it had come from elsewhere). */
  callStartMs: number | null;
  /** Files the browser had fetched when the first card showed, and of them scripts. */
  requests: number;
  scripts: number;
  /** Of those scripts, the ones asked for only after the main bundle was in: the waterfall, whatever the load. */
  scriptsAfterMain: number;
  /** The home page's first contentful paint in the same run. */
  homeFcpMs: number;
}

export interface MemberPageVariant {
  name: string;
  distDir: string;
  /** The modulepreload links in the server's HTML for 我的订单. */
  preloadLinks: number;
  runs: MemberPageRun[];
}

export interface MemberPageResult {
  /** Why the section did not run, null when it did. */
  skipped: string | null;
  cpuThrottle: number;
  variants: MemberPageVariant[];
}

export const memberPageSkipped = (reason: string): MemberPageResult => ({
  skipped: reason,
  cpuThrottle: 1,
  variants: [],
});

/** What the page records of itself once the first order card is in the document. */
interface CardMark {
  at: number;
  requests: number;
  scripts: number;
  afterMain: number;
  callStart: number | null;
}

/**
 * Runs in the page before its scripts (as text: the bench is typed for Node, not the DOM): signs the member in and
 * marks the first order card's arrival as a `CardMark` in `window.__benchCard`.
 */
const markFirstCard = (member: { token: string; tokenExpired: number }) => `
  localStorage.setItem('uni_id_token', ${JSON.stringify(JSON.stringify(member.token))});
  localStorage.setItem('uni_id_token_expired', ${JSON.stringify(JSON.stringify(member.tokenExpired))});
  const observer = new MutationObserver(() => {
    if (window.__benchCard || !document.querySelector('[data-testid="order-card"]')) return;
    const at = performance.now();
    const entries = performance.getEntriesByType('resource');
    const scripts = entries.filter((entry) => new URL(entry.name).pathname.endsWith('.js'));
    const main = entries.find((entry) => entry.name === document.querySelector('script[type="module"][src]')?.src);
    window.__benchCard = {
      at,
      requests: entries.length,
      scripts: scripts.length,
      afterMain: main ? scripts.filter((entry) => entry.startTime >= main.responseEnd).length : -1,
      callStart: entries.find((entry) => entry.name.includes(${JSON.stringify(ORDERS_CALL)}))?.startTime ?? null,
    };
    observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true });
`;

async function post(baseUrl: string, pathname: string, token: string, body: string): Promise<void> {
  const res = await fetch(`${baseUrl}${pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: token },
    body,
  });
  if (!res.ok) throw new Error(`${pathname}: HTTP ${res.status} ${await res.text()}`);
}

async function preloadLinks(baseUrl: string): Promise<number> {
  const html = await (await fetch(`${baseUrl}${ORDER_LIST_PATH}`, { headers: { 'accept-language': 'zh-CN' } })).text();
  return (html.match(/<link rel="modulepreload"/g) ?? []).length;
}

async function freshPage(browser: Browser, cpuThrottle: number) {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    locale: 'zh-CN',
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  if (cpuThrottle > 1) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuThrottle });
  }
  return { context, page };
}

/** The home page's first contentful paint, in a context of its own (cold, like the member page's). */
async function homeFirstPaint(browser: Browser, baseUrl: string, cpuThrottle: number): Promise<number> {
  const { context, page } = await freshPage(browser, cpuThrottle);
  try {
    await page.goto(`${baseUrl}/`, { waitUntil: 'commit', timeout: TIMEOUT_MS });
    // Functions, not text: the shop's CSP refuses text evaluated as script.
    const handle = await page.waitForFunction(
      () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      null,
      { timeout: TIMEOUT_MS, polling: 50 },
    );
    return Math.round(Number(await handle.jsonValue()));
  } finally {
    await context.close();
  }
}

async function openOrderList(
  browser: Browser,
  baseUrl: string,
  member: { token: string; tokenExpired: number },
  cpuThrottle: number,
): Promise<Omit<MemberPageRun, 'homeFcpMs'>> {
  const { context, page } = await freshPage(browser, cpuThrottle);
  try {
    await page.addInitScript({ content: markFirstCard(member) });
    await page.goto(`${baseUrl}${ORDER_LIST_PATH}`, { waitUntil: 'commit', timeout: TIMEOUT_MS });
    const handle = await page.waitForFunction(() => (globalThis as { __benchCard?: CardMark }).__benchCard, null, {
      timeout: TIMEOUT_MS,
      polling: 50,
    });
    const mark = (await handle.jsonValue()) as CardMark;
    return {
      cardMs: Math.round(mark.at),
      callStartMs: mark.callStart === null ? null : Math.round(mark.callStart),
      requests: mark.requests,
      scripts: mark.scripts,
      scriptsAfterMain: mark.afterMain,
    };
  } finally {
    await context.close();
  }
}

export async function runMemberPageScenario(
  settings: MemberPageSettings,
  hooks: MemberPageHooks,
): Promise<MemberPageResult> {
  if (!fs.existsSync(settings.chromePath)) return memberPageSkipped(`no Chromium at ${settings.chromePath}`);
  const builds = [{ name: 'this build', distDir: settings.webDistDir }];
  if (settings.baselineDistDir) {
    if (!fs.existsSync(path.join(settings.baselineDistDir, 'index.html')))
      throw new Error(`BENCH_MEMBER_BASELINE_DIST: no index.html in ${settings.baselineDistDir}`);
    builds.push({ name: 'baseline', distDir: path.resolve(settings.baselineDistDir) });
  }

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ffe-bench-member-'));
  hooks.defer(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const tokenSecret = crypto.randomBytes(32).toString('hex');
  const handle = openTarget({ dataDir, databaseUrl: undefined });
  const shop = await (async () => {
    try {
      await migrateToLatest(handle.db);
      return await prepareShop(handle.db, tokenSecret, 1);
    } finally {
      await handle.db.destroy();
    }
  })();
  const buyer = shop.buyers[0];
  if (!buyer) throw new Error('the member page section prepared no member');

  const servers = [];
  for (const build of builds) {
    const server = await startServer(`server-member-${servers.length + 1}`, {
      BENCH_DATA_DIR: dataDir,
      BENCH_SEED_GOODS: '0',
      BENCH_WEB_DIST_DIR: build.distDir,
      SEARCH_CACHE_TTL_MS: undefined,
      BENCH_TOKEN_SECRET: tokenSecret,
      ORDER_SWEEP_MS: '0',
    });
    hooks.defer(server.stop);
    servers.push({ ...build, server });
  }
  const first = servers[0];
  if (!first) throw new Error('no server for the member page section');
  for (let i = 0; i < ORDERS; i++) await post(first.server.url, CREATE_ORDER_PATH, buyer.token, orderBody(shop.goods));
  // The token's expiry is read only by the shop, to decide whether to send the member to log in.
  const member = { token: buyer.token, tokenExpired: Date.now() + 24 * 3600_000 };

  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: settings.chromePath, args: CHROMIUM_ARGS });
  try {
    const variants: MemberPageVariant[] = [];
    for (const { name, distDir, server } of servers)
      variants.push({ name, distDir, preloadLinks: await preloadLinks(server.url), runs: [] });
    // One warm-up opening each, not counted: the server's first page and Chromium's first context are slower.
    for (const { server } of servers) await openOrderList(browser, server.url, member, settings.cpuThrottle);
    for (let run = 0; run < settings.runs; run++) {
      // Alternating which goes first, so neither always meets the machine as the other left it.
      const order = run % 2 === 0 ? servers.map((_, i) => i) : servers.map((_, i) => servers.length - 1 - i);
      for (const index of order) {
        const server = servers[index]?.server;
        const variant = variants[index];
        if (!server || !variant) continue;
        const opened = await openOrderList(browser, server.url, member, settings.cpuThrottle);
        const homeFcpMs = await homeFirstPaint(browser, server.url, settings.cpuThrottle);
        variant.runs.push({ ...opened, homeFcpMs });
        hooks.log(
          `member page (${variant.name}) run ${run + 1}: first order card ${opened.cardMs} ms after ${opened.requests} requests (${opened.scripts} scripts, ${opened.scriptsAfterMain} after the main bundle); home first paint ${homeFcpMs} ms`,
        );
      }
    }
    return { skipped: null, cpuThrottle: settings.cpuThrottle, variants };
  } finally {
    await browser.close();
    for (const { server } of servers) await server.stop();
  }
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};
const range = (values: number[]) => `${Math.min(...values)}–${Math.max(...values)}`;

/** The median first order card of this build, the figure issue 40 holds to 1 s. */
export function memberPageCardMs(result: MemberPageResult | undefined): number | undefined {
  const runs = result?.variants[0]?.runs ?? [];
  return runs.length > 0 ? median(runs.map((run) => run.cardMs)) : undefined;
}

export function memberPageRows(result: MemberPageResult): string[][] {
  return [
    [
      'build',
      'preloads',
      'first card ms (median)',
      'range',
      'orders call sent ms',
      'requests before it',
      'scripts before it',
      'of them after the main bundle',
      'home first paint ms',
    ],
    ...result.variants.map((variant) => {
      const of = (pick: (run: MemberPageRun) => number | null) =>
        variant.runs.map(pick).filter((value): value is number => value !== null);
      return [
        variant.name,
        String(variant.preloadLinks),
        String(median(of((run) => run.cardMs))),
        range(of((run) => run.cardMs)),
        String(median(of((run) => run.callStartMs))),
        String(median(of((run) => run.requests))),
        String(median(of((run) => run.scripts))),
        String(median(of((run) => run.scriptsAfterMain))),
        String(median(of((run) => run.homeFcpMs))),
      ];
    }),
  ];
}
