import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../platform/errors';
import { pictureAddressParts, type ShopPictures } from './shop-pictures';

const CACHE_FOREVER = 'public, max-age=31536000, immutable';
/** Asked without its content hash (or by an old one): the picture may change under this address. */
const CACHE_A_DAY = 'public, max-age=86400';

/** GET /images/*: the demo shop's pictures, drawn on first request; by their hashed address they never change. */
export function imageRoutes(pictures: ShopPictures): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/images/*', { schema: { tags: ['images'], hide: true } }, async (request, reply) => {
      const asked = pictureAddressParts(request.url.split('?')[0] ?? '');
      const picture = pictures.pictureAt(asked.path);
      if (!picture) throw notFound('picture');
      const etag = `"${picture.hash}"`;
      reply.header('cache-control', asked.hash === picture.hash ? CACHE_FOREVER : CACHE_A_DAY).header('etag', etag);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.type('image/svg+xml; charset=utf-8').send(picture.svg);
    });
  };
}
