import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import type { DbHandle } from '../db/connect';

/** GET /healthz: 200 while the database answers, 503 otherwise. */
export function healthRoutes({ db, dialect }: DbHandle): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/healthz',
      {
        schema: {
          tags: ['platform'],
          response: {
            200: z.object({ status: z.literal('ok'), database: z.string() }),
            503: z.object({ status: z.literal('unavailable') }),
          },
        },
      },
      async (_req, reply) => {
        try {
          await sql`select 1`.execute(db);
          return { status: 'ok' as const, database: dialect };
        } catch {
          return reply.status(503).send({ status: 'unavailable' as const });
        }
      },
    );
  };
}
