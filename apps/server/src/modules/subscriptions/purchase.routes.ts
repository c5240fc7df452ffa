import { envelope } from '@ffe/shared/contracts/envelope';
import { createSubscription, quoteSubscription } from '@ffe/shared/contracts/subscription';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Authentication, memberOf } from '../../platform/authenticate';
import { ok } from '../../platform/envelope';
import { requestLanguage } from '../../platform/request-language';
import type { PurchaseService } from './purchase.service';

const tags = ['subscriptions'];

/** POST /api/mall/subscription/quote|create: what a plan would cost, and buying it (signed in). */
export function purchaseRoutes(purchases: PurchaseService, auth: Authentication): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', auth.requireMember);
    app.post(
      quoteSubscription.path,
      {
        schema: { tags, body: quoteSubscription.request, response: { 200: envelope(quoteSubscription.response) } },
      },
      async (req) => ok(await purchases.quote(memberOf(req).uid, req.body, requestLanguage(req))),
    );
    app.post(
      createSubscription.path,
      {
        schema: { tags, body: createSubscription.request, response: { 200: envelope(createSubscription.response) } },
      },
      async (req) => ok(await purchases.create(memberOf(req).uid, req.body, requestLanguage(req))),
    );
  };
}
