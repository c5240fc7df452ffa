import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { APP_VERSION } from '@ffe/shared/constants';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { Config } from '../config';

/** Security headers (a CSP that lets pictures come from the image host), compression and the OpenAPI docs at /api/docs. */
export async function registerHttpPlugins(app: FastifyInstance, config: Config): Promise<void> {
  const imageHost = config.imageBaseUrl || "'self'";
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', imageHost],
        // Voice and video messages play from uploads, and a recording is previewed from a blob: before it is sent.
        mediaSrc: ["'self'", 'blob:', imageHost],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        // The embedded web page (spec §2) frames outside http(s) pages; they cannot reach this origin.
        frameSrc: ["'self'", 'https:', 'http:'],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(compress, { threshold: 1024 });
  await app.register(swagger, {
    openapi: { info: { title: 'Fresh Flower Express API', version: APP_VERSION } },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
