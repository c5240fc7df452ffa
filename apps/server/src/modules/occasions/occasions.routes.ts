import { envelope } from '@ffe/shared/contracts/envelope';
import {
  deliveryPromise,
  reminderAdd,
  reminderList,
  reminderRemove,
  reminderUpdate,
  stockAlertCheck,
  stockAlertToggle,
} from '@ffe/shared/contracts/occasions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Authentication, memberOf } from '../../platform/authenticate';
import { ok } from '../../platform/envelope';
import type { DeliveryPromiseService } from './delivery-promise.service';
import type { OccasionNotices } from './occasion-notices';
import type { ReminderService } from './reminders.service';
import type { StockAlertService } from './stock-alerts.service';

const tags = ['occasions'];

export interface OccasionRoutesDeps {
  reminders: ReminderService;
  notices: OccasionNotices;
  stockAlerts: StockAlertService;
  promise: DeliveryPromiseService;
  auth: Authentication;
  /** Outside production only: lets the end-to-end tests run the scheduler at an instant they choose. */
  devClock: boolean;
}

/** Issue 16: the member's saved dates (纪念日提醒), 到货通知, and the delivery promise of the goods page and cart. */
export function occasionRoutes(deps: OccasionRoutesDeps): FastifyPluginAsyncZod {
  const { reminders, stockAlerts, auth } = deps;
  return async (app) => {
    app.post(
      '/api/member/reminder/list',
      {
        onRequest: auth.requireMember,
        schema: { tags, body: reminderList.request, response: { 200: envelope(reminderList.response) } },
      },
      async (req) => ok({ list: await reminders.list(memberOf(req).uid) }),
    );

    app.post(
      '/api/member/reminder/add',
      {
        onRequest: auth.requireMember,
        schema: { tags, body: reminderAdd.request, response: { 200: envelope(reminderAdd.response) } },
      },
      async (req) => ok(await reminders.add(memberOf(req).uid, req.body)),
    );

    app.post(
      '/api/member/reminder/update',
      {
        onRequest: auth.requireMember,
        schema: { tags, body: reminderUpdate.request, response: { 200: envelope(reminderUpdate.response) } },
      },
      async (req) => {
        const { id, ...input } = req.body;
        return ok(await reminders.update(memberOf(req).uid, id, input));
      },
    );

    app.post(
      '/api/member/reminder/remove',
      {
        onRequest: auth.requireMember,
        schema: { tags, body: reminderRemove.request, response: { 200: envelope(reminderRemove.response) } },
      },
      async (req) => {
        await reminders.remove(memberOf(req).uid, req.body.id);
        return ok(null);
      },
    );

    app.post(
      '/api/mall/stock-alert/check',
      {
        onRequest: auth.requireMember,
        schema: { tags, body: stockAlertCheck.request, response: { 200: envelope(stockAlertCheck.response) } },
      },
      async (req) =>
        ok({ subscribed: await stockAlerts.isWaiting(memberOf(req).uid, req.body.goodsId, req.body.skuId) }),
    );

    app.post(
      '/api/mall/stock-alert/toggle',
      {
        onRequest: auth.requireMember,
        schema: { tags, body: stockAlertToggle.request, response: { 200: envelope(stockAlertToggle.response) } },
      },
      async (req) => ok({ subscribed: await stockAlerts.toggle(memberOf(req).uid, req.body.goodsId, req.body.skuId) }),
    );

    app.post(
      '/api/mall/delivery/promise',
      {
        onRequest: auth.optionalMember,
        schema: { tags, body: deliveryPromise.request, response: { 200: envelope(deliveryPromise.response) } },
      },
      async (req) => ok(await deps.promise.promise(req.member?.uid ?? null)),
    );

    if (deps.devClock) {
      app.post(
        '/api/dev/occasions/run',
        {
          schema: {
            hide: true,
            body: z.object({ at: z.number().int().positive() }),
            response: { 200: envelope(z.object({ occasions: z.number().int(), backInStock: z.number().int() })) },
          },
        },
        async (req) => {
          const occasions = await deps.notices.run(req.body.at);
          const backInStock = await stockAlerts.run(req.body.at);
          return ok({ occasions, backInStock });
        },
      );
    }
  };
}
