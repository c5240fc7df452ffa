import autocannon from 'autocannon';

/** One request of a rotation: every connection takes the next one of the shared list. */
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
  warmup: { totalRequests: number; non2xx: number; errors: number };
}

const JSON_HEADERS = { 'content-type': 'application/json' };

/** A warm-up run whose numbers are dropped, then the measured run; both rotate over the same requests. */
export async function measure(options: LoadOptions): Promise<LoadResult> {
  const warm = options.warmupS > 0 ? await run(options, options.warmupS) : undefined;
  const result = await run(options, options.durationS);
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
    distinctRequests: new Set(options.requests.map((r) => `${r.path} ${r.body}`)).size,
    warmup: { totalRequests: warm?.requests.total ?? 0, non2xx: warm?.non2xx ?? 0, errors: warm?.errors ?? 0 },
  };
}

function run(options: LoadOptions, durationS: number): Promise<autocannon.Result> {
  const { requests } = options;
  const first = requests[0];
  if (!first) throw new Error('no requests to send');
  let next = 0;
  return autocannon({
    url: options.url,
    connections: options.connections,
    duration: durationS,
    pipelining: 1,
    timeout: 10,
    method: 'POST',
    headers: JSON_HEADERS,
    requests: [
      {
        method: 'POST',
        path: first.path,
        body: first.body,
        // One counter for all connections, so together they walk the whole list rather than all sending item 0.
        setupRequest: (request) => {
          const pick = requests[next++ % requests.length] ?? first;
          return { ...request, path: pick.path, body: pick.body };
        },
      },
    ],
  });
}

function round(n: number): number {
  return Math.round(n * 10) / 10;
}
