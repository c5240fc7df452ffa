import type { FastifyInstance } from 'fastify';
import secureJson from 'secure-json-parse';

/**
 * Shop calls are POSTs whose body is often empty (PRODUCT.md#shop-calls): an empty or missing body reads as `{}`,
 * so every route can validate an object. Prototype poisoning is still refused.
 */
export function acceptEmptyJsonBodies(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, {});
    try {
      done(null, secureJson.parse(text, undefined, { protoAction: 'error', constructorAction: 'error' }));
    } catch {
      done(
        Object.assign(new Error('body: not valid JSON'), { statusCode: 400, code: 'FST_ERR_CTP_INVALID_JSON_BODY' }),
        undefined,
      );
    }
  });
  app.addHook('preValidation', async (request) => {
    if (request.method === 'POST' && (request.body === undefined || request.body === null)) request.body = {};
  });
}
