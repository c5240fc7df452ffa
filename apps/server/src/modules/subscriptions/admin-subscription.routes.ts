import { adminListSubscriptions, adminSubscriptionDetail } from '@ffe/shared/contracts/admin-subscriptions';
import { envelope } from '@ffe/shared/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Authentication } from '../../platform/authenticate';
import { ok } from '../../platform/envelope';
import { requestLanguage } from '../../platform/request-language';
import type { AdminSubscriptionService } from './admin-subscription.service';

const tags = ['subscriptions (console)'];

/** POST /api/admin/subscriptions/list and detail/{id}: the plans bought, behind `subscriptions.read`. */
export function adminSubscriptionRoutes(
  subscriptions: AdminSubscriptionService,
  auth: Authentication,
): FastifyPluginAsyncZod {
  return async (app) => {
    // Before the body is read: a visitor gets 401 and a customer 403, not a field error.
    app.addHook('onRequest', auth.requirePermission('subscriptions.read'));

    app.post(
      '/api/admin/subscriptions/list',
      {
        schema: {
          tags,
          body: adminListSubscriptions.request,
          response: { 200: envelope(adminListSubscriptions.response) },
        },
      },
      async (req) => ok(await subscriptions.list(req.body)),
    );

    app.post(
      '/api/admin/subscriptions/detail/:id',
      {
        schema: {
          tags,
          params: adminSubscriptionDetail.params,
          response: { 200: envelope(adminSubscriptionDetail.response) },
        },
      },
      async (req) => ok(await subscriptions.detail(req.params.id, requestLanguage(req))),
    );
  };
}
