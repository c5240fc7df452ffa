import crypto from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../platform/errors';
import { renderPicture } from '../../seed/pictures';

/** Pictures kept rendered; past this the oldest is dropped, so odd paths cannot grow memory. */
const MAX_CACHED = 2000;

interface Rendered {
  svg: string;
  etag: string;
}

/** GET /images/*: the demo shop's pictures, drawn on first request and cached by path. */
export const imageRoutes: FastifyPluginAsyncZod = async (app) => {
  const rendered = new Map<string, Rendered>();

  function pictureAt(path: string): Rendered | undefined {
    const hit = rendered.get(path);
    if (hit) return hit;
    const svg = renderPicture(path);
    if (svg === undefined) return undefined;
    const etag = `"${crypto.createHash('sha1').update(svg).digest('base64url')}"`;
    if (rendered.size >= MAX_CACHED) {
      const oldest = rendered.keys().next().value;
      if (oldest !== undefined) rendered.delete(oldest);
    }
    const picture = { svg, etag };
    rendered.set(path, picture);
    return picture;
  }

  app.get('/images/*', { schema: { tags: ['images'], hide: true } }, async (request, reply) => {
    const picture = pictureAt(request.url.split('?')[0] ?? '');
    if (!picture) throw notFound('picture');
    reply.header('cache-control', 'public, max-age=86400').header('etag', picture.etag);
    if (request.headers['if-none-match'] === picture.etag) return reply.code(304).send();
    return reply.type('image/svg+xml; charset=utf-8').send(picture.svg);
  });
};
