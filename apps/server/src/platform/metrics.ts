import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { DbHandle } from '../db/connect';
import { type CallCount, callCounts } from './call-counts';
import type { EventBus } from './event-bus';
import type { FileStorage } from './stored-files';

/** A request no route took (a 404 of the router) is counted under this route label, never its raw URL. */
export const UNMATCHED_ROUTE = '(unmatched)';
/** A page of the shop or the console: no route takes it, the not-found handler renders or serves it (web-app.ts). */
export const PAGE_ROUTE = '(page)';

/** Seconds: a shop page or call is a few milliseconds; a slow upload or export reaches seconds. */
const REQUEST_BUCKETS = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Seconds: a hot statement is well under a millisecond; the dashboard's sums take tens. */
const QUERY_BUCKETS = [0.0002, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1];

/**
 * The process's metrics (decision 057): one registry, the request histogram its hook fills, the database's query
 * histogram and pool, the chat's sends through the bus, and provider calls; modules add gauges read at scrape time.
 */
export function serverMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Histogram({
    name: 'ffe_http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern and status, and how long each took',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: REQUEST_BUCKETS,
    registers: [registry],
  });
  const queries = new Histogram({
    name: 'ffe_db_query_duration_seconds',
    help: 'Database statements by outcome, and how long each took',
    labelNames: ['outcome'] as const,
    buckets: QUERY_BUCKETS,
    registers: [registry],
  });
  /** Outside parties' calls, each kind counted where its calls are made and read from there at scrape time. */
  const providerSources: Array<{ kind: string; read: () => CallCount[] }> = [];
  new Counter({
    name: 'ffe_provider_calls_total',
    help: 'Calls to outside parties (payment, sms, storage) by provider, operation and outcome',
    labelNames: ['kind', 'provider', 'operation', 'outcome'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const { kind, read } of providerSources) {
        for (const { provider, operation, ok, failed } of read()) {
          if (ok) this.inc({ kind, provider, operation, outcome: 'ok' }, ok);
          if (failed) this.inc({ kind, provider, operation, outcome: 'failed' }, failed);
        }
      }
    },
  });
  const messagesSent = new Counter({
    name: 'ffe_chat_messages_sent_total',
    help: 'Chat messages this process published to the push bus, by message type',
    labelNames: ['type'] as const,
    registers: [registry],
  });

  /** A gauge whose value(s) `read` answers when Prometheus scrapes; a failed read leaves it unset for that scrape. */
  function gaugeOf<L extends string>(
    name: string,
    help: string,
    labelNames: readonly L[],
    read: () =>
      | Promise<Array<[labels: Partial<Record<L, string>>, value: number]>>
      | Array<[Partial<Record<L, string>>, number]>,
  ) {
    return new Gauge({
      name,
      help,
      labelNames,
      registers: [registry],
      async collect() {
        this.reset();
        // A read that fails (the database away) leaves the family empty for this scrape; the rest still answers.
        const values = await Promise.resolve()
          .then(read)
          .catch(() => []);
        for (const [labels, value] of values) this.set(labels, value);
      },
    });
  }

  /** A counter kept elsewhere (a module's own counts), copied in at scrape time; it only ever grows. */
  function counterOf<L extends string>(
    name: string,
    help: string,
    labelNames: readonly L[],
    read: () => Array<[labels: Partial<Record<L, string>>, value: number]>,
  ) {
    return new Counter({
      name,
      help,
      labelNames,
      registers: [registry],
      collect() {
        this.reset();
        for (const [labels, value] of read()) this.inc(labels, value);
      },
    });
  }

  return {
    registry,
    gaugeOf,
    counterOf,

    /** Times every request: the route label is the pattern Fastify matched, so ids in paths never make new series. */
    observeRequests(app: FastifyInstance) {
      app.addHook('onResponse', async (request, reply) => {
        requests.observe(
          {
            method: request.method,
            route: request.routeOptions.url ?? (reply.statusCode < 400 ? PAGE_ROUTE : UNMATCHED_ROUTE),
            status: String(reply.statusCode),
          },
          reply.elapsedTime / 1000,
        );
      });
    },

    /** Times every statement the database runs, and reads PostgreSQL's pool when it scrapes. */
    observeDatabase(database: DbHandle) {
      database.onQuery?.((ms, failed) => queries.observe({ outcome: failed ? 'error' : 'ok' }, ms / 1000));
      const pool = database.pool;
      if (pool) {
        gaugeOf(
          'ffe_db_pool_connections',
          'PostgreSQL pool connections: open, idle, and requests waiting for one',
          ['state'],
          () => {
            const use = pool();
            return [
              [{ state: 'total' }, use.total],
              [{ state: 'idle' }, use.idle],
              [{ state: 'waiting' }, use.waiting],
            ];
          },
        );
      }
    },

    /** The bus with every chat message this process publishes counted (pushes to sockets are the chat's own count). */
    countedBus(bus: EventBus): EventBus {
      return {
        ...bus,
        publish(event) {
          if (event.kind === 'push' && event.frame.type === 'uni-im') messagesSent.inc({ type: event.frame.data.type });
          return bus.publish(event);
        },
      };
    },

    /** Adds a kind of outside calls (payment, sms), counted where they are made, to `ffe_provider_calls_total`. */
    providerCalls(kind: string, read: () => CallCount[]) {
      providerSources.push({ kind, read });
    },

    /** The store with each call counted under its driver (local or s3). */
    observedStorage<S extends FileStorage>(storage: S, driver: string): S {
      const counts = callCounts();
      providerSources.push({ kind: 'storage', read: counts.read });
      const call = <T>(operation: string, run: () => Promise<T>) => counts.counted(driver, operation, run);
      return {
        ...storage,
        save: (name, bytes) => call('save', () => storage.save(name, bytes)),
        saveStream: (name, chunks, maxBytes) => call('save', () => storage.saveStream(name, chunks, maxBytes)),
        remove: (name) => call('remove', () => storage.remove(name)),
        open: (name) => call('open', () => storage.open(name)),
      };
    },

    /** The exposition text and its content type, as Prometheus reads them. */
    async scrape() {
      return { contentType: registry.contentType, text: await registry.metrics() };
    },
  };
}

export type ServerMetrics = ReturnType<typeof serverMetrics>;
