import { adminSubscriptionDayCounts, adminSubscriptionFigures } from '@ffe/shared/contracts/admin-subscriptions';
import { envelope } from '@ffe/shared/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Authentication } from '../../platform/authenticate';
import { ok } from '../../platform/envelope';
import type { SubscriptionFiguresService } from './subscription-figures.service';

const tags = ['console subscriptions'];

/** POST /api/admin/subscriptions/day-counts and /figures: bouquets per day and series, and the month's figures. */
export function adminFiguresRoutes(figures: SubscriptionFiguresService, auth: Authentication): FastifyPluginAsyncZod {
  return async (app) => {
    const onRequest = auth.requirePermission('subscriptions.read');
    app.post(
      adminSubscriptionDayCounts.path,
      {
        onRequest,
        schema: {
          tags,
          body: adminSubscriptionDayCounts.request,
          response: { 200: envelope(adminSubscriptionDayCounts.response) },
        },
      },
      async (req) => ok(await figures.dayCounts(req.body.from, req.body.to)),
    );
    app.post(
      adminSubscriptionFigures.path,
      {
        onRequest,
        schema: {
          tags,
          body: adminSubscriptionFigures.request,
          response: { 200: envelope(adminSubscriptionFigures.response) },
        },
      },
      async () => ok(await figures.figures()),
    );
  };
}
