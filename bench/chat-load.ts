/**
 * The chat bench's load generator, kept cheap for a 2-core machine: `ws` sockets and node:http keep-alive, one
 * process. A message is timed from just before it is sent (the POST, or the frame for the echo) to the receipt of its
 * `{ type: 'uni-im' }` frame on the socket it is meant for, matched by unique_id. Sends go out at a fixed offered rate
 * (open loop: a slow server does not slow the sender, so queueing shows in the latency) or as fast as a fixed number
 * of messages in flight allows (closed loop: the most the path carries).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { IM } from '@ffe/shared/constants';
import WebSocket from 'ws';
import { machineTimes, round } from './load';

const SOCKET_OPEN_TIMEOUT_MS = 15_000;
/** The client's own limit for an IM call: an answer later than this is a failure the user sees. */
const HTTP_TIMEOUT_MS = IM.CALL_TIMEOUT_MS;
/** A message not received this long after its send stops being waited for; still unreceived at the end, it is lost. */
const GIVE_UP_MS = IM.CALL_TIMEOUT_MS;
/** After the last send a phase waits while answers and receipts keep coming, and this long once they stop. */
const SETTLE_STALL_MS = 5000;
/** Clock ticks a second in /proc/<pid>/stat (USER_HZ, 100 on Linux). */
const CLOCK_TICKS = 100;

// ---------------------------------------------------------------------------------------------------------------
// The processes: CPU and open-file limits from /proc.

/** CPU time a process has used, in ms (user + system). */
export function cpuMs(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may hold spaces and parentheses: the fields are counted from its closing one.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return 0;
  }
}

/**
 * How long a process's main thread was ready to run but waited for a core (Linux schedstat), in ms; 0 where that
 * cannot be read. On a small machine the load generator, the server's own threads and the kernel take turns.
 */
export function runQueueWaitMs(pid: number): number {
  try {
    return Number(fs.readFileSync(`/proc/${pid}/task/${pid}/schedstat`, 'utf8').split(' ')[1]) / 1e6;
  } catch {
    return 0;
  }
}

export interface OpenFileLimit {
  soft: number;
  hard: number;
}

/** The "Max open files" limit of a process. */
export function openFileLimit(pid: number): OpenFileLimit {
  const match = /^Max open files\s+(\S+)\s+(\S+)/m.exec(fs.readFileSync(`/proc/${pid}/limits`, 'utf8'));
  const value = (raw: string | undefined) => (raw === undefined || raw === 'unlimited' ? Infinity : Number(raw));
  return { soft: value(match?.[1]), hard: value(match?.[2]) };
}

/** Files a process has open now (sockets count), from /proc/<pid>/fd; 0 when it cannot be read. */
export function openFiles(pid: number): number {
  try {
    return fs.readdirSync(`/proc/${pid}/fd`).length;
  } catch {
    return 0;
  }
}

/**
 * Raises a process's open-file limit to `wanted` with prlimit(1), as Node cannot set its own. Node already lifts its
 * soft limit to the hard one when it starts, so this matters only where the hard limit is lower: raising that takes
 * root (CAP_SYS_RESOURCE); otherwise the soft limit goes as high as the hard one allows. Returns the limit in force.
 */
export function raiseOpenFileLimit(pid: number, wanted: number): OpenFileLimit & { raisedFrom: number | null } {
  const before = openFileLimit(pid);
  if (before.soft >= wanted) return { ...before, raisedFrom: null };
  const hard = (n: number) => (n === Infinity ? 'unlimited' : String(n));
  for (const nofile of [
    `${wanted}:${hard(Math.max(wanted, before.hard))}`,
    `${Math.min(wanted, before.hard)}:${hard(before.hard)}`,
  ]) {
    try {
      execFileSync('prlimit', [`--pid=${pid}`, `--nofile=${nofile}`], { stdio: 'ignore' });
      break;
    } catch {
      // Not allowed (or no prlimit): the next, smaller step, or the limit as it stands.
    }
  }
  const after = openFileLimit(pid);
  return { ...after, raisedFrom: after.soft !== before.soft ? before.soft : null };
}

/** CPU of the load generator, the server and the machine over a stretch of time. */
export interface CpuShare {
  /** This process, in % of one core. */
  loadGeneratorPct: number;
  /** The server process, in % of one core. */
  serverPct: number;
  /** The server's main thread ready to run but waiting for a core, in % of the time. */
  serverWaitPct: number;
  /** All cores, in % busy. */
  machineBusyPct: number;
  /** Everything else on the machine (other people's work skews the figures), in % of one core. */
  otherPct: number;
}

function cpuMeter(serverPid: number): () => CpuShare {
  const own = process.cpuUsage();
  const server = cpuMs(serverPid);
  const serverWait = runQueueWaitMs(serverPid);
  const machine = machineTimes();
  const wall = performance.now();
  return () => {
    const wallMs = performance.now() - wall;
    const used = process.cpuUsage(own);
    const machineAfter = machineTimes();
    const machineTotal = machineAfter.total - machine.total;
    const loadGeneratorPct = Math.round(((used.user + used.system) / 1000 / wallMs) * 100);
    const serverPct = Math.round(((cpuMs(serverPid) - server) / wallMs) * 100);
    const serverWaitPct = Math.round(((runQueueWaitMs(serverPid) - serverWait) / wallMs) * 1000) / 10;
    const machineBusyPct = machineTotal > 0 ? Math.round(((machineAfter.busy - machine.busy) / machineTotal) * 100) : 0;
    const otherPct = Math.max(0, machineBusyPct * os.cpus().length - loadGeneratorPct - serverPct);
    return { loadGeneratorPct, serverPct, serverWaitPct, machineBusyPct, otherPct };
  };
}

// ---------------------------------------------------------------------------------------------------------------
// HTTP: one keep-alive pool for every POST of a run.

export interface HttpAnswer {
  status: number;
  /** Read only for answers other than 2xx, which is all the generator needs of them. */
  text: string;
}

/** POSTs JSON over a pool of keep-alive connections (node:http: no dependency beyond Node). */
export function httpPoster(baseUrl: string, maxSockets: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets });
  const { hostname, port } = new URL(baseUrl);
  /** The body of a 2xx answer is read only when `readAll`: the load needs no more than the status. */
  const request = (path: string, body: string, token: string | undefined, readAll: boolean) =>
    new Promise<HttpAnswer>((resolve, reject) => {
      const headers: http.OutgoingHttpHeaders = {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
      };
      if (token !== undefined) headers.authorization = token;
      const req = http.request({ agent, hostname, port, path, method: 'POST', headers }, (res) => {
        const status = res.statusCode ?? 0;
        if (!readAll && status >= 200 && status < 300) {
          res.resume();
          res.once('end', () => resolve({ status, text: '' }));
          return;
        }
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.once('end', () => resolve({ status, text: Buffer.concat(chunks).toString('utf8') }));
      });
      req.setTimeout(HTTP_TIMEOUT_MS, () => req.destroy(new Error('timeout')));
      req.once('error', reject);
      req.end(body);
    });
  return {
    /** POSTs a JSON body; the text of a 2xx answer is left unread. */
    post: (path: string, body: string, token?: string) => request(path, body, token, false),
    /** POSTs and returns the envelope's data, throwing on anything but 200. */
    async call<T>(path: string, body: unknown, token?: string): Promise<T> {
      const answer = await request(path, JSON.stringify(body), token, true);
      if (answer.status !== 200) throw new Error(`POST ${path} → ${answer.status}: ${answer.text.slice(0, 300)}`);
      return (JSON.parse(answer.text) as { data: T }).data;
    },
    close(): void {
      agent.destroy();
    },
  };
}
export type HttpPoster = ReturnType<typeof httpPoster>;

/** What an answer other than 2xx is, as "status errCode", for counting failures by kind. */
export function answerKind(answer: HttpAnswer): string {
  try {
    const { errCode } = JSON.parse(answer.text) as { errCode?: unknown };
    return `${answer.status} ${typeof errCode === 'string' ? errCode : '(no errCode)'}`;
  } catch {
    return `${answer.status} (not JSON)`;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Push sockets.

/** One open, authenticated socket and whose pushes it receives. */
export interface PushSocket {
  ws: WebSocket;
  uid: string;
  deviceId: string;
  /** Close codes seen after the socket was ready; an empty list while it stays open. */
  closedWith: number[];
}

export interface SocketAuth {
  token: string;
  deviceId: string;
}

export interface OpenedSockets {
  sockets: PushSocket[];
  /** Sockets that did not get to `ready`, by reason. */
  failures: Record<string, number>;
  openMs: number;
}

function openOne(url: string, auth: SocketAuth, onFrame: FrameHandler): Promise<PushSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { perMessageDeflate: false });
    let settled = false;
    const fail = (reason: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      ws.terminate();
      reject(new Error(reason));
    };
    const timer = setTimeout(() => fail('no ready in time'), SOCKET_OPEN_TIMEOUT_MS);
    ws.once('open', () => ws.send(JSON.stringify({ type: 'auth', token: auth.token, deviceId: auth.deviceId })));
    ws.once('error', (err) => fail(`error ${(err as NodeJS.ErrnoException).code ?? err.message}`));
    ws.once('close', (code) => fail(`closed ${code} before ready`));
    ws.once('message', (data) => {
      let frame: { type?: string; data?: { uid?: string } };
      try {
        frame = JSON.parse(data.toString()) as typeof frame;
      } catch {
        fail('first frame not JSON');
        return;
      }
      if (frame.type !== 'ready') {
        fail(`first frame ${String(frame.type)}`);
        return;
      }
      settled = true;
      clearTimeout(timer);
      ws.removeAllListeners();
      const socket: PushSocket = { ws, uid: frame.data?.uid ?? '', deviceId: auth.deviceId, closedWith: [] };
      ws.on('message', (frameData: Buffer) => onFrame(socket, frameData));
      ws.on('close', (code) => socket.closedWith.push(code));
      ws.on('error', () => undefined);
      resolve(socket);
    });
  });
}

/** Opens and authenticates one socket per auth, `concurrency` at a time. */
export async function openSockets(
  url: string,
  auths: readonly SocketAuth[],
  concurrency: number,
  onFrame: FrameHandler,
): Promise<OpenedSockets> {
  const started = performance.now();
  const sockets: PushSocket[] = [];
  const failures: Record<string, number> = {};
  let next = 0;
  const worker = async () => {
    while (next < auths.length) {
      const auth = auths[next++] as SocketAuth;
      try {
        sockets.push(await openOne(url, auth, onFrame));
      } catch (err) {
        const reason = (err as Error).message;
        failures[reason] = (failures[reason] ?? 0) + 1;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, auths.length) }, worker));
  return { sockets, failures, openMs: round(performance.now() - started) };
}

/** Pings every socket once per heartbeat, spread over it, so the server never closes one as idle. */
export function keepAlive(sockets: readonly PushSocket[]): () => void {
  const slices = Math.max(1, Math.round(IM.HEARTBEAT_MS / 1000));
  let tick = 0;
  const ping = JSON.stringify({ type: 'ping' });
  const timer = setInterval(() => {
    const slice = tick++ % slices;
    for (let i = slice; i < sockets.length; i += slices) {
      const socket = sockets[i] as PushSocket;
      if (socket.ws.readyState === WebSocket.OPEN) socket.ws.send(ping);
    }
  }, 1000);
  return () => clearInterval(timer);
}

/** Sockets still open and not closed by the server since they were ready. */
export function stillOpen(sockets: readonly PushSocket[]): number {
  return sockets.filter((s) => s.ws.readyState === WebSocket.OPEN).length;
}

/** Closes sockets politely, then cuts the ones that have not gone within 2 s. */
export async function closeSockets(sockets: readonly PushSocket[]): Promise<void> {
  const open = sockets.filter((s) => s.ws.readyState === WebSocket.OPEN || s.ws.readyState === WebSocket.CONNECTING);
  await Promise.all(
    open.map(
      (s) =>
        new Promise<void>((resolve) => {
          const timer = setTimeout(() => {
            s.ws.terminate();
            resolve();
          }, 2000);
          s.ws.once('close', () => {
            clearTimeout(timer);
            resolve();
          });
          s.ws.close(1000);
        }),
    ),
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Deliveries: every message sent, matched with its receipt.

export type FrameHandler = (socket: PushSocket, data: Buffer) => void;

/** Counters of one phase (the warm-up, or the measured run). */
export class PhaseCounts {
  sent = 0;
  acked = 0;
  delivered = 0;
  duplicates = 0;
  /** Pushes of a message received on a socket other than its recipient's: the sender's own devices. */
  copies = 0;
  failed: Record<string, number> = {};
  failedTotal = 0;
  /** Failed sends whose message was not received either. */
  failedUndelivered = 0;
  unsettled = 0;
  /** Messages settled so far: a phase waits for its last ones while this grows. */
  settledTotal = 0;
  /** In send order, for waking the closed loop's workers whose message never comes. */
  readonly order: InFlight[] = [];
  swept = 0;
  latencies: number[] = [];
  /** When each message was received, for the rate of receipts. */
  receivedAt: number[] = [];
  ackLatencies: number[] = [];
  firstSendAt = 0;
  lastSendAt = 0;
  /** Wakes the phase's wait for its last messages. */
  onSettled: (() => void) | undefined;
}

interface InFlight {
  counts: PhaseCounts;
  receiver: PushSocket;
  sentAt: number;
  /** Sent over HTTP: settled once both its answer and its push are in. */
  answerable: boolean;
  delivered: boolean;
  failed: boolean;
  acked: boolean;
  settled: boolean;
  wake: (() => void) | undefined;
}

/** Matches receipts with sends across the sockets of a run. */
export class DeliveryTracker {
  private readonly messages = new Map<string, InFlight>();
  /** `uni-im` frames whose unique_id this run never sent (another phase's after it ended, or someone else's). */
  strayFrames = 0;

  /** The frame handler to give every socket. */
  readonly onFrame: FrameHandler = (socket, data) => {
    let frame: { type?: string; data?: { unique_id?: string } };
    try {
      frame = JSON.parse(data.toString('utf8')) as typeof frame;
    } catch {
      return;
    }
    if (frame.type !== 'uni-im') return;
    const uniqueId = frame.data?.unique_id;
    const message = uniqueId === undefined ? undefined : this.messages.get(uniqueId);
    if (!message) {
      this.strayFrames++;
      return;
    }
    const { counts } = message;
    if (message.receiver !== socket) {
      counts.copies++;
      return;
    }
    if (message.delivered) {
      counts.duplicates++;
      return;
    }
    const now = performance.now();
    message.delivered = true;
    counts.delivered++;
    if (message.failed) counts.failedUndelivered--;
    counts.latencies.push(now - message.sentAt);
    counts.receivedAt.push(now);
    this.settleIfDone(message);
  };

  /**
   * Records a message about to be sent (call just before sending); resolves once it is delivered and, when
   * `answerable` (an HTTP send), answered, or once it failed.
   */
  expect(uniqueId: string, receiver: PushSocket, counts: PhaseCounts, answerable: boolean): Promise<void> {
    const now = performance.now();
    if (counts.sent === 0) counts.firstSendAt = now;
    counts.sent++;
    counts.unsettled++;
    counts.lastSendAt = now;
    return new Promise((resolve) => {
      const message: InFlight = {
        counts,
        receiver,
        sentAt: now,
        answerable,
        delivered: false,
        failed: false,
        acked: false,
        settled: false,
        wake: resolve,
      };
      this.messages.set(uniqueId, message);
      counts.order.push(message);
    });
  }

  /** The HTTP answer of a message's send: 2xx, or a failure of the given kind. */
  answered(uniqueId: string, failure: string | null): void {
    const message = this.messages.get(uniqueId);
    if (!message || message.acked || message.failed) return;
    const { counts } = message;
    const now = performance.now();
    if (failure === null) {
      message.acked = true;
      counts.acked++;
      counts.ackLatencies.push(now - message.sentAt);
      this.settleIfDone(message);
      return;
    }
    message.failed = true;
    counts.failed[failure] = (counts.failed[failure] ?? 0) + 1;
    counts.failedTotal++;
    if (!message.delivered) counts.failedUndelivered++;
    this.settleIfDone(message);
  }

  private settleIfDone(message: InFlight): void {
    const done = message.failed || (message.delivered && (message.acked || !message.answerable));
    if (!done || message.settled) return;
    message.settled = true;
    const { counts } = message;
    counts.unsettled--;
    counts.settledTotal++;
    message.wake?.();
    message.wake = undefined;
    if (counts.unsettled === 0) counts.onSettled?.();
  }

  /** Wakes the senders of messages older than GIVE_UP_MS that are still unsettled (they stay unsettled: lost). */
  giveUpOnStale(counts: PhaseCounts): void {
    const before = performance.now() - GIVE_UP_MS;
    while (counts.swept < counts.order.length) {
      const message = counts.order[counts.swept] as InFlight;
      if (message.sentAt > before) return;
      counts.swept++;
      message.wake?.();
      message.wake = undefined;
    }
  }

  /** Forgets a finished phase's messages; receipts that come later count as stray. */
  forget(counts: PhaseCounts): void {
    for (const [id, message] of this.messages) if (message.counts === counts) this.messages.delete(id);
  }
}

/** Sends one message of a phase: calls tracker.expect just before sending, then tracker.answered if it has an answer. */
export type SendOne = (counts: PhaseCounts) => Promise<void>;

export type Pace = { ratePerSec: number } | { inFlight: number };

export interface PhaseSummary {
  sent: number;
  delivered: number;
  lost: number;
  failed: number;
}

export interface DeliveryRun {
  name: string;
  description: string;
  /** 'rate': sent at a fixed offered rate; 'max': as fast as `inFlight` messages in flight allow. */
  mode: 'rate' | 'max';
  offeredPerSec: number | null;
  inFlight: number | null;
  /** Receipts a second while sending, its first second (the pipe filling) left out: what the path keeps up with. */
  messagesPerSec: number;
  sent: number;
  /** Sends answered 2xx (the echo has no answer: 0). */
  acked: number;
  delivered: number;
  /** Sent, not failed, never received within the settle time. */
  lost: number;
  failed: Record<string, number>;
  duplicates: number;
  copies: number;
  /** Send to receipt. */
  p50Ms: number;
  p90Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Send to the HTTP answer. */
  ackP50Ms: number;
  ackP99Ms: number;
  measuredS: number;
  cpu: CpuShare;
  warmup: PhaseSummary;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function drive(
  pace: Pace,
  durationS: number,
  send: SendOne,
  counts: PhaseCounts,
  tracker: DeliveryTracker,
): Promise<void> {
  const started = performance.now();
  if ('ratePerSec' in pace) {
    const total = Math.round(pace.ratePerSec * durationS);
    // Each message i goes out at i / rate seconds, however long the previous ones take.
    while (counts.sent < total) {
      const due = Math.min(total, Math.floor(((performance.now() - started) / 1000) * pace.ratePerSec) + 1);
      while (counts.sent < due) void send(counts);
      await sleep(1);
    }
    return;
  }
  const end = started + durationS * 1000;
  // A lost message must not stop its worker for good: it is given up on, and counted as lost once the phase settles.
  const sweeper = setInterval(() => tracker.giveUpOnStale(counts), 1000);
  const worker = async () => {
    while (performance.now() < end) await send(counts);
  };
  try {
    await Promise.all(Array.from({ length: pace.inFlight }, worker));
  } finally {
    clearInterval(sweeper);
  }
}

/** Waits for a phase's last answers and receipts while they keep coming; what never comes is counted as lost. */
async function settled(counts: PhaseCounts): Promise<void> {
  const allIn = new Promise<void>((resolve) => {
    counts.onSettled = resolve;
  });
  let seen = -1;
  let lastProgress = performance.now();
  while (counts.unsettled > 0) {
    if (counts.settledTotal !== seen) {
      seen = counts.settledTotal;
      lastProgress = performance.now();
    } else if (performance.now() - lastProgress > SETTLE_STALL_MS) {
      return;
    }
    await Promise.race([allIn, sleep(250)]);
  }
}

function percentile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0;
  return round(sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0);
}

function summary(counts: PhaseCounts): PhaseSummary {
  return {
    sent: counts.sent,
    delivered: counts.delivered,
    lost: counts.sent - counts.delivered - counts.failedUndelivered,
    failed: counts.failedTotal,
  };
}

/** A warm-up whose figures are dropped (its losses and failures are kept), then the measured phase. */
export async function measureDeliveries(options: {
  name: string;
  description: string;
  tracker: DeliveryTracker;
  pace: Pace;
  durationS: number;
  warmupS: number;
  serverPid: number;
  send: SendOne;
}): Promise<DeliveryRun> {
  const { tracker, pace, send } = options;
  const warm = new PhaseCounts();
  if (options.warmupS > 0) {
    await drive(pace, options.warmupS, send, warm, tracker);
    await settled(warm);
    tracker.forget(warm);
  }
  // The load's own full collection before the window, not in it: its pauses (13-30 ms) read as the server's latency.
  (globalThis as { gc?: () => void }).gc?.();
  const counts = new PhaseCounts();
  const meter = cpuMeter(options.serverPid);
  await drive(pace, options.durationS, send, counts, tracker);
  await settled(counts);
  const cpu = meter();
  tracker.forget(counts);

  const rate = 'ratePerSec' in pace ? pace.ratePerSec : null;
  // Receipts counted while sending: a server that falls behind the offered rate shows its own pace, not the rate.
  const from = counts.firstSendAt + Math.min(1000, options.durationS * 250);
  const windowMs = Math.max(0, counts.lastSendAt - from);
  const receipts = counts.receivedAt.filter((t) => t >= from && t <= counts.lastSendAt).length;
  counts.latencies.sort((a, b) => a - b);
  counts.ackLatencies.sort((a, b) => a - b);
  const measured = summary(counts);
  return {
    name: options.name,
    description: options.description,
    mode: rate !== null ? 'rate' : 'max',
    offeredPerSec: rate,
    inFlight: 'inFlight' in pace ? pace.inFlight : null,
    messagesPerSec: windowMs > 0 ? round(receipts / (windowMs / 1000)) : 0,
    sent: counts.sent,
    acked: counts.acked,
    delivered: counts.delivered,
    lost: measured.lost,
    failed: counts.failed,
    duplicates: counts.duplicates,
    copies: counts.copies,
    p50Ms: percentile(counts.latencies, 0.5),
    p90Ms: percentile(counts.latencies, 0.9),
    p99Ms: percentile(counts.latencies, 0.99),
    maxMs: round(counts.latencies.at(-1) ?? 0),
    ackP50Ms: percentile(counts.ackLatencies, 0.5),
    ackP99Ms: percentile(counts.ackLatencies, 0.99),
    measuredS: round(windowMs / 1000),
    cpu,
    warmup: summary(warm),
  };
}
