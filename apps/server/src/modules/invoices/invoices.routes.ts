import { envelope } from '@ffe/shared/contracts/envelope';
import { invoiceAdd, invoiceList, invoiceRemove, invoiceUpdate } from '@ffe/shared/contracts/member-centre';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Authentication, memberOf } from '../../platform/authenticate';
import { ok } from '../../platform/envelope';
import type { InvoiceService } from './invoices.service';

const tags = ['invoices'];

/** POST /api/member/invoice/*: the member's own invoice titles. */
export function invoiceRoutes(invoices: InvoiceService, auth: Authentication): FastifyPluginAsyncZod {
  return async (app) => {
    // On every route of this plugin, before the body is read: a visitor gets 401, not a field error.
    app.addHook('onRequest', auth.requireMember);

    app.post(
      '/api/member/invoice/list',
      { schema: { tags, body: invoiceList.request, response: { 200: envelope(invoiceList.response) } } },
      async (req) => ok({ list: await invoices.list(memberOf(req).uid) }),
    );

    app.post(
      '/api/member/invoice/add',
      { schema: { tags, body: invoiceAdd.request, response: { 200: envelope(invoiceAdd.response) } } },
      async (req) => ok(await invoices.add(memberOf(req).uid, req.body)),
    );

    app.post(
      '/api/member/invoice/update',
      { schema: { tags, body: invoiceUpdate.request, response: { 200: envelope(invoiceUpdate.response) } } },
      async (req) => {
        const { id, ...input } = req.body;
        return ok(await invoices.update(memberOf(req).uid, id, input));
      },
    );

    app.post(
      '/api/member/invoice/remove',
      { schema: { tags, body: invoiceRemove.request, response: { 200: envelope(invoiceRemove.response) } } },
      async (req) => {
        await invoices.remove(memberOf(req).uid, req.body.id);
        return ok(null);
      },
    );
  };
}
