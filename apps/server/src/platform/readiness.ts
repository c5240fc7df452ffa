import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import { sql } from 'kysely';
import { z } from 'zod';
import type { DbHandle } from '../db/connect';
import type { FileStorage } from './stored-files';

/** How long one part may take to answer before it counts as failed: a probe runs every few seconds. */
const CHECK_TIMEOUT_MS = 2000;
/** A name no upload takes (uploads are content-addressed), so the check reads nothing but the bucket's answer. */
const STORAGE_PROBE = '.ready-check';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether this process should take traffic; `drain()` turns it away before the server stops (decision 057). */
    readiness: Readiness;
  }
}

export interface ReadinessParts {
  database: DbHandle;
  /** Checked with PING when the event bus runs on Redis. */
  redisUrl: string | undefined;
  /** Checked when it is S3: a file every node shares, so a node that cannot reach it should take no traffic. */
  storage: { store: FileStorage; driver: 'local' | 's3' };
}

function withinTimeout(check: () => Promise<unknown>): Promise<unknown> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error('no answer in time')), CHECK_TIMEOUT_MS);
  });
  return Promise.race([check(), late]).finally(() => clearTimeout(timer));
}

/** The parts a request needs, each checked on every probe, and whether the process is draining. */
export function readiness({ database, redisUrl, storage }: ReadinessParts) {
  // A connection of its own: the bus's subscriber cannot PING, and its publisher queues while Redis is away.
  const redis = redisUrl
    ? new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, enableOfflineQueue: false })
    : undefined;
  redis?.on('error', () => undefined);
  const checks: Record<string, () => Promise<unknown>> = {
    database: () => sql`select 1`.execute(database.db),
    ...(redis
      ? {
          redis: async () => {
            if (redis.status === 'wait' || redis.status === 'end') await redis.connect();
            return redis.ping();
          },
        }
      : {}),
    ...(storage.driver === 's3' ? { storage: () => storage.store.open(STORAGE_PROBE) } : {}),
  };
  let draining = false;
  return {
    /** The parts that failed, or `draining`; none when the process is ready. */
    async failed(): Promise<string[]> {
      if (draining) return ['draining'];
      const names = Object.keys(checks);
      const results = await Promise.allSettled(names.map((name) => withinTimeout(checks[name] as () => Promise<void>)));
      return names.filter((_, i) => results[i]?.status === 'rejected');
    },
    /** From now on the process answers not ready, so balancers stop sending it requests. */
    drain() {
      draining = true;
    },
    get draining() {
      return draining;
    },
    close() {
      redis?.disconnect();
    },
  };
}

export type Readiness = ReturnType<typeof readiness>;

/** GET /readyz: 200 while every part answers, 503 naming the parts that did not (or `draining`). */
export function readyRoutes(ready: Readiness): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/readyz',
      {
        schema: {
          tags: ['platform'],
          summary: 'Whether this process should take traffic',
          response: {
            200: z.object({ ready: z.literal(true) }),
            503: z.object({ ready: z.literal(false), failed: z.array(z.string()) }),
          },
        },
      },
      async (_req, reply) => {
        const failed = await ready.failed();
        if (failed.length) return reply.status(503).send({ ready: false as const, failed });
        return { ready: true as const };
      },
    );
  };
}

/**
 * Stops the process's server in order: readyz answers 503 `draining` at once, balancers get `waitMs` to notice, then
 * the app closes (chat sockets are told where to go and closed, running requests finish).
 */
export async function drainAndClose(app: FastifyInstance, waitMs: number): Promise<void> {
  app.readiness.drain();
  if (waitMs > 0) await new Promise((resolve) => setTimeout(resolve, waitMs));
  await app.close();
}
