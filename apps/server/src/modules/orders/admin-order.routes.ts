import {
  adminOrderById,
  adminOrderChangeOptions,
  bringBackOrder,
  bulkDispatchOrders,
  bulkPrepareOrders,
  cancelAdminOrder,
  changeAdminOrderDelivery,
  daySheet,
  deliverAdminOrder,
  dispatchAdminOrder,
  exportAdminOrders,
  listAdminOrders,
  listCouriers,
  listOrderDistricts,
  myDeliveries,
  prepareAdminOrder,
  refundAdminOrder,
} from '@ffe/shared/contracts/admin-orders';
import { envelope } from '@ffe/shared/contracts/envelope';
import { orderById, staffListOrders, staffOrderDetail } from '@ffe/shared/contracts/order';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Authentication, memberOf } from '../../platform/authenticate';
import { ok } from '../../platform/envelope';
import type { AdminOrderService, StaffActor } from './admin-order.service';
import type { OrderWorkbenchService } from './order-workbench.service';
import type { StaffDeliveryMoves } from './staff-delivery-moves';

const tags = ['admin-orders'];

/** The signed-in staff member, where from, and what their token allows. */
function actorOf(request: FastifyRequest): StaffActor {
  const member = memberOf(request);
  return { id: member.uid, ip: request.ip, permissions: member.permission };
}

/** A move answers the order as the workbench's detail shows it. */
const move = <P extends object>(params: P) => ({ tags, params, response: { 200: envelope(adminOrderById.response) } });

/** POST /api/admin/order/*: the orders workbench (issue 13), each call behind its permission. */
export function adminOrderRoutes(
  reads: AdminOrderService,
  moves: OrderWorkbenchService & StaffDeliveryMoves,
  auth: Authentication,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/admin/order/list',
      {
        onRequest: auth.requirePermission('orders.read', 'deliveries.own'),
        schema: { tags, body: listAdminOrders.request, response: { 200: envelope(listAdminOrders.response) } },
      },
      async (req) => ok(await reads.list(actorOf(req), req.body)),
    );

    app.post(
      '/api/admin/order/detail/:id',
      { onRequest: auth.requirePermission('orders.read', 'deliveries.own'), schema: move(adminOrderById.params) },
      async (req) => ok(await reads.detail(actorOf(req), req.params.id)),
    );

    app.post(
      '/api/admin/order/prepare/:id',
      {
        onRequest: auth.requirePermission('orders.prepare'),
        schema: { ...move(prepareAdminOrder.params), body: prepareAdminOrder.request },
      },
      async (req) => ok(await moves.prepare(actorOf(req), req.params.id, req.body.makeAnyway)),
    );

    app.post(
      '/api/admin/order/dispatch/:id',
      {
        onRequest: auth.requirePermission('orders.dispatch'),
        schema: { ...move(dispatchAdminOrder.params), body: dispatchAdminOrder.request },
      },
      async (req) => ok(await moves.dispatch(actorOf(req), req.params.id, req.body)),
    );

    app.post(
      '/api/admin/order/deliver/:id',
      {
        onRequest: auth.requirePermission('orders.deliver'),
        schema: { ...move(deliverAdminOrder.params), body: deliverAdminOrder.request },
      },
      async (req) => ok(await moves.deliver(actorOf(req), req.params.id, req.body.photo)),
    );

    app.post(
      '/api/admin/order/bring-back/:id',
      {
        onRequest: auth.requirePermission('orders.deliver'),
        schema: { ...move(bringBackOrder.params), body: bringBackOrder.request },
      },
      async (req) => ok(await moves.bringBack(actorOf(req), req.params.id, req.body.outcome)),
    );

    app.post(
      '/api/admin/order/change/:id',
      {
        onRequest: auth.requirePermission('orders.change'),
        schema: { ...move(changeAdminOrderDelivery.params), body: changeAdminOrderDelivery.request },
      },
      async (req) => ok(await moves.changeDelivery(actorOf(req), req.params.id, req.body)),
    );

    app.post(
      '/api/admin/order/change-options/:id',
      {
        onRequest: auth.requirePermission('orders.change'),
        schema: {
          tags,
          params: adminOrderChangeOptions.params,
          response: { 200: envelope(adminOrderChangeOptions.response) },
        },
      },
      async (req) => ok(await moves.changeOptions(actorOf(req), req.params.id)),
    );

    app.post(
      '/api/admin/order/my-deliveries',
      {
        onRequest: auth.requirePermission('deliveries.own'),
        schema: { tags, body: myDeliveries.request, response: { 200: envelope(myDeliveries.response) } },
      },
      async (req) => ok(await reads.myDeliveries(actorOf(req), req.body.date)),
    );

    app.post(
      '/api/admin/order/districts',
      {
        onRequest: auth.requirePermission('orders.read'),
        schema: { tags, response: { 200: envelope(listOrderDistricts.response) } },
      },
      async () => ok(await reads.districts()),
    );

    app.post(
      '/api/admin/order/cancel/:id',
      { onRequest: auth.requirePermission('orders.refund'), schema: move(cancelAdminOrder.params) },
      async (req) => ok(await moves.cancel(actorOf(req), req.params.id)),
    );

    app.post(
      '/api/admin/order/refund/:id',
      {
        onRequest: auth.requirePermission('orders.refund'),
        schema: { ...move(refundAdminOrder.params), body: refundAdminOrder.request },
      },
      async (req) => ok(await moves.refund(actorOf(req), req.params.id, req.body.reason, req.body.stemsReturned)),
    );

    app.post(
      '/api/admin/order/bulk-prepare',
      {
        onRequest: auth.requirePermission('orders.prepare'),
        schema: { tags, body: bulkPrepareOrders.request, response: { 200: envelope(bulkPrepareOrders.response) } },
      },
      async (req) => ok(await moves.bulkPrepare(actorOf(req), req.body.ids)),
    );

    app.post(
      '/api/admin/order/bulk-dispatch',
      {
        onRequest: auth.requirePermission('orders.dispatch'),
        schema: { tags, body: bulkDispatchOrders.request, response: { 200: envelope(bulkDispatchOrders.response) } },
      },
      async (req) => ok(await moves.bulkDispatch(actorOf(req), req.body.ids, req.body)),
    );

    app.post(
      '/api/admin/order/couriers',
      {
        onRequest: auth.requirePermission('orders.dispatch'),
        schema: { tags, response: { 200: envelope(listCouriers.response) } },
      },
      async () => ok(await reads.couriers()),
    );

    app.post(
      '/api/admin/order/day-sheet',
      {
        onRequest: auth.requirePermission('orders.prepare', 'orders.read'),
        schema: { tags, body: daySheet.request, response: { 200: envelope(daySheet.response) } },
      },
      async (req) => ok(await reads.daySheet(req.body.date)),
    );

    app.post(
      '/api/admin/order/export',
      { onRequest: auth.requirePermission('orders.export'), schema: { tags, body: exportAdminOrders.request } },
      async (req, reply) => {
        const file = await reads.exportCsv(actorOf(req), req.body);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename=${file.filename}`)
          .send(file.body);
      },
    );
  };
}

/**
 * POST /api/mall/staff/order/*: the staff routes from before the console, kept as aliases of the workbench (same
 * answers as before, each behind the permission of its move). Dispatching here names no courier.
 */
export function legacyStaffOrderRoutes(
  reads: AdminOrderService,
  moves: OrderWorkbenchService,
  auth: Authentication,
): FastifyPluginAsyncZod {
  return async (app) => {
    const staffTags = ['staff'];
    const legacyMove = { tags: staffTags, params: orderById.params, response: { 200: envelope(orderById.response) } };

    app.post(
      '/api/mall/staff/order/list',
      {
        onRequest: auth.requirePermission('orders.read'),
        schema: {
          tags: staffTags,
          body: staffListOrders.request,
          response: { 200: envelope(staffListOrders.response) },
        },
      },
      async (req) => ok(await reads.legacyList(req.body)),
    );

    app.post(
      '/api/mall/staff/order/detail/:id',
      {
        onRequest: auth.requirePermission('orders.read'),
        schema: {
          tags: staffTags,
          params: staffOrderDetail.params,
          response: { 200: envelope(staffOrderDetail.response) },
        },
      },
      async (req) => ok(await reads.detail(actorOf(req), req.params.id)),
    );

    app.post(
      '/api/mall/staff/order/dispatch/:id',
      { onRequest: auth.requirePermission('orders.dispatch'), schema: legacyMove },
      async (req) => ok(await moves.dispatch(actorOf(req), req.params.id, null)),
    );

    app.post(
      '/api/mall/staff/order/deliver/:id',
      { onRequest: auth.requirePermission('orders.deliver'), schema: legacyMove },
      async (req) => ok(await moves.deliver(actorOf(req), req.params.id, undefined)),
    );

    app.post(
      '/api/mall/staff/order/cancel/:id',
      { onRequest: auth.requirePermission('orders.refund'), schema: legacyMove },
      async (req) => ok(await moves.cancelOrRefund(actorOf(req), req.params.id)),
    );
  };
}
