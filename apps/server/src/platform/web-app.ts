import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic, { type FastifyStaticOptions } from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { failure } from './envelope';
import { loadShopPages, sendPage } from './page-rendering';

/** Where the built apps live; either may be missing (not built), and is then not served. */
export interface WebAppDirs {
  /** The shop, at `/`. */
  shop: string | undefined;
  /** The staff console, at `/admin/`. */
  console: string | undefined;
}

/** The console's base path: its assets and pages live under it, the shop's everywhere else. */
const CONSOLE_PREFIX = '/admin';

const builtRoot = (distDir: string | undefined) =>
  distDir && fs.existsSync(path.join(distDir, 'index.html')) ? path.resolve(distDir) : undefined;

const staticOptions = (root: string): FastifyStaticOptions => ({
  root,
  wildcard: false,
  index: false,
  // The build wrote .br and .gz copies (tools/vite/precompress.ts): sent as they are to a client that takes them.
  preCompressed: true,
  cacheControl: false,
  setHeaders: (res, filePath) => {
    // Vite names assets by content hash, so they never change.
    const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
    res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
  },
});

const isConsolePath = (pathname: string) => pathname === CONSOLE_PREFIX || pathname.startsWith(`${CONSOLE_PREFIX}/`);

/**
 * Serves the built shop at `/` and the built console at `/admin/`; every GET that is not an API, image or file path
 * gets its app's index.html, so a deep link survives a reload.
 */
export async function serveWebApp(app: FastifyInstance, dirs: WebAppDirs): Promise<void> {
  const shopRoot = builtRoot(dirs.shop);
  const consoleRoot = builtRoot(dirs.console);
  if (shopRoot) await app.register(fastifyStatic, staticOptions(shopRoot));
  const shopPages = shopRoot ? await loadShopPages(app, shopRoot) : undefined;
  if (consoleRoot) {
    // `reply.sendFile` is decorated once, by whichever registration comes first; it takes the root per call.
    await app.register(fastifyStatic, {
      ...staticOptions(consoleRoot),
      prefix: `${CONSOLE_PREFIX}/`,
      decorateReply: !shopRoot,
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const isPage = request.method === 'GET' && !/^\/(api|images)(\/|$)/.test(pathname) && !path.extname(pathname);
    const root = consoleRoot && isConsolePath(pathname) ? consoleRoot : shopRoot;
    if (root && isPage) {
      reply.header('cache-control', 'no-cache');
      const rendered = root === shopRoot ? await shopPages?.render(request) : undefined;
      if (rendered) return sendPage(request, reply, rendered);
      return reply.type('text/html').sendFile('index.html', root);
    }
    return reply.status(404).send(failure(404, 'NOT_FOUND', 'No such call or page'));
  });
}
