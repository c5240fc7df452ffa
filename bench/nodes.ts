/**
 * Two nodes: two server processes on one scratch PostgreSQL database and one Redis, as a deployment of several
 * nodes runs. Guests are signed in, connected and sending on node A; the customer-service user's one staff socket is
 * on node B, so every message crosses Redis from A to B. Beside it, in the same run, the single-node figure on the
 * same setup (the staff socket on A: still through Redis, which every push goes through once a bus is configured).
 * Then the failover: guests keep sending at a lower rate while node B is killed (SIGKILL, no drain); the bench does
 * what a client or a proxy does on a dropped socket, reconnects to the surviving node A and catches up with the sync
 * the chat client runs after a reconnect (getConversationList from its sync point, then getMsgList for each
 * conversation changed). Every message sent must reach the staff user exactly once, pushed or caught up.
 * Skipped, with the reason, when PostgreSQL or Redis cannot be reached.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { migrateToLatest } from '@ffe/server/src/db/migrate';
import { DEMO_PASSWORDS, seedStaffAccounts } from '@ffe/server/src/seed/accounts';
import { DEFAULT_CUSTOMER_SERVICE_UID, IM } from '@ffe/shared/constants';
import type { ImConversation, ImMessage, PublicUser } from '@ffe/shared/contracts/im';
// ioredis comes with @ffe/server, as pg does (database.ts).
import { Redis } from 'ioredis';
import {
  answerKind,
  closeSockets,
  type DeliveryRun,
  DeliveryTracker,
  type HttpPoster,
  httpPoster,
  keepAlive,
  measureDeliveries,
  openSockets,
  type PushSocket,
  raiseOpenFileLimit,
  type SendOne,
} from './chat-load';
import { type ServerChild, startServer } from './child';
import { createScratchPostgres, openTarget, PostgresUnreachable, redacted, settleDisk } from './database';
import { round } from './load';

export const TARGET_CROSS_NODE_P99_MS = 50;

const SEND_PATH = '/api/im/sendMsg';
const LOGIN_CONCURRENCY = 20;
const OPEN_CONCURRENCY = 50;
const MIN_HTTP_POOL = 64;
const PRESENCE_EVERY_MS = 30_000;
/** The first reconnect wait (IM.RECONNECT_DELAYS_MS[0], PRODUCT.md#chat-push-connection); the client cuts it by chance, the bench does not. */
const RECONNECT_DELAY_MS = IM.RECONNECT_DELAYS_MS[0] ?? 10;
/** How long the bench keeps trying to reach the surviving node before it gives the staff user up. */
const RECONNECT_GIVE_UP_MS = 15_000;
/** The share of the failover run after which node B is killed. */
const KILL_AT_SHARE = 0.4;
const TEXT = '你好，我想订一束香槟玫瑰，明天上午送到静安区南京西路，可以吗？';

export interface NodesSettings {
  /** Guests signed in and connected on node A, sending in turn. */
  guests: number;
  /** The offered rate of the cross-node and single-node phases. */
  ratePerSec: number;
  /** The offered rate while node B is killed. */
  failoverRatePerSec: number;
  durationS: number;
  warmupS: number;
  postgresUrl: string;
  redisUrl: string;
  webDistDir: string;
}

export interface NodesHooks {
  log(message: string): void;
  defer(undo: () => Promise<void> | void): void;
}

export interface FailoverResult {
  /** The run as the tracker saw it: pushes, and messages caught up by the sync counted as received then. */
  run: DeliveryRun;
  killAtS: number;
  /** Node B's socket closing (as the client sees the kill) to the new socket ready on node A. */
  closeToReadyMs: number | null;
  /** The kill to the new socket ready on node A. */
  killToReadyMs: number | null;
  /** The sync after the reconnect, from its first call to its last answer. */
  syncMs: number | null;
  syncCalls: number;
  /** Messages the staff user got only from the sync. */
  caughtUp: number;
  /** Messages pushed after the sync had already brought them (merged by id, as the client does: not duplicates). */
  mergedPushes: number;
  /** Distinct stored messages with the same unique_id: one send stored twice. */
  storedTwice: number;
  /** Sent and answered 2xx, and neither pushed nor found by the sync. */
  lost: number;
  /** Pushed twice to the staff user, or stored twice. */
  duplicated: number;
  closeCode: number | null;
}

export type NodesResult =
  | { skipped: string; settings: NodesSettings }
  | {
      skipped: null;
      settings: NodesSettings;
      database: string;
      redis: string;
      guestSockets: number;
      /** Both ends on node A (through Redis all the same). */
      singleNode: DeliveryRun;
      /** Guests on node A, the staff socket on node B. */
      crossNode: DeliveryRun;
      failover: FailoverResult;
      strayFrames: number;
    };

/** Whether Redis answers PING at `url`; the reason when it does not. */
export async function redisProblem(url: string): Promise<string | null> {
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 3000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    const answer = await redis.ping();
    return answer === 'PONG' ? null : `PING answered ${answer}`;
  } catch (err) {
    const { message, code } = err as Error & { code?: string };
    return `cannot connect to ${redacted(url)}: ${message || code || String(err)}`;
  } finally {
    redis.disconnect();
  }
}

export async function runNodesScenario(settings: NodesSettings, hooks: NodesHooks): Promise<NodesResult> {
  const redisDown = await redisProblem(settings.redisUrl);
  if (redisDown) {
    hooks.log(`two nodes: SKIPPED (Redis: ${redisDown})`);
    return { skipped: `Redis: ${redisDown}`, settings };
  }
  let scratch: Awaited<ReturnType<typeof createScratchPostgres>>;
  try {
    scratch = await createScratchPostgres(settings.postgresUrl);
  } catch (err) {
    if (!(err instanceof PostgresUnreachable)) throw err;
    hooks.log(`two nodes: SKIPPED (${err.message})`);
    return { skipped: `PostgreSQL: ${err.message}`, settings };
  }
  hooks.defer(scratch.drop);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ffe-bench-nodes-'));
  const removeDataDir = () => fs.rmSync(dataDir, { recursive: true, force: true });
  hooks.defer(removeDataDir);
  try {
    hooks.log(
      `two nodes: scratch database ${scratch.name} on ${redacted(settings.postgresUrl)}, Redis ${redacted(settings.redisUrl)}`,
    );
    const handle = openTarget({ dataDir, databaseUrl: scratch.url });
    try {
      await migrateToLatest(handle.db);
      await seedStaffAccounts(handle.db, {
        customerServiceUid: DEFAULT_CUSTOMER_SERVICE_UID,
        staffPassword: DEMO_PASSWORDS.staff,
        adminPassword: undefined,
      });
    } finally {
      await handle.db.destroy();
    }
    // One secret for both: a token signed on one node is good on the other, as behind one load balancer.
    const tokenSecret = crypto.randomBytes(32).toString('hex');
    const start = async (label: string, node: string) => {
      const nodeDir = path.join(dataDir, node);
      fs.mkdirSync(nodeDir);
      const server = await startServer(label, {
        BENCH_DATA_DIR: nodeDir,
        BENCH_SEED_GOODS: '0',
        BENCH_WEB_DIST_DIR: settings.webDistDir,
        SEARCH_CACHE_TTL_MS: undefined,
        DATABASE_URL: scratch.url,
        REDIS_URL: settings.redisUrl,
        BENCH_TOKEN_SECRET: tokenSecret,
      });
      hooks.defer(server.stop);
      return server;
    };
    const nodeA = await start('server-node-a', 'a');
    const nodeB = await start('server-node-b', 'b');
    hooks.log(
      `two nodes: node A pid ${nodeA.ready.pid} on ${nodeA.url}, node B pid ${nodeB.ready.pid} on ${nodeB.url}`,
    );
    try {
      return await loadNodes(settings, hooks, nodeA, nodeB, scratch.name);
    } finally {
      await Promise.all([nodeA.stop(), nodeB.stop()]);
    }
  } finally {
    removeDataDir();
    await scratch.drop();
  }
}

interface Guest {
  token: string;
  uid: string;
  deviceId: string;
}

const runTag = crypto.randomBytes(4).toString('hex');
let sequence = 0;
const nextUniqueId = () => `nodes-${runTag}-${(sequence++).toString(36)}`;
/** 16–48 characters, as device ids are (PRODUCT.md#shop-accounts). */
const deviceIdFor = (which: string) => `bench-nodes-${runTag}-${which}`;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function loadNodes(
  settings: NodesSettings,
  hooks: NodesHooks,
  nodeA: ServerChild,
  nodeB: ServerChild,
  databaseName: string,
): Promise<NodesResult> {
  const tracker = new DeliveryTracker();
  raiseOpenFileLimit(process.pid, settings.guests + 1000);
  const posterA = httpPoster(nodeA.url, MIN_HTTP_POOL);
  const posterB = httpPoster(nodeB.url, 8);
  const opened: PushSocket[][] = [];
  const pings: Array<() => void> = [];
  try {
    const staff = await posterB.call<{ token: string }>('/api/member/login/password', {
      username: 'service',
      password: DEMO_PASSWORDS.staff,
    });
    // Assignment on, as in the chat section: the service login is an online agent at the desk, and says so every 30 s
    // (through node A, which outlives the failover).
    await posterB.call('/api/admin/desk/presence', { status: 'online' }, staff.token);
    const presence = setInterval(
      () => void posterA.call('/api/admin/desk/presence', { status: 'online' }, staff.token).catch(() => undefined),
      PRESENCE_EVERY_MS,
    );
    pings.push(() => clearInterval(presence));

    hooks.log(`two nodes: ${settings.guests} guest logins on node A…`);
    const guests: Guest[] = new Array(settings.guests);
    let next = 0;
    await Promise.all(
      Array.from({ length: LOGIN_CONCURRENCY }, async () => {
        while (next < settings.guests) {
          const i = next++;
          const deviceId = deviceIdFor(String(i).padStart(6, '0'));
          const data = await posterA.call<{ token: string; user: PublicUser }>('/api/im/login', { deviceId });
          guests[i] = { token: data.token, uid: data.user._id, deviceId };
        }
      }),
    );
    const wsUrl = (server: ServerChild) => `${server.url.replace(/^http/, 'ws')}/api/im/socket`;
    const guestOpen = await openSockets(
      wsUrl(nodeA),
      guests.map((g) => ({ token: g.token, deviceId: g.deviceId })),
      OPEN_CONCURRENCY,
      tracker.onFrame,
    );
    opened.push(guestOpen.sockets);
    pings.push(keepAlive(guestOpen.sockets));
    hooks.log(`two nodes: ${guestOpen.sockets.length} guest sockets open on node A`);

    const sendAs = (guest: Guest, uniqueId: string) =>
      posterA.post(
        SEND_PATH,
        JSON.stringify({
          to_uid: DEFAULT_CUSTOMER_SERVICE_UID,
          type: 'text',
          body: TEXT,
          client_create_time: Date.now(),
          unique_id: uniqueId,
          device_id: guest.deviceId,
        }),
        guest.token,
      );
    const sender = (staffSocket: () => PushSocket): SendOne => {
      let turn = 0;
      return (counts) => {
        const guest = guests[turn++ % guests.length] as Guest;
        const uniqueId = nextUniqueId();
        const delivered = tracker.expect(uniqueId, staffSocket(), counts, true);
        answerInto(tracker, uniqueId, sendAs(guest, uniqueId));
        return delivered;
      };
    };
    const staffDeviceId = deviceIdFor('staff0');
    // One staff socket at a time: every socket of the user gets every message, so a second would be fan-out.
    const openStaff = async (server: ServerChild, onFrame = tracker.onFrame): Promise<PushSocket> => {
      const result = await openSockets(wsUrl(server), [{ token: staff.token, deviceId: staffDeviceId }], 1, onFrame);
      const socket = result.sockets[0];
      if (!socket) throw new Error(`two nodes: the staff socket did not open: ${JSON.stringify(result.failures)}`);
      return socket;
    };
    const phase = async (name: string, description: string, staffSocket: PushSocket) => {
      hooks.log(`${name}: ${settings.warmupS} s warm-up + ${settings.durationS} s at ${settings.ratePerSec}/s…`);
      const run = await measureDeliveries({
        name,
        description,
        tracker,
        pace: { ratePerSec: settings.ratePerSec },
        durationS: settings.durationS,
        warmupS: settings.warmupS,
        serverPid: nodeA.ready.pid,
        send: sender(() => staffSocket),
      });
      hooks.log(`${name}: ${describe(run)}`);
      return run;
    };

    const staffOnA = await openStaff(nodeA);
    await settleDisk(settings.postgresUrl);
    const singleNode = await phase(
      `single node, ${settings.ratePerSec}/s`,
      'guests and the staff socket on node A (PostgreSQL, pushes through Redis)',
      staffOnA,
    );
    await closeSockets([staffOnA]);

    const staffOnB = await openStaff(nodeB);
    opened.push([staffOnB]);
    const crossNode = await phase(
      `cross-node, ${settings.ratePerSec}/s`,
      'guests on node A, the staff socket on node B: each message crosses Redis',
      staffOnB,
    );

    const failover = await runFailover(settings, hooks, {
      tracker,
      nodeA,
      nodeB,
      staffOnB,
      staffToken: staff.token,
      posterA,
      reopenOnA: (onFrame) => openStaff(nodeA, onFrame),
      sender,
      opened,
    });
    return {
      skipped: null,
      settings,
      database: `PostgreSQL (${databaseName})`,
      redis: redacted(settings.redisUrl),
      guestSockets: guestOpen.sockets.length,
      singleNode,
      crossNode,
      failover,
      strayFrames: tracker.strayFrames,
    };
  } finally {
    for (const stop of pings) stop();
    await closeSockets(opened.flat());
    posterA.close();
    posterB.close();
  }
}

interface FailoverDeps {
  tracker: DeliveryTracker;
  nodeA: ServerChild;
  nodeB: ServerChild;
  staffOnB: PushSocket;
  staffToken: string;
  posterA: HttpPoster;
  reopenOnA(onFrame: (socket: PushSocket, data: Buffer) => void): Promise<PushSocket>;
  sender(staffSocket: () => PushSocket): SendOne;
  opened: PushSocket[][];
}

async function runFailover(settings: NodesSettings, hooks: NodesHooks, deps: FailoverDeps): Promise<FailoverResult> {
  const { tracker, staffOnB, posterA } = deps;
  const call = <T>(method: string, body: unknown) => posterA.call<T>(`/api/im/${method}`, body, deps.staffToken);
  let syncCalls = 0;
  const conversationsChangedSince = async (since: number): Promise<ImConversation[]> => {
    const all: ImConversation[] = [];
    let minUpdateTime = since;
    for (;;) {
      syncCalls++;
      const rows = await call<ImConversation[]>('getConversationList', {
        minUpdateTime,
        limit: IM.CONVERSATION_PAGE_SIZE,
      });
      all.push(...rows);
      const first = rows[0];
      const last = rows.at(-1);
      if (rows.length < IM.CONVERSATION_PAGE_SIZE || !first || !last) return all;
      // As the client's sync (im-client runtime/sync.ts): rows sharing the last time may have been cut off.
      const nextTime = first.update_time === last.update_time ? last.update_time : last.update_time - 1;
      if (nextTime <= minUpdateTime) return all;
      minUpdateTime = nextTime;
    }
  };
  const messagesChangedSince = async (conversationId: string, since: number): Promise<ImMessage[]> => {
    const all: ImMessage[] = [];
    let cursor: { minUpdateTime: number; after_id?: string } = { minUpdateTime: since };
    for (;;) {
      syncCalls++;
      const batch = await call<ImMessage[]>('getMsgList', {
        conversation_id: conversationId,
        ...cursor,
        limit: IM.MESSAGE_BATCH_SIZE,
      });
      all.push(...batch);
      const last = batch.at(-1);
      if (batch.length < IM.MESSAGE_BATCH_SIZE || !last) return all;
      if (last.update_time === cursor.minUpdateTime && last._id === cursor.after_id) return all;
      cursor = { minUpdateTime: last.update_time, after_id: last._id };
    }
  };

  // What the client holds when the run starts: its conversations as of its last sync, and its sync point.
  const held = new Map((await conversationsChangedSince(0)).map((c) => [c.id, c.update_time]));
  const syncPoint = Math.max(0, ...held.values());
  syncCalls = 0;

  const firstOfRun = sequence;
  const ownPrefix = `nodes-${runTag}-`;
  const sentInThisRun = (uniqueId: string) =>
    uniqueId.startsWith(ownPrefix) && Number.parseInt(uniqueId.slice(ownPrefix.length), 36) >= firstOfRun;
  // Pushes and caught-up messages by unique_id: the client merges by id, so a message that comes both ways is one.
  const seen = new Map<string, 'push' | 'sync'>();
  let mergedPushes = 0;
  const onStaffFrame = (data: Buffer) => {
    let uniqueId: string | undefined;
    try {
      const frame = JSON.parse(data.toString('utf8')) as { type?: string; data?: { unique_id?: string } };
      if (frame.type === 'uni-im') uniqueId = frame.data?.unique_id;
    } catch {
      return;
    }
    if (uniqueId !== undefined && seen.get(uniqueId) === 'sync') {
      mergedPushes++;
      return;
    }
    if (uniqueId !== undefined) seen.set(uniqueId, 'push');
    // Whichever socket it came on, the tracker counts it for the staff user's first one.
    tracker.onFrame(staffOnB, data);
  };
  staffOnB.ws.removeAllListeners('message');
  staffOnB.ws.on('message', (data: Buffer) => onStaffFrame(data));

  const killAtS = round(settings.durationS * KILL_AT_SHARE);
  let killedAt = 0;
  let closedAt = 0;
  let readyAt = 0;
  let syncMs: number | null = null;
  let caughtUp = 0;
  let storedTwice = 0;
  let closeCode: number | null = null;
  const recovered = new Promise<void>((resolve) => {
    staffOnB.ws.once('close', (code) => {
      closedAt = performance.now();
      closeCode = code;
      void (async () => {
        try {
          const socket = await reconnect(deps, (_socket, data) => onStaffFrame(data));
          readyAt = performance.now();
          deps.opened.push([socket]);
          hooks.log(
            `failover: the staff socket closed ${round(closedAt - killedAt)} ms after the kill (code ${code}), ready on node A ${round(readyAt - closedAt)} ms later; syncing…`,
          );
          const syncStarted = performance.now();
          // Only now: what arrives from here on is pushed, what came before is read back.
          // Each conversation once, as the client's sync keeps them in a map, however often paging met it.
          const changed = new Set((await conversationsChangedSince(syncPoint)).map((c) => c.id));
          const byUniqueId = new Map<string, string>();
          for (const conversationId of changed) {
            for (const message of await messagesChangedSince(conversationId, held.get(conversationId) ?? syncPoint)) {
              const uniqueId = message.unique_id;
              if (!uniqueId) continue;
              const stored = byUniqueId.get(uniqueId);
              if (stored !== undefined && stored !== message._id) storedTwice++;
              byUniqueId.set(uniqueId, message._id);
              // Messages of earlier phases come back too (the sync reads from the conversations' times): not this run's.
              if (seen.has(uniqueId) || !sentInThisRun(uniqueId)) continue;
              seen.set(uniqueId, 'sync');
              caughtUp++;
              tracker.onFrame(staffOnB, Buffer.from(JSON.stringify({ type: 'uni-im', data: message })));
            }
          }
          syncMs = round(performance.now() - syncStarted);
          hooks.log(`failover: sync read ${caughtUp} messages missed while away in ${syncMs} ms (${syncCalls} calls)`);
        } catch (err) {
          hooks.log(`failover: recovery failed: ${String(err)}`);
        } finally {
          resolve();
        }
      })();
    });
  });

  const name = `failover, ${settings.failoverRatePerSec}/s, node B killed at ${killAtS} s`;
  hooks.log(`${name}: ${settings.durationS} s…`);
  const killer = setTimeout(() => {
    killedAt = performance.now();
    hooks.log(`failover: SIGKILL node B (pid ${deps.nodeB.ready.pid})`);
    void deps.nodeB.crash();
  }, killAtS * 1000);
  let run: DeliveryRun;
  try {
    run = await measureDeliveries({
      name,
      description: `guests on node A send to the staff user on node B; node B is killed ${killAtS} s in, the staff user reconnects to node A and syncs`,
      tracker,
      pace: { ratePerSec: settings.failoverRatePerSec },
      durationS: settings.durationS,
      warmupS: 0,
      serverPid: deps.nodeA.ready.pid,
      send: deps.sender(() => staffOnB),
    });
  } finally {
    clearTimeout(killer);
  }
  await recovered;
  hooks.log(`${name}: ${describe(run)}`);
  return {
    run,
    killAtS,
    closeToReadyMs: readyAt > 0 ? round(readyAt - closedAt) : null,
    killToReadyMs: readyAt > 0 && killedAt > 0 ? round(readyAt - killedAt) : null,
    syncMs,
    syncCalls,
    caughtUp,
    mergedPushes,
    storedTwice,
    lost: run.lost + run.warmup.lost,
    duplicated: run.duplicates + storedTwice,
    closeCode,
  };
}

/** Tries node A until its socket is ready, as a client retries another address or a proxy another upstream. */
async function reconnect(deps: FailoverDeps, onFrame: (socket: PushSocket, data: Buffer) => void): Promise<PushSocket> {
  const giveUpAt = performance.now() + RECONNECT_GIVE_UP_MS;
  for (;;) {
    await sleep(RECONNECT_DELAY_MS);
    try {
      return await deps.reopenOnA(onFrame);
    } catch (err) {
      if (performance.now() > giveUpAt) throw err;
    }
  }
}

function answerInto(tracker: DeliveryTracker, uniqueId: string, answer: ReturnType<HttpPoster['post']>): void {
  answer.then(
    (a) => tracker.answered(uniqueId, a.status >= 200 && a.status < 300 ? null : answerKind(a)),
    (err: Error) => tracker.answered(uniqueId, `error ${(err as NodeJS.ErrnoException).code ?? err.message}`),
  );
}

function describe(run: DeliveryRun): string {
  const failed = Object.values(run.failed).reduce((sum, n) => sum + n, 0);
  return `${run.messagesPerSec} msg/s, p50 ${run.p50Ms} ms, p99 ${run.p99Ms} ms, lost ${run.lost + run.warmup.lost}, dup ${run.duplicates}, failed ${failed + run.warmup.failed}`;
}

// ---------------------------------------------------------------------------------------------------------------
// The report.

interface NodesTarget {
  name: string;
  actual: string;
  goal: string;
  status: 'PASS' | 'FAIL' | 'SKIPPED';
}

/** One row per phase, the single node's first. */
export function nodesRows(result: NodesResult): string[][] {
  const header = ['two nodes', 'msg/s', 'p50 ms', 'p90 ms', 'p99 ms', 'max ms', 'sent', 'lost', 'dup', 'failed'];
  if (result.skipped !== null) return [header];
  const { failover } = result;
  return [
    header,
    ...[result.singleNode, result.crossNode, failover.run].map((r) => [
      r.name,
      String(r.messagesPerSec),
      r.p50Ms.toFixed(1),
      r.p90Ms.toFixed(1),
      r.p99Ms.toFixed(1),
      r.maxMs.toFixed(1),
      String(r.sent + r.warmup.sent),
      String(r.lost + r.warmup.lost),
      String(r === failover.run ? failover.duplicated : r.duplicates),
      String(Object.values(r.failed).reduce((sum, n) => sum + n, 0) + r.warmup.failed),
    ]),
  ];
}

export function nodesTargets(result: NodesResult | undefined, notMeasured: string): NodesTarget[] {
  const measured = result?.skipped === null ? result : undefined;
  const why = result?.skipped ? `not measured (${result.skipped})` : notMeasured;
  const cross = measured?.crossNode;
  const failover = measured?.failover;
  const rate = result?.settings.ratePerSec ?? 1000;
  const status = (ok: boolean | undefined): NodesTarget['status'] =>
    ok === undefined ? 'SKIPPED' : ok ? 'PASS' : 'FAIL';
  return [
    {
      name: `chat cross-node delivery p99 at ${rate}/s`,
      actual: cross ? `${cross.p99Ms.toFixed(1)} ms (single node ${measured.singleNode.p99Ms.toFixed(1)} ms)` : why,
      goal: `< ${TARGET_CROSS_NODE_P99_MS} ms`,
      status: status(cross && cross.p99Ms < TARGET_CROSS_NODE_P99_MS),
    },
    {
      name: 'chat cross-node lost / duplicated',
      actual: cross ? `${cross.lost + cross.warmup.lost} / ${cross.duplicates}` : why,
      goal: '0 / 0',
      status: status(cross && cross.lost + cross.warmup.lost === 0 && cross.duplicates === 0),
    },
    {
      name: 'chat failover (node killed) lost / duplicated',
      actual: failover
        ? `${failover.lost} / ${failover.duplicated} (reconnected in ${failover.closeToReadyMs ?? '-'} ms, ${failover.caughtUp} caught up by sync)`
        : why,
      goal: '0 / 0',
      status: status(failover && failover.closeToReadyMs !== null && failover.lost === 0 && failover.duplicated === 0),
    },
  ];
}

/** Why the two nodes must fail the bench: messages lost, refused or received twice, or no reconnect. */
export function nodesProblems(result: NodesResult): string[] {
  if (result.skipped !== null) return [];
  const problems: string[] = [];
  for (const run of [result.singleNode, result.crossNode, result.failover.run]) {
    const lost = run.lost + run.warmup.lost;
    const failed = Object.values(run.failed).reduce((sum, n) => sum + n, 0) + run.warmup.failed;
    if (lost > 0) problems.push(`"${run.name}": ${lost} messages lost`);
    if (failed > 0) problems.push(`"${run.name}": ${failed} sends failed ${JSON.stringify(run.failed)}`);
    if (run.duplicates > 0) problems.push(`"${run.name}": ${run.duplicates} messages received twice`);
  }
  if (result.failover.storedTwice > 0) problems.push(`failover: ${result.failover.storedTwice} messages stored twice`);
  if (result.failover.closeToReadyMs === null) problems.push('failover: the staff user never got back on node A');
  return problems;
}
