import {
  adminCreatePlan,
  adminCreateSeries,
  adminListBouquets,
  adminListSeries,
  adminSaveBouquet,
  adminUpdatePlan,
  adminUpdateSeries,
} from '@ffe/shared/contracts/admin-subscriptions';
import { envelope } from '@ffe/shared/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Authentication, actorOf } from '../../platform/authenticate';
import { ok } from '../../platform/envelope';
import type { PlanService } from './plan.service';

const tags = ['console subscriptions'];

/**
 * POST /api/admin/subscriptions/series|plan/*: series and plans (`subscriptions.manage`; the list also for readers of
 * subscriptions and the florists' bouquets); bouquet/*: `catalogue.manage`.
 */
export function adminPlanRoutes(plans: PlanService, auth: Authentication): FastifyPluginAsyncZod {
  return async (app) => {
    const manage = auth.requirePermission('subscriptions.manage');
    const bouquets = auth.requirePermission('catalogue.manage');
    // The list names the series every subscription reader filters by and the florist sets bouquets for.
    const readSeries = auth.requirePermission('subscriptions.manage', 'subscriptions.read', 'catalogue.manage');
    app.post(
      adminListSeries.path,
      {
        onRequest: readSeries,
        schema: { tags, body: adminListSeries.request, response: { 200: envelope(adminListSeries.response) } },
      },
      async () => ok(await plans.listSeries()),
    );
    app.post(
      adminCreateSeries.path,
      {
        onRequest: manage,
        schema: { tags, body: adminCreateSeries.request, response: { 200: envelope(adminCreateSeries.response) } },
      },
      async (req) => ok(await plans.createSeries(actorOf(req), req.body)),
    );
    app.post(
      adminUpdateSeries.path,
      {
        onRequest: manage,
        schema: { tags, body: adminUpdateSeries.request, response: { 200: envelope(adminUpdateSeries.response) } },
      },
      async (req) => ok(await plans.updateSeries(actorOf(req), req.body)),
    );
    app.post(
      adminCreatePlan.path,
      {
        onRequest: manage,
        schema: { tags, body: adminCreatePlan.request, response: { 200: envelope(adminCreatePlan.response) } },
      },
      async (req) => ok(await plans.createPlan(actorOf(req), req.body)),
    );
    app.post(
      adminUpdatePlan.path,
      {
        onRequest: manage,
        schema: { tags, body: adminUpdatePlan.request, response: { 200: envelope(adminUpdatePlan.response) } },
      },
      async (req) => ok(await plans.updatePlan(actorOf(req), req.body)),
    );
    app.post(
      adminListBouquets.path,
      {
        onRequest: bouquets,
        schema: { tags, body: adminListBouquets.request, response: { 200: envelope(adminListBouquets.response) } },
      },
      async (req) => ok(await plans.listBouquets(req.body)),
    );
    app.post(
      adminSaveBouquet.path,
      {
        onRequest: bouquets,
        schema: { tags, body: adminSaveBouquet.request, response: { 200: envelope(adminSaveBouquet.response) } },
      },
      async (req) => ok(await plans.saveBouquet(actorOf(req), req.body)),
    );
  };
}
