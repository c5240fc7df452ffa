import os from 'node:os';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';

/** One request of a rotation over many. */
export interface RotatingRequest {
  path: string;
  body: string;
}

export interface LoadOptions {
  url: string;
  connections: number;
  durationS: number;
  warmupS: number;
  requests: readonly RotatingRequest[];
  /** Sent with every request besides the JSON content type, e.g. a signed-in member's `authorization`. */
  headers?: Record<string, string>;
}

export interface LoadResult {
  requestsPerSec: number;
  p50Ms: number;
  p90Ms: number;
  p99Ms: number;
  maxMs: number;
  totalRequests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodes: Record<string, number>;
  distinctRequests: number;
  /** During the measured run: this process (the load generator) in % of one core, all cores in % busy. */
  cpu: { loadGeneratorPct: number; machineBusyPct: number };
  warmup: { totalRequests: number; non2xx: number; errors: number };
}

const JSON_HEADERS = { 'content-type': 'application/json' };

/** A warm-up run whose numbers are dropped, then the measured run; both rotate over the same requests. */
export async function measure(options: LoadOptions): Promise<LoadResult> {
  const warm = options.warmupS > 0 ? await run(options, options.warmupS) : undefined;
  const cpuBefore = process.cpuUsage();
  const machineBefore = machineTimes();
  const wallBefore = performance.now();
  const result = await run(options, options.durationS);
  const wallMs = performance.now() - wallBefore;
  const cpu = process.cpuUsage(cpuBefore);
  const machineAfter = machineTimes();
  const machineTotal = machineAfter.total - machineBefore.total;
  const statusCodes: Record<string, number> = {};
  for (const [code, stat] of Object.entries(result.statusCodeStats ?? {})) statusCodes[code] = stat.count ?? 0;
  return {
    requestsPerSec: round(result.requests.average),
    p50Ms: result.latency.p50,
    p90Ms: result.latency.p90,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    totalRequests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes,
    cpu: {
      loadGeneratorPct: Math.round(((cpu.user + cpu.system) / 1000 / wallMs) * 100),
      machineBusyPct:
        machineTotal > 0 ? Math.round(((machineAfter.busy - machineBefore.busy) / machineTotal) * 100) : 0,
    },
    distinctRequests: new Set(options.requests.map((r) => `${r.path} ${r.body}`)).size,
    warmup: { totalRequests: warm?.requests.total ?? 0, non2xx: warm?.non2xx ?? 0, errors: warm?.errors ?? 0 },
  };
}

function run(options: LoadOptions, durationS: number): Promise<autocannon.Result> {
  const list = options.requests.map((r) => ({ method: 'POST' as const, path: r.path, body: r.body }));
  if (list.length === 0) throw new Error('no requests to send');
  // Every connection walks the whole list from its own starting point, so at any moment the connections
  // ask for different things. The request buffers are built once, not per request, which keeps the load
  // generator's share of a small machine's CPU low.
  const stride = Math.max(1, Math.floor(list.length / options.connections));
  let clientIndex = 0;
  return autocannon({
    url: options.url,
    connections: options.connections,
    duration: durationS,
    pipelining: 1,
    timeout: 10,
    method: 'POST',
    headers: { ...JSON_HEADERS, ...options.headers },
    requests: list,
    setupClient: (client) => {
      const offset = (clientIndex++ * stride) % list.length;
      if (offset > 0) client.setRequests([...list.slice(offset), ...list.slice(0, offset)]);
    },
  });
}

/** CPU time of all cores since boot, busy and in all; two readings give the machine's load between them. */
export function machineTimes(): { busy: number; total: number } {
  let busy = 0;
  let total = 0;
  for (const { times } of os.cpus()) {
    const all = times.user + times.nice + times.sys + times.idle + times.irq;
    total += all;
    busy += all - times.idle;
  }
  return { busy, total };
}

/** Rounds to one decimal, as the tables print figures. */
export function round(n: number): number {
  return Math.round(n * 10) / 10;
}
