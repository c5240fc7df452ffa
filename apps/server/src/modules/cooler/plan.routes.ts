import { dayPlan, dayPlanCsv } from '@ffe/shared/contracts/cooler-plan';
import { envelope } from '@ffe/shared/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Authentication, memberOf } from '../../platform/authenticate';
import { ok } from '../../platform/envelope';
import type { PlanService } from './plan.service';

const tags = ['cooler'];

/** POST /api/admin/cooler/plan[/csv]: the day plan and its buying list, on screen and as a file (prices with cooler.costs). */
export function planRoutes(plans: PlanService, auth: Authentication): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      dayPlan.path,
      {
        onRequest: auth.requirePermission('cooler.manage'),
        schema: { tags, body: dayPlan.request, response: { 200: envelope(dayPlan.response) } },
      },
      async (req) => ok(await plans.plan(req.body.date, req.body.slot, memberOf(req).permission)),
    );

    app.post(
      dayPlanCsv.path,
      { onRequest: auth.requirePermission('cooler.manage'), schema: { tags, body: dayPlanCsv.request } },
      async (req, reply) => {
        const file = await plans.csv(req.body.date, req.body.slot, memberOf(req).permission);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename=${file.filename}`)
          .send(file.body);
      },
    );
  };
}
