import { envelope } from '@ffe/shared/contracts/envelope';
import {
  changeOrder,
  commentOrder,
  confirmOrder,
  createOrder,
  listOrders,
  orderById,
  orderChangeOptions,
} from '@ffe/shared/contracts/order';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { WriteQuotas } from '../../config';
import { type Authentication, memberOf } from '../../platform/authenticate';
import { ok } from '../../platform/envelope';
import { requestLanguage } from '../../platform/request-language';
import { perUser, writeQuota } from '../../platform/write-quotas';
import type { OrderService } from './order.service';

const tags = ['orders'];
const byId = { tags, params: orderById.params, response: { 200: envelope(orderById.response) } };

/** POST /api/mall/order/*: the member's own orders, from the quote to the comment. */
export function orderRoutes(orders: OrderService, auth: Authentication, quotas: WriteQuotas): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', auth.requireMember);
    const creations = writeQuota(app, 'order-create', [quotas.ORDERS_PER_HOUR], perUser, 'order/create');

    app.post(
      '/api/mall/order/confirm',
      { schema: { tags, body: confirmOrder.request, response: { 200: envelope(confirmOrder.response) } } },
      async (req) => ok(await orders.confirm(memberOf(req).uid, req.body, requestLanguage(req))),
    );

    app.post(
      '/api/mall/order/create',
      {
        onRequest: creations,
        schema: { tags, body: createOrder.request, response: { 200: envelope(orderById.response) } },
      },
      async (req) => ok(await orders.create(memberOf(req).uid, req.body, requestLanguage(req))),
    );

    app.post(
      '/api/mall/order/list',
      { schema: { tags, body: listOrders.request, response: { 200: envelope(listOrders.response) } } },
      async (req) => {
        const { status, page, pageSize } = req.body;
        return ok(await orders.list(memberOf(req).uid, status, page, pageSize, requestLanguage(req)));
      },
    );

    app.post('/api/mall/order/detail/:id', { schema: byId }, async (req) =>
      ok(await orders.detail(memberOf(req).uid, req.params.id, requestLanguage(req))),
    );

    app.post('/api/mall/order/cancel/:id', { schema: byId }, async (req) =>
      ok(await orders.cancel(memberOf(req).uid, req.params.id, requestLanguage(req))),
    );

    // A paid order the florist has not started: refunded in full at once.
    app.post('/api/mall/order/cancelPaid/:id', { schema: byId }, async (req) =>
      ok(await orders.cancelPaid(memberOf(req).uid, req.params.id, requestLanguage(req))),
    );

    app.post(
      '/api/mall/order/change/:id',
      {
        schema: {
          tags,
          params: changeOrder.params,
          body: changeOrder.request,
          response: { 200: envelope(changeOrder.response) },
        },
      },
      async (req) => ok(await orders.change(memberOf(req).uid, req.params.id, req.body, requestLanguage(req))),
    );

    app.post(
      '/api/mall/order/changeOptions/:id',
      {
        schema: { tags, params: orderChangeOptions.params, response: { 200: envelope(orderChangeOptions.response) } },
      },
      async (req) => ok(await orders.changeOptions(memberOf(req).uid, req.params.id)),
    );

    app.post('/api/mall/order/receive/:id', { schema: byId }, async (req) =>
      ok(await orders.receive(memberOf(req).uid, req.params.id, requestLanguage(req))),
    );

    app.post(
      '/api/mall/order/comment',
      { schema: { tags, body: commentOrder.request, response: { 200: envelope(commentOrder.response) } } },
      async (req) => ok(await orders.comment(memberOf(req).uid, req.body, requestLanguage(req))),
    );
  };
}
