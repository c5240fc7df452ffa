/**
 * Load for order creation: autocannon with one signed-in buyer per connection, every request a new order (a fresh
 * idempotency key) for a goods picked at random. Answers are sorted by what they mean: an order, a sold-out refusal
 * (expected once goods run out), or anything else (a failure).
 */
import crypto from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { CreateOrderRequest, Recipient } from '@ffe/shared/contracts/order';
import autocannon from 'autocannon';
import { machineTimes, round } from './load';
import { type Buyer, MAX_UNITS_PER_ORDER, type OrderGoods } from './order-fixtures';

export const CREATE_ORDER_PATH = '/api/mall/order/create';

/** The refusal that is the right answer for goods without enough stock left. */
const OUT_OF_STOCK = '409 OUT_OF_STOCK';

const RECIPIENT: Recipient = {
  name: '王小明',
  phone: '13800138000',
  province: '上海市',
  city: '上海市',
  district: '浦东新区',
  detail: '世纪大道100号',
};

export interface OrderLoadOptions {
  url: string;
  durationS: number;
  warmupS: number;
  /** One connection per buyer. */
  buyers: readonly Buyer[];
  goods: readonly OrderGoods[];
}

/** The answers of one run, sorted by meaning. */
export interface OrderAnswers {
  /** 2xx: an order was created. */
  created: number;
  /** 409 OUT_OF_STOCK: the goods had too little left; expected, not an error. */
  outOfStock: number;
  /** Every other answer, by "status errCode": must stay empty. */
  unexpected: Record<string, number>;
  /** Connection errors, time-outs included. */
  errors: number;
  timeouts: number;
}

export interface OrderLoadResult extends OrderAnswers {
  /** 2xx answers a second over the measured run. */
  ordersPerSec: number;
  /** Latencies of the answers that created an order. */
  p50Ms: number;
  p90Ms: number;
  p99Ms: number;
  maxMs: number;
  measuredS: number;
  /** As in load.ts: this process (the load generator) in % of one core, all cores in % busy. */
  cpu: { loadGeneratorPct: number; machineBusyPct: number };
  warmup: OrderAnswers;
}

/** A warm-up run whose answers are counted but not timed, then the measured run. */
export async function measureOrders(options: OrderLoadOptions): Promise<OrderLoadResult> {
  if (options.buyers.length === 0) throw new Error('no buyers to place orders');
  if (options.goods.length === 0) throw new Error('no goods to order');
  const warmup = options.warmupS > 0 ? (await run(options, options.warmupS)).answers : noAnswers();
  const cpuBefore = process.cpuUsage();
  const machineBefore = machineTimes();
  const wallBefore = performance.now();
  const { answers, latencies } = await run(options, options.durationS);
  const wallMs = performance.now() - wallBefore;
  const cpu = process.cpuUsage(cpuBefore);
  const machineAfter = machineTimes();
  const machineTotal = machineAfter.total - machineBefore.total;
  latencies.sort((a, b) => a - b);
  return {
    ...answers,
    ordersPerSec: round(answers.created / (wallMs / 1000)),
    p50Ms: percentile(latencies, 0.5),
    p90Ms: percentile(latencies, 0.9),
    p99Ms: percentile(latencies, 0.99),
    maxMs: round(latencies.at(-1) ?? 0),
    measuredS: round(wallMs / 1000),
    cpu: {
      loadGeneratorPct: Math.round(((cpu.user + cpu.system) / 1000 / wallMs) * 100),
      machineBusyPct:
        machineTotal > 0 ? Math.round(((machineAfter.busy - machineBefore.busy) / machineTotal) * 100) : 0,
    },
    warmup,
  };
}

function noAnswers(): OrderAnswers {
  return { created: 0, outOfStock: 0, unexpected: {}, errors: 0, timeouts: 0 };
}

/** One order for one random goods; quantities vary so that near the end a goods can have some units, not enough. */
export function orderBody(goods: readonly OrderGoods[]): string {
  const pick = goods[Math.floor(Math.random() * goods.length)] as OrderGoods;
  const body: CreateOrderRequest = {
    lines: [{ goodsId: pick.id, quantity: 1 + Math.floor(Math.random() * MAX_UNITS_PER_ORDER) }],
    idempotencyKey: crypto.randomUUID(),
    recipient: RECIPIENT,
    couponId: null,
  };
  return JSON.stringify(body);
}

/** What an error answer says it is, from the failure envelope `{ code, errCode, message }`. */
function answerKind(status: number, body: string): string {
  try {
    const { errCode } = JSON.parse(body) as { errCode?: unknown };
    return `${status} ${typeof errCode === 'string' ? errCode : '(no errCode)'}`;
  } catch {
    return `${status} (not JSON)`;
  }
}

function run(options: OrderLoadOptions, durationS: number): Promise<{ answers: OrderAnswers; latencies: number[] }> {
  const answers = noAnswers();
  const latencies: number[] = [];
  let clientIndex = 0;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.url,
        connections: options.buyers.length,
        duration: durationS,
        pipelining: 1,
        timeout: 10,
        // Each connection is one buyer: its token goes in every request it sends, while setupRequest makes every
        // body a new order. Only the body is built per request; the rest of the request is encoded once.
        setupClient: (client) => {
          const buyer = options.buyers[clientIndex++ % options.buyers.length] as Buyer;
          client.setRequests([
            {
              method: 'POST',
              path: CREATE_ORDER_PATH,
              headers: { 'content-type': 'application/json', authorization: buyer.token },
              setupRequest: (request) => ({ ...request, body: orderBody(options.goods) }),
              onResponse: (status, body) => {
                if (status >= 200 && status < 300) return;
                const kind = answerKind(status, body);
                if (kind === OUT_OF_STOCK) answers.outOfStock++;
                else answers.unexpected[kind] = (answers.unexpected[kind] ?? 0) + 1;
              },
            },
          ]);
        },
      },
      (err, result) => {
        if (err) {
          reject(err);
          return;
        }
        answers.errors = result.errors;
        answers.timeouts = result.timeouts;
        resolve({ answers, latencies });
      },
    );
    // Only this event carries the response time; the orders' latencies are kept apart from the refusals'.
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) {
        answers.created++;
        latencies.push(responseTime);
      }
    });
  });
}

function percentile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0;
  return round(sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0);
}
