import crypto from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound, unauthorized } from '../../platform/errors';
import type { ServerMetrics } from '../../platform/metrics';

/** Compares digests, so neither the token's length nor its first differing byte shows in the time taken. */
const sameToken = (given: string, token: string) =>
  crypto.timingSafeEqual(
    crypto.createHash('sha256').update(given).digest(),
    crypto.createHash('sha256').update(token).digest(),
  );

/** The bearer token of an Authorization header, or ''. */
const bearerOf = (header: string | undefined) => /^Bearer (.+)$/i.exec(header ?? '')?.[1] ?? '';

/**
 * GET /metrics on the shop's port: with METRICS_TOKEN, to its bearer only (401 otherwise); without it, 404, so the
 * figures are never public by accident (decision 057).
 */
export function metricsRoutes(metrics: ServerMetrics, token: string | undefined): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/metrics',
      {
        schema: {
          tags: ['platform'],
          summary: 'The process metrics in Prometheus text format (METRICS_TOKEN as a bearer token)',
          response: { 200: z.string().describe('Prometheus text exposition format 0.0.4') },
        },
      },
      async (request, reply) => {
        if (!token) throw notFound('metrics');
        if (!sameToken(bearerOf(request.headers.authorization), token)) {
          throw unauthorized('TOKEN_INVALID', 'metrics need METRICS_TOKEN as a bearer token');
        }
        const { contentType, text } = await metrics.scrape();
        return reply.type(contentType).send(text);
      },
    );
  };
}
