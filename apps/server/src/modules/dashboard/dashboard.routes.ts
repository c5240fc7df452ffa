import { adminDashboard } from '@ffe/shared/contracts/admin-dashboard';
import { envelope } from '@ffe/shared/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Authentication } from '../../platform/authenticate';
import { ok } from '../../platform/envelope';
import type { DashboardService } from './dashboard.service';

const tags = ['admin'];

/** POST /api/admin/dashboard: the shop's day at a glance, for those who may read it. */
export function dashboardRoutes(dashboard: DashboardService, auth: Authentication): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/admin/dashboard',
      {
        onRequest: auth.requirePermission('dashboard.read'),
        schema: { tags, body: adminDashboard.request, response: { 200: envelope(adminDashboard.response) } },
      },
      async () => ok(await dashboard.read()),
    );
  };
}
