import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import compress from '@fastify/compress';
import type { FastifyHelmetOptions } from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from '../config';
import { LocalCounters } from './local-counters';
import { registerOpenApi } from './openapi';

type HelmetMiddleware = (req: IncomingMessage, res: ServerResponse, next: (error?: Error) => void) => void;

/**
 * Helmet itself, as @fastify/helmet depends on it: that plugin builds helmet's middleware anew on every request (a few
 * percent of a chat send), so the server builds it once and applies the same headers with it.
 */
const helmet = createRequire(createRequire(import.meta.url).resolve('@fastify/helmet'))('helmet') as (
  options: Omit<FastifyHelmetOptions, 'global' | 'enableCSPNonces'>,
) => HelmetMiddleware;

/**
 * Limits counted in Redis, so every node counts together. When Redis fails a limit lets the call through (logged):
 * the shop keeps selling and chatting, as it would on one node.
 */
async function sharedCounters(app: FastifyInstance, config: Config) {
  if (!config.redisUrl) return { store: LocalCounters };
  // Counts taken in one turn of the event loop go out in one write (auto-pipelining): each write is a system call.
  const redis = new Redis(config.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1, enableAutoPipelining: true });
  redis.on('error', (error) => app.log.error(error, 'redis rate-limit store'));
  await redis.connect();
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => undefined);
  });
  return { redis, nameSpace: 'ffe:quota:', skipOnError: true };
}

/**
 * Security headers (a CSP that lets pictures come from the image host), compression, rate limits for the routes that
 * ask for one (`config.rateLimit` or `writeQuota`), counted in Redis when REDIS_URL is set, and the OpenAPI docs.
 */
export async function registerHttpPlugins(app: FastifyInstance, config: Config): Promise<void> {
  const imageHost = config.imageBaseUrl || "'self'";
  // Inside WeChat the shop loads the JS-SDK for its share cards (decision 053), where an official account is set.
  const wechatJsSdk = config.wechatMp || (config.wechat && 'sandbox' in config.wechat) ? ['https://res.wx.qq.com'] : [];
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', imageHost],
        // Voice and video messages play from uploads, and a recording is previewed from a blob: before it is sent.
        mediaSrc: ["'self'", 'blob:', imageHost],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'", ...wechatJsSdk],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        // The embedded web page (PRODUCT.md#shop-pages) frames outside http(s) pages; they cannot reach this origin.
        frameSrc: ["'self'", 'https:', 'http:'],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => securityHeaders(request.raw, reply.raw, done));
  await app.register(compress, { threshold: 1024 });
  // Only routes that name a limit get one: the rest pay nothing per request.
  await app.register(rateLimit, { global: false, ...(await sharedCounters(app, config)) });
  await registerOpenApi(app);
}
