import {
  addCustomerNote,
  adminCustomerDetail,
  adminCustomerList,
  setCustomerDisabled,
} from '@ffe/shared/contracts/admin-customers';
import { envelope } from '@ffe/shared/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Authentication, actorOf } from '../../platform/authenticate';
import { ok } from '../../platform/envelope';
import type { CustomerService } from './customers.service';

const tags = ['admin'];

/** POST /api/admin/customer/*: the customers list and page and staff notes (`customers.read`), the disable switch. */
export function customerRoutes(customers: CustomerService, auth: Authentication): FastifyPluginAsyncZod {
  return async (app) => {
    const readers = auth.requirePermission('customers.read');

    app.post(
      '/api/admin/customer/list',
      {
        schema: { tags, body: adminCustomerList.request, response: { 200: envelope(adminCustomerList.response) } },
        onRequest: readers,
      },
      async (req) => {
        const { page, pageSize, ...filter } = req.body;
        return ok(await customers.list(filter, page, pageSize));
      },
    );

    app.post(
      '/api/admin/customer/detail/:id',
      {
        schema: {
          tags,
          params: adminCustomerDetail.params,
          body: adminCustomerDetail.request,
          response: { 200: envelope(adminCustomerDetail.response) },
        },
        onRequest: readers,
      },
      async (req) => ok(await customers.detail(req.params.id)),
    );

    app.post(
      '/api/admin/customer/note/add',
      {
        schema: { tags, body: addCustomerNote.request, response: { 200: envelope(addCustomerNote.response) } },
        onRequest: readers,
      },
      async (req) => ok(await customers.addNote(actorOf(req), req.body.id, req.body.content)),
    );

    app.post(
      '/api/admin/customer/disable',
      {
        schema: { tags, body: setCustomerDisabled.request, response: { 200: envelope(setCustomerDisabled.response) } },
        // Shutting a member out is account management, as disabling a team member is: the admin's alone.
        onRequest: [auth.requirePermission('staff.manage'), auth.alsoHolding('customers.read')],
      },
      async (req) => ok(await customers.setDisabled(actorOf(req), req.body.id, req.body.disabled)),
    );
  };
}
