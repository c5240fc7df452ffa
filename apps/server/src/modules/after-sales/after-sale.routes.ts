import { adminAfterSaleList, adminApproveAfterSale, adminRejectAfterSale } from '@ffe/shared/contracts/admin-service';
import {
  afterSaleById,
  applyAfterSale,
  decideAfterSale,
  listAfterSales,
  staffListAfterSales,
} from '@ffe/shared/contracts/after-sale';
import { envelope } from '@ffe/shared/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Authentication, actorOf, memberOf } from '../../platform/authenticate';
import { ok } from '../../platform/envelope';
import { requestLanguage } from '../../platform/request-language';
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
      async (req) => ok(await afterSales.apply(memberOf(req).uid, req.body, requestLanguage(req))),
    );

    app.post(
      '/api/mall/after-sale/list',
      { schema: { tags, body: listAfterSales.request, response: { 200: envelope(listAfterSales.response) } } },
      async (req) => {
        const { page, pageSize } = req.body;
        return ok(await afterSales.list(memberOf(req).uid, page, pageSize, requestLanguage(req)));
      },
    );

    app.post('/api/mall/after-sale/detail/:id', { schema: byId }, async (req) =>
      ok(await afterSales.detail(memberOf(req).uid, req.params.id, requestLanguage(req))),
    );

    app.post('/api/mall/after-sale/withdraw/:id', { schema: byId }, async (req) =>
      ok(await afterSales.withdraw(memberOf(req).uid, req.params.id, requestLanguage(req))),
    );
  };
}

/**
 * POST /api/mall/staff/after-sale/*: staff who decide after-sales read and decide every member's requests; kept as
 * aliases of the console's /api/admin/after-sale/*.
 */
export function staffAfterSaleRoutes(afterSales: AfterSaleService, auth: Authentication): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', auth.requirePermission('aftersale.decide'));
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
      async (req) => ok(await afterSales.decide(req.params.id, req.body, actorOf(req))),
    );
  };
}

/** POST /api/admin/after-sale/*: the console's queue of after-sale requests, approved or rejected with a reason. */
export function adminAfterSaleRoutes(afterSales: AfterSaleService, auth: Authentication): FastifyPluginAsyncZod {
  return async (app) => {
    // Before the body is read: a visitor gets 401 and a customer 403, not a field error.
    app.addHook('onRequest', auth.requirePermission('aftersale.decide'));
    const adminTags = ['admin'];

    app.post(
      '/api/admin/after-sale/list',
      {
        schema: {
          tags: adminTags,
          body: adminAfterSaleList.request,
          response: { 200: envelope(adminAfterSaleList.response) },
        },
      },
      async (req) => ok(await afterSales.staffQueue(req.body)),
    );

    app.post(
      '/api/admin/after-sale/approve/:id',
      {
        schema: {
          tags: adminTags,
          params: adminApproveAfterSale.params,
          body: adminApproveAfterSale.request,
          response: { 200: envelope(adminApproveAfterSale.response) },
        },
      },
      async (req) =>
        ok(
          await afterSales.decideInConsole(
            req.params.id,
            { approve: true, note: req.body.note, stemsReturned: req.body.stemsReturned },
            actorOf(req),
          ),
        ),
    );

    app.post(
      '/api/admin/after-sale/reject/:id',
      {
        schema: {
          tags: adminTags,
          params: adminRejectAfterSale.params,
          body: adminRejectAfterSale.request,
          response: { 200: envelope(adminRejectAfterSale.response) },
        },
      },
      async (req) =>
        ok(await afterSales.decideInConsole(req.params.id, { approve: false, note: req.body.reason }, actorOf(req))),
    );
  };
}
