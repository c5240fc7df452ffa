import {
  afterSaleById,
  applyAfterSale,
  decideAfterSale,
  listAfterSales,
  staffListAfterSales,
} from '@ffe/shared/contracts/after-sale';
import { envelope } from '@ffe/shared/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Authentication, memberOf } from '../../platform/authenticate';
import { ok } from '../../platform/envelope';
import type { AfterSaleService } from './after-sale.service';

const tags = ['after-sale'];
const byId = { tags, params: afterSaleById.params, response: { 200: envelope(afterSaleById.response) } };

/** POST /api/mall/after-sale/*: the member's own requests, from asking to withdrawing. */
export function afterSaleRoutes(afterSales: AfterSaleService, auth: Authentication): FastifyPluginAsyncZod {
  return async (app) => {
    // Before the body is read: a visitor gets 401, not a field error.
    app.addHook('onRequest', auth.requireMember);

    app.post(
      '/api/mall/after-sale/apply',
      { schema: { tags, body: applyAfterSale.request, response: { 200: envelope(applyAfterSale.response) } } },
      async (req) => ok(await afterSales.apply(memberOf(req).uid, req.body)),
    );

    app.post(
      '/api/mall/after-sale/list',
      { schema: { tags, body: listAfterSales.request, response: { 200: envelope(listAfterSales.response) } } },
      async (req) => ok(await afterSales.list(memberOf(req).uid, req.body.page, req.body.pageSize)),
    );

    app.post('/api/mall/after-sale/detail/:id', { schema: byId }, async (req) =>
      ok(await afterSales.detail(memberOf(req).uid, req.params.id)),
    );

    app.post('/api/mall/after-sale/withdraw/:id', { schema: byId }, async (req) =>
      ok(await afterSales.withdraw(memberOf(req).uid, req.params.id)),
    );
  };
}

/** POST /api/mall/staff/after-sale/*: staff (or admin) read and decide every member's requests. */
export function staffAfterSaleRoutes(afterSales: AfterSaleService, auth: Authentication): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', auth.requireStaff);
    const staffTags = ['staff'];

    app.post(
      '/api/mall/staff/after-sale/list',
      {
        schema: {
          tags: staffTags,
          body: staffListAfterSales.request,
          response: { 200: envelope(staffListAfterSales.response) },
        },
      },
      async (req) => ok(await afterSales.staffList(req.body.status, req.body.page, req.body.pageSize)),
    );

    app.post(
      '/api/mall/staff/after-sale/decide/:id',
      {
        schema: {
          tags: staffTags,
          params: decideAfterSale.params,
          body: decideAfterSale.request,
          response: { 200: envelope(decideAfterSale.response) },
        },
      },
      async (req) => ok(await afterSales.decide(req.params.id, req.body)),
    );
  };
}
