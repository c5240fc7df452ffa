import { envelope } from '@ffe/shared/contracts/envelope';
import { listAudit, listAuditActors } from '@ffe/shared/contracts/staff';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Authentication } from '../../platform/authenticate';
import { ok } from '../../platform/envelope';
import type { AuditService } from './audit.service';

const tags = ['audit'];

/** The audit log page's calls; reading them takes `audit.read` (not `staff.manage`). */
export function auditRoutes(audit: AuditService, auth: Authentication): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/admin/audit/list',
      {
        schema: { tags, body: listAudit.request, response: { 200: envelope(listAudit.response) } },
        onRequest: auth.requirePermission('audit.read'),
      },
      async (req) => ok(await audit.list(req.body)),
    );

    app.post(
      '/api/admin/audit/actors',
      {
        schema: { tags, body: listAuditActors.request, response: { 200: envelope(listAuditActors.response) } },
        onRequest: auth.requirePermission('audit.read'),
      },
      async () => ok({ list: await audit.actors() }),
    );
  };
}
