import { coolerMarginReport, coolerSupplierReport, coolerWasteReport } from '@ffe/shared/contracts/cooler-reports';
import { envelope } from '@ffe/shared/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Authentication, memberOf } from '../../platform/authenticate';
import { ok } from '../../platform/envelope';
import type { ReportService } from './report.service';

const tags = ['console cooler'];

/**
 * POST /api/admin/cooler/reports/*: waste and suppliers for the cooler's staff (units only, unless they may see costs),
 * margins for those who may see costs.
 */
export function reportRoutes(reports: ReportService, auth: Authentication): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      coolerWasteReport.path,
      {
        onRequest: auth.requirePermission('cooler.manage', 'cooler.costs'),
        schema: { tags, body: coolerWasteReport.request, response: { 200: envelope(coolerWasteReport.response) } },
      },
      async (request) => ok(await reports.waste(request.body, memberOf(request).permission)),
    );
    app.post(
      coolerMarginReport.path,
      {
        onRequest: auth.requirePermission('cooler.costs'),
        schema: { tags, body: coolerMarginReport.request, response: { 200: envelope(coolerMarginReport.response) } },
      },
      async (request) => ok(await reports.margins(request.body)),
    );
    app.post(
      coolerSupplierReport.path,
      {
        onRequest: auth.requirePermission('cooler.manage', 'cooler.costs'),
        schema: {
          tags,
          body: coolerSupplierReport.request,
          response: { 200: envelope(coolerSupplierReport.response) },
        },
      },
      async (request) => ok(await reports.suppliers(request.body)),
    );
  };
}
