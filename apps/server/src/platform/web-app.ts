import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { failure } from './envelope';

/**
 * Serves the built web app; every GET that is not an API, image or file path gets index.html,
 * so a deep link survives a reload.
 */
export async function serveWebApp(app: FastifyInstance, distDir: string | undefined): Promise<void> {
  const root = distDir && fs.existsSync(path.join(distDir, 'index.html')) ? path.resolve(distDir) : undefined;
  if (root) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      cacheControl: false,
      setHeaders: (res, filePath) => {
        // Vite names assets by content hash, so they never change.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isPage =
      request.method === 'GET' &&
      !/^\/(api|images)(\/|$)/.test(request.url) &&
      !path.extname(request.url.split('?')[0] ?? '');
    if (root && isPage) {
      return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
    }
    return reply.status(404).send(failure(404, 'NOT_FOUND', 'No such call or page'));
  });
}
