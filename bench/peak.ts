/**
 * The peak day (issue 43, `npm run bench -- --peak`): 七夕 or Valentine's compressed into minutes, from one load
 * generator on this machine. Shoppers browse (home, a category's goods, goods details) and search; a share of them
 * confirm a cart, place an order for the peak day in the slot they like (18-21 most), pay it through the sandbox
 * provider's hosted page and wait on the pay-result page until it says paid. Some goods sell out (the scarce stock of
 * order-fixtures.ts) and the favourite slots fill up (DELIVERY_SLOT_CAPACITY): a full slot is refused and the shopper
 * takes the shop's first open one. A few pay twice (a double tap) or send the same order twice (a retry). Customers
 * chat with the desk; staff refresh the workbench's day list, the dashboard and the desk queue; a florist makes and
 * dispatches the paid orders in bulk and a courier marks them delivered with a photo.
 *
 * The load rises in steps of orders offered a second (open loop: arrivals keep coming however the shop fares); a
 * step is held when every answer was right and the checkout (confirm to paid) kept its p99 under HELD_CHECKOUT_P99_MS.
 * The run stops at the first step not held. Afterwards, with the servers stopped, the database is audited: stock
 * (orders.ts' stockIsSound), every order answered is there, every payment seen paid paid its order, no order paid
 * twice, no slot over its capacity, every delivery marked is recorded.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { DEFAULT_CUSTOMER_SERVICE_UID } from '@ffe/shared/constants';
import type { CategoryNode } from '@ffe/shared/contracts/catalogue';
import type { PublicUser } from '@ffe/shared/contracts/im';
import { shopDate } from '@ffe/shared/domain/delivery-rules';
import { closeSockets, cpuMs, keepAlive, openSockets, type PushSocket, runQueueWaitMs } from './chat-load';
import { openTarget } from './database';
import { machineTimes, round } from './load';
import { auditStock, type OrderGoods, type StockAudit } from './order-fixtures';
import { stockIsSound } from './orders';
import {
  newTokenSecret,
  oneNode,
  PEAK_ADMIN_PASSWORD,
  PEAK_STAFF_PASSWORD,
  type PeakDeployment,
  type PeakProcess,
  twoNodes,
} from './peak-deployments';
import { searchBodies } from './requests';

/** A step is held while 99 % of checkouts (confirm, create, pay, the provider's page, paid) finish within this. */
export const HELD_CHECKOUT_P99_MS = 3000;
/** Browsing requests a shopper makes for each order placed (a conversion of about one in five visits). */
const BROWSE_PER_ORDER = { home: 2, category: 3, detail: 6, search: 4 } as const;
/** Chat messages to the desk for each order. */
const CHAT_PER_ORDER = 0.5;
/** Staff refreshes a second, whatever the shoppers do: the workbench by 3 every 3 s, 2 dashboards, the desk every 4 s. */
const STAFF_PER_SEC = { workbench: 1, dashboard: 0.5, desk: 0.25 } as const;
/** The slot each shopper asks first, by share: the evening most, as on a 七夕. */
const SLOT_PREFERENCE: ReadonlyArray<[string, number]> = [
  ['18-21', 0.5],
  ['15-18', 0.25],
  ['12-15', 0.15],
  ['09-12', 0.1],
];
const DOUBLE_PAY_SHARE = 0.05;
/** Orders tried again in the shop's first open slot after a full one, before the shopper gives up. */
const SLOT_FULL_ATTEMPTS = 3;
const RETRY_CREATE_SHARE = 0.05;
const BUYERS = 200;
const GUESTS = 30;
const HTTP_POOL = 128;
const HTTP_TIMEOUT_MS = 30_000;
const PAID_POLL_MS = 250;
const PAID_WAIT_MS = 20_000;
/** How long the run waits for the last checkouts after the last step, and the florist and courier to catch up. */
const DRAIN_MS = 20_000;
const FLORIST_EVERY_MS = 2000;
const COURIER_EVERY_MS = 1000;
/** The demo courier's account has no phone: the customer is told this one. */
const COURIER_PHONE = '13700007777';
const TEXT = '七夕想订一束红玫瑰，今晚六点到九点能送到静安区吗？';
/** The smallest PNG: the courier's photo at the door. */
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const RECIPIENT = {
  name: '林七夕',
  phone: '13900007777',
  province: '上海市',
  city: '上海市',
  district: '静安区',
  detail: '南京西路1266号',
};

export interface PeakSettings {
  /** Orders offered a second, one step each, rising. */
  orderRates: number[];
  stepS: number;
  /** At the first rate, before the first step: not judged. */
  warmupS: number;
  /** Goods seeded for browsing and search. */
  goods: number;
  /** Orders a delivery slot takes. */
  slotCapacity: number;
  postgresUrl: string;
  redisUrl: string;
  webDistDir: string;
}

export interface PeakHooks {
  log(message: string): void;
  defer(undo: () => Promise<void> | void): void;
}

export interface RouteFigures {
  route: string;
  answers: number;
  p50Ms: number;
  p99Ms: number;
  /** Answers other than 2xx and the expected refusals, and connection errors. */
  failed: number;
}

export interface PeakStep {
  offeredOrdersPerSec: number;
  measuredS: number;
  checkoutsStarted: number;
  ordersCreated: number;
  ordersPaid: number;
  soldOut: number;
  /** Orders refused as DELIVERY_SLOT_FULL and tried again; checkouts given up after SLOT_FULL_ATTEMPTS tries. */
  slotFullRetries: number;
  slotsFull: number;
  /** Paid orders a minute, of the checkouts started in this step. */
  paidPerMin: number;
  checkoutP50Ms: number;
  checkoutP99Ms: number;
  requestsPerSec: number;
  held: boolean;
  routes: RouteFigures[];
  failures: Record<string, number>;
  /** % of one core, over the step; the machine in % busy of all cores. */
  cpu: {
    /** pct: % of one core; waitPct: the main thread ready to run but waiting for a core, % of the time (a node only). */
    processes: Array<{ name: string; pct: number; waitPct: number | null }>;
    loadGeneratorPct: number;
    machineBusyPct: number;
  };
}

export interface PeakAudit {
  stock: StockAudit;
  stockSound: boolean;
  ordersInDatabase: number;
  /** Orders answered 200 that the database does not have. */
  lostOrders: number;
  /** Payments the shopper saw succeed whose order is not paid (or further). */
  paidNotRecorded: number;
  /** Orders with more than one succeeded payment. */
  paidTwice: number;
  /** Orders past payment without a succeeded payment. */
  paidWithoutPayment: number;
  /** Delivery slots holding more orders than their capacity, as "date slot: n". */
  overbookedSlots: string[];
  /** Orders the courier marked delivered that the database does not have as received. */
  deliveriesNotRecorded: number;
  ordersByStatus: Record<string, number>;
  problems: string[];
}

export type PeakDeploymentResult =
  | { label: string; skipped: string }
  | {
      label: string;
      skipped: null;
      via: PeakDeployment['via'];
      viaReason: string | null;
      steps: PeakStep[];
      /** The highest step held; null when none was. */
      heldStep: PeakStep | null;
      delivered: number;
      dispatched: number;
      /** Messages sent to the desk, and those its socket received. */
      chat: { sent: number; received: number };
      audit: PeakAudit;
    };

export interface PeakResult {
  settings: PeakSettings;
  cpus: number;
  deployments: PeakDeploymentResult[];
}

// ---------------------------------------------------------------------------------------------------------------
// HTTP: keep-alive pools over the deployment's entries, in turn.

interface Answer {
  status: number;
  text: string;
}

function poolOver(entries: readonly string[], ca: Buffer | undefined) {
  const targets = entries.map((entry) => {
    const url = new URL(entry);
    const secure = url.protocol === 'https:';
    const agent = secure
      ? new https.Agent({ keepAlive: true, maxSockets: HTTP_POOL, ca })
      : new http.Agent({ keepAlive: true, maxSockets: HTTP_POOL });
    return { url, secure, agent };
  });
  let turn = 0;
  const send = (path: string, body: Buffer | string, headers: http.OutgoingHttpHeaders) =>
    new Promise<Answer>((resolve, reject) => {
      const target = targets[turn++ % targets.length] as (typeof targets)[number];
      const options = {
        agent: target.agent,
        hostname: target.url.hostname,
        port: target.url.port,
        path,
        method: 'POST',
        headers: { ...headers, 'content-length': Buffer.byteLength(body) },
      };
      const req = (target.secure ? https : http).request(options, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.once('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
      });
      req.setTimeout(HTTP_TIMEOUT_MS, () => req.destroy(new Error('timeout')));
      req.once('error', reject);
      req.end(body);
    });
  return {
    post: (path: string, body: unknown, token?: string) =>
      send(path, JSON.stringify(body), {
        'content-type': 'application/json',
        ...(token ? { authorization: token } : {}),
      }),
    /** A multipart upload of one picture, as the console's upload sends it. */
    upload(path: string, bytes: Buffer, token: string) {
      const boundary = `----ffe${crypto.randomBytes(8).toString('hex')}`;
      const body = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="door.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        bytes,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return send(path, body, { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: token });
    },
    close() {
      for (const t of targets) t.agent.destroy();
    },
  };
}
type Pool = ReturnType<typeof poolOver>;

function errCodeOf(answer: Answer): string {
  try {
    const { errCode, message } = JSON.parse(answer.text) as { errCode?: unknown; message?: unknown };
    const code = `${answer.status} ${typeof errCode === 'string' ? errCode : '(no errCode)'}`;
    // A refused request names its field in the message: kept, so a failure says what to fix.
    return answer.status === 400 && typeof message === 'string' ? `${code} (${message.slice(0, 80)})` : code;
  } catch {
    return `${answer.status} (not JSON)`;
  }
}

const dataOf = <T>(answer: Answer) => (JSON.parse(answer.text) as { data: T }).data;

// ---------------------------------------------------------------------------------------------------------------
// Recording: every request by route, with when it was sent.

class Recorder {
  readonly timings = new Map<string, Array<{ atMs: number; ms: number; ok: boolean }>>();
  readonly failures: Array<{ atMs: number; what: string }> = [];
  constructor(private readonly startedAt: number) {}

  /** Sends, times and files one request; `expected` answers (a sold-out refusal, a full slot) are right answers. */
  async call(
    route: string,
    send: () => Promise<Answer>,
    expected: readonly string[] = [],
  ): Promise<{ answer: Answer | null; kind: 'ok' | 'expected' | 'failed'; code: string }> {
    const at = performance.now();
    const atMs = at - this.startedAt;
    const list = this.timings.get(route) ?? [];
    this.timings.set(route, list);
    try {
      const answer = await send();
      const ms = performance.now() - at;
      if (answer.status >= 200 && answer.status < 300) {
        list.push({ atMs, ms, ok: true });
        return { answer, kind: 'ok', code: '200' };
      }
      const code = errCodeOf(answer);
      const right = expected.some((e) => code.endsWith(e));
      list.push({ atMs, ms, ok: right });
      if (!right) this.failures.push({ atMs, what: `${route} ${code}` });
      return { answer, kind: right ? 'expected' : 'failed', code };
    } catch (err) {
      list.push({ atMs, ms: performance.now() - at, ok: false });
      const code = `error ${(err as NodeJS.ErrnoException).code ?? (err as Error).message}`;
      this.failures.push({ atMs, what: `${route} ${code}` });
      return { answer: null, kind: 'failed', code };
    }
  }

  fail(atMs: number, what: string) {
    this.failures.push({ atMs, what });
  }
}

function percentile(values: number[], q: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return round(sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0);
}

/** The ids of the processes running `command` (their name in /proc, as `ps -C` matches). */
function pidsOf(command: string): number[] {
  return fs
    .readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        return fs.readFileSync(`/proc/${name}/comm`, 'utf8').trim() === command;
      } catch {
        return false;
      }
    })
    .map(Number);
}

/** CPU used so far, in ms: of one process, or of every process of a command (those that ended meanwhile are lost). */
function cpuOf(proc: PeakProcess): number {
  if ('pid' in proc) return cpuMs(proc.pid);
  return pidsOf(proc.command).reduce((sum, pid) => sum + cpuMs(pid), 0);
}

/** Processes' CPU over a stretch: ms of CPU per ms of wall, in % of one core. */
function cpuMeter(processes: readonly PeakProcess[]) {
  const before = processes.map(cpuOf);
  const waitedBefore = processes.map((p) => ('pid' in p ? runQueueWaitMs(p.pid) : 0));
  const own = process.cpuUsage();
  const machine = machineTimes();
  const wall = performance.now();
  return (): PeakStep['cpu'] => {
    const wallMs = performance.now() - wall;
    const used = process.cpuUsage(own);
    const machineAfter = machineTimes();
    const total = machineAfter.total - machine.total;
    return {
      processes: processes.map((p, i) => ({
        name: p.name,
        pct: Math.round(((cpuOf(p) - (before[i] ?? 0)) / wallMs) * 100),
        waitPct: 'pid' in p ? Math.round(((runQueueWaitMs(p.pid) - (waitedBefore[i] ?? 0)) / wallMs) * 100) : null,
      })),
      loadGeneratorPct: Math.round(((used.user + used.system) / 1000 / wallMs) * 100),
      machineBusyPct: total > 0 ? Math.round(((machineAfter.busy - machine.busy) / total) * 100) : 0,
    };
  };
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

// ---------------------------------------------------------------------------------------------------------------
// The day.

interface Checkout {
  startedAtMs: number;
  ms: number | null;
  created: boolean;
  outcome: 'paid' | 'sold out' | 'slots full' | 'failed' | 'unpaid';
}

interface Books {
  /** Order ids answered 200 to a create. */
  created: Set<string>;
  /** Order ids whose payment the shopper saw succeed. */
  paid: Set<string>;
  /** Order ids the courier marked delivered. */
  delivered: Set<string>;
  /** The delivery dates the orders booked: the peak day, and where a full slot sent them. */
  dates: Set<string>;
  dispatched: number;
}

async function login(pool: Pool, username: string, password: string): Promise<string> {
  const answer = await pool.post('/api/member/login/password', { username, password });
  if (answer.status !== 200) throw new Error(`peak: ${username} cannot log in: ${answer.text.slice(0, 200)}`);
  return dataOf<{ token: string }>(answer).token;
}

function pickSlot(): string {
  let r = Math.random();
  for (const [slot, share] of SLOT_PREFERENCE) {
    r -= share;
    if (r <= 0) return slot;
  }
  return SLOT_PREFERENCE[0]?.[0] ?? '18-21';
}

async function runDeployment(
  deployment: PeakDeployment,
  settings: PeakSettings,
  hooks: PeakHooks,
): Promise<Extract<PeakDeploymentResult, { skipped: null }>> {
  const pool = poolOver(deployment.entries, deployment.ca);
  const peakDay = shopDate(Date.now(), 1);
  const books: Books = {
    created: new Set(),
    paid: new Set(),
    delivered: new Set(),
    dates: new Set(),
    dispatched: 0,
  };
  let sockets: PushSocket[] = [];
  let stopPings = () => {};
  let staffLoopsRunning = true;
  const staffLoops: Array<Promise<void>> = [];
  try {
    const [adminToken, serviceToken, floristToken, courierToken] = [
      await login(pool, 'admin', PEAK_ADMIN_PASSWORD),
      await login(pool, 'service', PEAK_STAFF_PASSWORD),
      await login(pool, 'florist', 'florist-demo-2026'),
      await login(pool, 'courier', 'courier-demo-2026'),
    ];
    await pool.post('/api/admin/desk/presence', { status: 'online' }, serviceToken);
    const tree = dataOf<{ list: CategoryNode[] }>(await pool.post('/api/mall/category/tree', {}));
    const categoryIds = tree.list.flatMap((c) => [c.id, ...c.children.map((child) => child.id)]);
    const listing = dataOf<{ list: Array<{ id: string }> }>(
      await pool.post('/api/mall/goodsInfo/search', { sort: 'new', page: 1, pageSize: 100 }),
    );
    const goodsIds = listing.list.map((g) => g.id);
    if (categoryIds.length === 0 || goodsIds.length === 0) throw new Error('peak: no categories or goods to browse');
    const searches = searchBodies();
    const runTag = crypto.randomBytes(4).toString('hex');
    const guests: Array<{ token: string; deviceId: string }> = [];
    for (let i = 0; i < GUESTS; i++) {
      const deviceId = `bench-peak-${runTag}-${i}`;
      const guest = await pool.post('/api/im/login', { deviceId });
      guests.push({ token: dataOf<{ token: string; user: PublicUser }>(guest).token, deviceId });
    }
    // The desk's socket: each message sent counted once, by its unique id, however many frames carry it.
    const received = new Set<string>();
    const uniqueIds = new RegExp(`peak-${runTag}-[0-9a-z]+`, 'g');
    const opened = await openSockets(
      deployment.socketUrl,
      [{ token: serviceToken, deviceId: `bench-peak-${runTag}-staff` }],
      1,
      (_socket, data) => {
        for (const id of data.toString().match(uniqueIds) ?? []) received.add(id);
      },
    );
    sockets = opened.sockets;
    stopPings = keepAlive(sockets);

    const startedAt = performance.now();
    const recorder = new Recorder(startedAt);
    const checkouts: Checkout[] = [];
    const inFlight = new Set<Promise<unknown>>();
    const track = (work: Promise<unknown>) => {
      inFlight.add(work);
      void work.finally(() => inFlight.delete(work));
    };
    const { goods, buyers } = deployment.shop;
    let turn = 0;
    let slotFullRetries = 0;
    const next = <T>(list: readonly T[]) => list[turn++ % list.length] as T;

    const browse = (kind: keyof typeof BROWSE_PER_ORDER) => {
      switch (kind) {
        case 'home':
          return recorder.call('home', () => pool.post('/api/mall/home', {}));
        case 'category':
          return recorder.call('category goods', () =>
            pool.post('/api/mall/goodsInfo/search', {
              categoryId: next(categoryIds),
              sort: 'default',
              page: 1,
              pageSize: 20,
            }),
          );
        case 'detail':
          return recorder.call('goods detail', () =>
            pool.post(`/api/mall/goodsInfo/detail/${encodeURIComponent(next(goodsIds))}`, {}),
          );
        case 'search':
          return recorder.call('search', () => pool.post('/api/mall/goodsInfo/search', next(searches)));
      }
    };

    const checkout = async () => {
      const started = performance.now();
      const record: Checkout = { startedAtMs: started - startedAt, ms: null, created: false, outcome: 'failed' };
      checkouts.push(record);
      const buyer = next(buyers);
      const item = goods[Math.floor(Math.random() * goods.length)] as OrderGoods;
      const lines = [{ goodsId: item.id, quantity: 1 + Math.floor(Math.random() * 3) }];
      const slot = pickSlot();
      // The cart's confirm page with the slot the shopper likes; a full slot is refused there, and the shopper
      // confirms again with the shop's own choice (the first open slot), as the page offers.
      let confirm = await recorder.call(
        'cart confirm',
        () => pool.post('/api/mall/order/confirm', { lines, deliveryDate: peakDay, deliverySlot: slot }, buyer.token),
        ['DELIVERY_SLOT_FULL'],
      );
      if (confirm.kind === 'expected') {
        slotFullRetries++;
        confirm = await recorder.call('cart confirm', () =>
          pool.post('/api/mall/order/confirm', { lines }, buyer.token),
        );
      }
      if (confirm.kind !== 'ok' || !confirm.answer) return;
      const { delivery } = dataOf<{ delivery: { date: string | null; slot: string | null } }>(confirm.answer);
      const chosen = delivery.date && delivery.slot ? { deliveryDate: delivery.date, deliverySlot: delivery.slot } : {};
      let createBody: Record<string, unknown> = {
        lines,
        idempotencyKey: crypto.randomUUID(),
        recipient: RECIPIENT,
        couponId: null,
        ...chosen,
      };
      let create = await recorder.call(
        'order create',
        () => pool.post('/api/mall/order/create', createBody, buyer.token),
        ['OUT_OF_STOCK', 'DELIVERY_SLOT_FULL'],
      );
      // The slot filled up between the confirm and the order (others took its last places): the shop's first open
      // one, which others may be taking too, so a few times.
      for (let attempt = 0; attempt < SLOT_FULL_ATTEMPTS && create.code.endsWith('DELIVERY_SLOT_FULL'); attempt++) {
        slotFullRetries++;
        const { deliveryDate: _date, deliverySlot: _slot, ...rest } = createBody;
        createBody = { ...rest, idempotencyKey: crypto.randomUUID() };
        create = await recorder.call(
          'order create',
          () => pool.post('/api/mall/order/create', createBody, buyer.token),
          ['OUT_OF_STOCK', 'DELIVERY_SLOT_FULL'],
        );
      }
      if (create.kind === 'expected') {
        record.outcome = create.code.endsWith('DELIVERY_SLOT_FULL') ? 'slots full' : 'sold out';
        record.ms = performance.now() - started;
        return;
      }
      if (create.kind !== 'ok' || !create.answer) return;
      const order = dataOf<{ id: string; deliveryDate: string }>(create.answer);
      books.created.add(order.id);
      books.dates.add(order.deliveryDate);
      record.created = true;
      if (Math.random() < RETRY_CREATE_SHARE) {
        // A retry of the same request (the answer lost on the way): the same order, not a second one.
        const again = await recorder.call('order create (retry)', () =>
          pool.post('/api/mall/order/create', createBody, buyer.token),
        );
        if (again.answer && again.kind === 'ok' && dataOf<{ id: string }>(again.answer).id !== order.id) {
          recorder.fail(record.startedAtMs, 'order create (retry) made a second order');
        }
      }
      const payment = await recorder.call('pay create', () =>
        pool.post('/api/mall/pay/create', { orderId: order.id, channel: 'wechat', scene: 'phone' }, buyer.token),
      );
      if (payment.kind !== 'ok' || !payment.answer) return;
      const { paymentId } = dataOf<{ paymentId: string }>(payment.answer);
      const page = `/api/pay/sandbox/${encodeURIComponent(paymentId)}`;
      if ((await recorder.call('sandbox page', () => pool.post(page, {}))).kind !== 'ok') return;
      const confirmed = await recorder.call('sandbox confirm', () => pool.post(`${page}/confirm`, {}));
      if (confirmed.kind !== 'ok') return;
      if (Math.random() < DOUBLE_PAY_SHARE) {
        // A double tap on the provider's page: the notice comes again, the order is paid once.
        await recorder.call('sandbox confirm (again)', () => pool.post(`${page}/confirm`, {}));
      }
      const deadline = performance.now() + PAID_WAIT_MS;
      while (performance.now() < deadline) {
        const status = await recorder.call('pay status', () =>
          pool.post('/api/mall/pay/status', { paymentId }, buyer.token),
        );
        if (status.kind !== 'ok' || !status.answer) return;
        if (dataOf<{ status: string }>(status.answer).status === 'succeeded') {
          books.paid.add(order.id);
          record.outcome = 'paid';
          record.ms = performance.now() - started;
          return;
        }
        await sleep(PAID_POLL_MS);
      }
      record.outcome = 'unpaid';
      recorder.fail(record.startedAtMs, 'pay status not succeeded within 20 s');
    };
    let chatTurn = 0;
    const chat = () => {
      const guest = next(guests);
      return recorder.call('chat send', () =>
        pool.post(
          '/api/im/sendMsg',
          {
            to_uid: DEFAULT_CUSTOMER_SERVICE_UID,
            type: 'text',
            body: TEXT,
            client_create_time: Date.now(),
            unique_id: `peak-${runTag}-${(chatTurn++).toString(36)}`,
            device_id: guest.deviceId,
          },
          guest.token,
        ),
      );
    };
    const staff = {
      workbench: () =>
        recorder.call('workbench day list', () =>
          pool.post(
            '/api/admin/order/list',
            { deliveryDate: peakDay, sort: 'slot', page: 1, pageSize: 20 },
            adminToken,
          ),
        ),
      dashboard: () => recorder.call('dashboard', () => pool.post('/api/admin/dashboard', {}, adminToken)),
      desk: () => recorder.call('desk queue', () => pool.post('/api/admin/desk/conversations', {}, serviceToken)),
    };

    // The florist makes and dispatches what is paid; the courier delivers what is out, with a photo each.
    const florist = async () => {
      while (staffLoopsRunning) {
        const list = await recorder.call('florist paid list', () =>
          pool.post(
            '/api/admin/order/list',
            { deliveryDate: null, status: 'paid', sort: 'slot', page: 1, pageSize: 100 },
            floristToken,
          ),
        );
        const ids =
          list.answer && list.kind === 'ok'
            ? dataOf<{ list: Array<{ id: string }> }>(list.answer).list.map((o) => o.id)
            : [];
        if (ids.length > 0) {
          await recorder.call('bulk prepare', () => pool.post('/api/admin/order/bulk-prepare', { ids }, floristToken));
          const sent = await recorder.call('bulk dispatch', () =>
            pool.post(
              '/api/admin/order/bulk-dispatch',
              { ids, courierId: 'demo-courier', courierPhone: COURIER_PHONE },
              adminToken,
            ),
          );
          if (sent.answer && sent.kind === 'ok') {
            const outcome = dataOf<{ succeeded: string[]; failed: Array<{ errCode: string }> }>(sent.answer);
            books.dispatched += outcome.succeeded.length;
            for (const f of outcome.failed) recorder.fail(performance.now() - startedAt, `bulk dispatch ${f.errCode}`);
          }
        }
        await sleep(FLORIST_EVERY_MS);
      }
    };
    const courier = async () => {
      while (staffLoopsRunning) {
        const out: Array<{ id: string; status: string }> = [];
        for (const date of [...books.dates].sort()) {
          const mine = await recorder.call('courier deliveries', () =>
            pool.post('/api/admin/order/my-deliveries', { date }, courierToken),
          );
          if (!mine.answer || mine.kind !== 'ok') continue;
          const deliveries = dataOf<{ deliveries: Array<{ id: string; status: string }> }>(mine.answer).deliveries;
          out.push(...deliveries.filter((d) => d.status === 'delivering' && !books.delivered.has(d.id)));
        }
        for (const delivery of out.slice(0, 10)) {
          const photo = await recorder.call('courier photo upload', () =>
            pool.upload('/api/member/upload', PHOTO, courierToken),
          );
          if (photo.kind !== 'ok' || !photo.answer) break;
          const { url } = dataOf<{ url: string }>(photo.answer);
          const done = await recorder.call('courier delivered', () =>
            pool.post(`/api/admin/order/deliver/${encodeURIComponent(delivery.id)}`, { photo: url }, courierToken),
          );
          if (done.kind === 'ok') books.delivered.add(delivery.id);
        }
        await sleep(COURIER_EVERY_MS);
      }
    };
    staffLoops.push(florist(), courier());

    // Every kind at its own rate, open loop, sent as they fall due; then the stragglers are waited for.
    const offer = async (rate: number, seconds: number) => {
      const perSec: Record<string, number> = {
        checkout: rate,
        home: rate * BROWSE_PER_ORDER.home,
        category: rate * BROWSE_PER_ORDER.category,
        detail: rate * BROWSE_PER_ORDER.detail,
        search: rate * BROWSE_PER_ORDER.search,
        chat: rate * CHAT_PER_ORDER,
        ...STAFF_PER_SEC,
      };
      const sent: Record<string, number> = Object.fromEntries(Object.keys(perSec).map((k) => [k, 0]));
      const stepStart = performance.now();
      while (performance.now() - stepStart < seconds * 1000) {
        const elapsedS = (performance.now() - stepStart) / 1000;
        for (const [kind, r] of Object.entries(perSec)) {
          const due = Math.floor(elapsedS * r) + 1;
          while ((sent[kind] ?? 0) < due) {
            sent[kind] = (sent[kind] ?? 0) + 1;
            if (kind === 'checkout') track(checkout());
            else if (kind === 'chat') track(chat());
            else if (kind in STAFF_PER_SEC) track(staff[kind as keyof typeof STAFF_PER_SEC]());
            else track(browse(kind as keyof typeof BROWSE_PER_ORDER));
          }
        }
        await sleep(5);
      }
    };
    // The step's checkouts finish (or time out) before it is judged, and the next step starts only after, so one
    // step's backlog does not count against the next.
    const settle = async () => {
      const settleUntil = performance.now() + PAID_WAIT_MS + HTTP_TIMEOUT_MS;
      while (inFlight.size > 0 && performance.now() < settleUntil) await sleep(50);
    };
    if (settings.warmupS > 0) {
      hooks.log(`peak ${deployment.label}: ${settings.warmupS} s warm-up at ${settings.orderRates[0]} orders/s…`);
      await offer(settings.orderRates[0] ?? 1, settings.warmupS);
      await settle();
    }

    const steps: PeakStep[] = [];
    for (const rate of settings.orderRates) {
      const stepStartMs = performance.now() - startedAt;
      const meter = cpuMeter(deployment.processes);
      const retriesBefore = slotFullRetries;
      hooks.log(`peak ${deployment.label}: ${rate} orders/s offered for ${settings.stepS} s…`);
      await offer(rate, settings.stepS);
      const cpu = meter();
      const stepEndMs = performance.now() - startedAt;
      await settle();
      const mine = checkouts.filter((c) => c.startedAtMs >= stepStartMs && c.startedAtMs < stepEndMs);
      const paid = mine.filter((c) => c.outcome === 'paid');
      const checkoutMs = mine.filter((c) => c.ms !== null).map((c) => c.ms as number);
      const inStep = (atMs: number) => atMs >= stepStartMs && atMs < stepEndMs;
      const routes: RouteFigures[] = [...recorder.timings.entries()]
        .map(([route, list]) => {
          const within = list.filter((t) => inStep(t.atMs));
          const ms = within.map((t) => t.ms);
          return {
            route,
            answers: within.length,
            p50Ms: percentile(ms, 0.5),
            p99Ms: percentile(ms, 0.99),
            failed: within.filter((t) => !t.ok).length,
          };
        })
        .filter((r) => r.answers > 0);
      const failures: Record<string, number> = {};
      for (const f of recorder.failures.filter((x) => inStep(x.atMs))) failures[f.what] = (failures[f.what] ?? 0) + 1;
      const measuredS = (stepEndMs - stepStartMs) / 1000;
      const checkoutP99Ms = percentile(checkoutMs, 0.99);
      const step: PeakStep = {
        offeredOrdersPerSec: rate,
        measuredS: round(measuredS),
        checkoutsStarted: mine.length,
        ordersCreated: mine.filter((c) => c.created).length,
        ordersPaid: paid.length,
        soldOut: mine.filter((c) => c.outcome === 'sold out').length,
        slotFullRetries: slotFullRetries - retriesBefore,
        slotsFull: mine.filter((c) => c.outcome === 'slots full').length,
        paidPerMin: Math.round((paid.length / measuredS) * 60),
        checkoutP50Ms: percentile(checkoutMs, 0.5),
        checkoutP99Ms,
        requestsPerSec: round(routes.reduce((s, r) => s + r.answers, 0) / measuredS),
        held: Object.keys(failures).length === 0 && checkoutP99Ms < HELD_CHECKOUT_P99_MS,
        routes,
        failures,
        cpu,
      };
      steps.push(step);
      hooks.log(
        `peak ${deployment.label}: ${rate}/s → ${step.ordersPaid} paid (${step.paidPerMin}/min), ${step.soldOut} sold out, ${step.slotFullRetries} slot-full retries, checkout p50 ${step.checkoutP50Ms} ms p99 ${step.checkoutP99Ms} ms, ${step.requestsPerSec} req/s, ${Object.values(failures).reduce((s, n) => s + n, 0)} failures; CPU ${cpu.processes.map((p) => `${p.name} ${p.pct}%${p.waitPct === null ? '' : ` (waited ${p.waitPct}%)`}`).join(', ')}, generator ${cpu.loadGeneratorPct}%, machine ${cpu.machineBusyPct}% — ${step.held ? 'held' : 'NOT held'}`,
      );
      if (!step.held) break;
    }

    // The florist and courier catch up with the last paid orders, then stop.
    const drainUntil = performance.now() + DRAIN_MS;
    while (performance.now() < drainUntil && books.delivered.size < books.paid.size) await sleep(500);
    staffLoopsRunning = false;
    await Promise.all(staffLoops);
    const heldSteps = steps.filter((s) => s.held);
    return {
      label: deployment.label,
      skipped: null,
      via: deployment.via,
      viaReason: deployment.viaReason,
      steps,
      heldStep: heldSteps.at(-1) ?? null,
      delivered: books.delivered.size,
      dispatched: books.dispatched,
      chat: { sent: chatTurn, received: received.size },
      audit: await stopAndAudit(deployment, books, settings.slotCapacity),
    };
  } finally {
    staffLoopsRunning = false;
    stopPings();
    await closeSockets(sockets);
    pool.close();
    await deployment.stop();
  }
}

/** Stops the servers (nothing writes while the books are read) and checks every order against them. */
async function stopAndAudit(deployment: PeakDeployment, books: Books, slotCapacity: number): Promise<PeakAudit> {
  await deployment.stop();
  const handle = openTarget(deployment.target);
  try {
    const db = handle.db;
    const stock = await auditStock(db, deployment.shop.goods);
    const orders = await db.selectFrom('orders').select(['id', 'status', 'delivery_date', 'delivery_slot']).execute();
    const payments = await db
      .selectFrom('payments')
      .select(['order_id', 'status'])
      .where('status', 'in', ['succeeded', 'refunded'])
      .execute();
    const statusOf = new Map(orders.map((o) => [o.id, o.status]));
    const succeeded = new Map<string, number>();
    for (const p of payments) succeeded.set(p.order_id, (succeeded.get(p.order_id) ?? 0) + 1);
    const pastPayment = new Set(['paid', 'preparing', 'delivering', 'received', 'completed']);
    const slots = new Map<string, number>();
    for (const o of orders.filter((x) => x.status !== 'cancelled')) {
      const key = `${o.delivery_date} ${o.delivery_slot}`;
      slots.set(key, (slots.get(key) ?? 0) + 1);
    }
    const ordersByStatus: Record<string, number> = {};
    for (const o of orders) ordersByStatus[o.status] = (ordersByStatus[o.status] ?? 0) + 1;
    const audit: Omit<PeakAudit, 'problems'> = {
      stock,
      stockSound: stockIsSound(stock),
      ordersInDatabase: orders.length,
      lostOrders: [...books.created].filter((id) => !statusOf.has(id)).length,
      paidNotRecorded: [...books.paid].filter((id) => !pastPayment.has(statusOf.get(id) ?? '')).length,
      paidTwice: [...succeeded.values()].filter((n) => n > 1).length,
      paidWithoutPayment: orders.filter((o) => pastPayment.has(o.status) && !succeeded.has(o.id)).length,
      overbookedSlots: [...slots.entries()].filter(([, n]) => n > slotCapacity).map(([k, n]) => `${k}: ${n}`),
      deliveriesNotRecorded: [...books.delivered].filter((id) => statusOf.get(id) !== 'received').length,
      ordersByStatus,
    };
    const problems: string[] = [];
    if (!audit.stockSound) {
      problems.push(
        `stock: oversold ${stock.oversoldUnits} units, negative ${stock.negativeStockGoods.join(' ')}, unbalanced ${stock.unbalancedGoods.join(' ')}`,
      );
    }
    if (audit.lostOrders > 0) problems.push(`${audit.lostOrders} orders answered but not in the database`);
    if (audit.paidNotRecorded > 0) problems.push(`${audit.paidNotRecorded} payments seen succeeded on unpaid orders`);
    if (audit.paidTwice > 0) problems.push(`${audit.paidTwice} orders paid twice`);
    if (audit.paidWithoutPayment > 0) problems.push(`${audit.paidWithoutPayment} orders paid without a payment`);
    if (audit.overbookedSlots.length > 0) problems.push(`slots over capacity: ${audit.overbookedSlots.join(', ')}`);
    if (audit.deliveriesNotRecorded > 0) problems.push(`${audit.deliveriesNotRecorded} deliveries not recorded`);
    return { ...audit, problems };
  } finally {
    await handle.db.destroy();
  }
}

export async function runPeak(settings: PeakSettings, hooks: PeakHooks): Promise<PeakResult> {
  const deployments: PeakDeploymentResult[] = [];
  const options = {
    buyers: BUYERS,
    goods: settings.goods,
    slotCapacity: settings.slotCapacity,
    webDistDir: settings.webDistDir,
    defer: hooks.defer,
  };
  {
    hooks.log(`peak: one node on SQLite, seeding ${settings.goods} goods…`);
    const deployment = await oneNode({ ...options, tokenSecret: newTokenSecret() });
    try {
      deployments.push(await runDeployment(deployment, settings, hooks));
    } finally {
      await deployment.remove();
    }
  }
  hooks.log('peak: two nodes on PostgreSQL and Redis…');
  const two = await twoNodes({
    ...options,
    tokenSecret: newTokenSecret(),
    postgresUrl: settings.postgresUrl,
    redisUrl: settings.redisUrl,
  });
  if ('skipped' in two) {
    hooks.log(`peak: two nodes SKIPPED (${two.skipped})`);
    deployments.push({ label: 'two nodes', skipped: two.skipped });
  } else {
    if (two.viaReason) hooks.log(`peak: two nodes driven directly, round-robin: ${two.viaReason}`);
    try {
      deployments.push(await runDeployment(two, settings, hooks));
    } finally {
      await two.remove();
    }
  }
  return { settings, cpus: os.cpus().length, deployments };
}

// ---------------------------------------------------------------------------------------------------------------
// The report.

/** A day of peak at the held rate: the day's orders arrive over 12 hours, the busiest hour 3× the average. */
export const PEAK_HOUR_FACTOR = 3;
export const SELLING_HOURS = 12;

export function ordersPerDay(paidPerMin: number): number {
  return Math.round((paidPerMin * 60 * SELLING_HOURS) / PEAK_HOUR_FACTOR);
}

export function peakStepRows(result: PeakResult): string[][] {
  const rows = [
    [
      'peak step',
      'offered/s',
      'paid',
      'paid/min',
      'sold out',
      'slot full (gave up)',
      'checkout p50',
      'p99 ms',
      'req/s',
      'CPU % of a core',
      'held',
    ],
  ];
  for (const d of result.deployments) {
    if (d.skipped !== null) continue;
    for (const s of d.steps) {
      rows.push([
        d.label,
        String(s.offeredOrdersPerSec),
        String(s.ordersPaid),
        String(s.paidPerMin),
        String(s.soldOut),
        `${s.slotFullRetries} (${s.slotsFull})`,
        String(s.checkoutP50Ms),
        String(s.checkoutP99Ms),
        String(s.requestsPerSec),
        `${s.cpu.processes.map((p) => `${p.name} ${p.pct}${p.waitPct === null ? '' : ` (waited ${p.waitPct})`}`).join(', ')}, generator ${s.cpu.loadGeneratorPct}, machine ${s.cpu.machineBusyPct}% busy`,
        s.held ? 'yes' : 'NO',
      ]);
    }
  }
  return rows;
}

/** Per route at the highest step held (or the first step, when none was). */
export function peakRouteRows(result: PeakResult): string[][] {
  const rows = [['peak route (highest step held)', 'answers', 'p50 ms', 'p99 ms', 'failed']];
  for (const d of result.deployments) {
    if (d.skipped !== null) continue;
    const step = d.heldStep ?? d.steps[0];
    if (!step) continue;
    for (const r of step.routes) {
      rows.push([`${d.label}: ${r.route}`, String(r.answers), String(r.p50Ms), String(r.p99Ms), String(r.failed)]);
    }
  }
  return rows;
}

export function peakNotes(result: PeakResult): string[] {
  const notes: string[] = [];
  for (const d of result.deployments) {
    if (d.skipped !== null) {
      notes.push(`  ${d.label}: SKIPPED (${d.skipped})`);
      continue;
    }
    notes.push(
      `  ${d.label}: ${d.via === 'nginx' ? 'through nginx (deploy/nginx.conf, HTTPS)' : d.via === 'round-robin' ? `both nodes directly, round-robin (${d.viaReason})` : 'directly'}; ${d.dispatched} dispatched, ${d.delivered} delivered; chat ${d.chat.sent} sent, ${d.chat.received} received on the desk's socket`,
    );
    const a = d.audit;
    notes.push(
      `    audit: ${a.ordersInDatabase} orders (${Object.entries(a.ordersByStatus)
        .map(([s, n]) => `${s} ${n}`)
        .join(
          ', ',
        )}); ${a.stock.soldOutGoods} goods sold out, oversold ${a.stock.oversoldUnits}; lost ${a.lostOrders}; paid twice ${a.paidTwice}; paid not recorded ${a.paidNotRecorded}; paid without payment ${a.paidWithoutPayment}; slots over capacity ${a.overbookedSlots.length}; deliveries not recorded ${a.deliveriesNotRecorded}`,
    );
    for (const s of d.steps) {
      for (const [what, n] of Object.entries(s.failures)) notes.push(`    ${s.offeredOrdersPerSec}/s: ${n}× ${what}`);
    }
  }
  return notes;
}

export interface PeakTarget {
  name: string;
  actual: string;
  goal: string;
  status: 'PASS' | 'FAIL' | 'SKIPPED';
}

/** The figures kept in the history: orders a minute held on each deployment, and whether the books balance. */
export function peakTargets(result: PeakResult | undefined): PeakTarget[] {
  if (!result) return [];
  return result.deployments.flatMap((d): PeakTarget[] => {
    if (d.skipped !== null) {
      return [{ name: `peak day ${d.label}`, actual: `skipped: ${d.skipped}`, goal: '-', status: 'SKIPPED' }];
    }
    const held = d.heldStep;
    return [
      {
        name: `peak day ${d.label}: orders paid a minute held`,
        actual: held
          ? `${held.paidPerMin}/min at ${held.offeredOrdersPerSec}/s offered (≈ ${ordersPerDay(held.paidPerMin).toLocaleString('en-US')} a day)`
          : 'no step held',
        goal: `checkout p99 < ${HELD_CHECKOUT_P99_MS} ms, no failures`,
        status: held ? 'PASS' : 'FAIL',
      },
      {
        name: `peak day ${d.label}: audit`,
        actual: d.audit.problems.length === 0 ? 'every order accounted for' : d.audit.problems.join('; '),
        goal: 'none oversold, lost or paid twice',
        status: d.audit.problems.length === 0 ? 'PASS' : 'FAIL',
      },
    ];
  });
}

/** What fails the bench: the audit's findings (answers past the highest step held are the load's, not a fault). */
export function peakProblems(result: PeakResult): string[] {
  return result.deployments.flatMap((d) =>
    d.skipped !== null ? [] : d.audit.problems.map((p) => `peak ${d.label}: ${p}`),
  );
}
