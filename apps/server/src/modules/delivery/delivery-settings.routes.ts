import { readDeliverySettings, updateDeliverySettings } from '@ffe/shared/contracts/delivery-settings';
import { envelope } from '@ffe/shared/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Authentication, memberOf } from '../../platform/authenticate';
import { ok } from '../../platform/envelope';
import type { DeliverySettingsService } from './delivery-settings.service';

const tags = ['delivery settings'];

/** POST /api/admin/delivery/settings[/update]: the console's delivery settings. */
export function deliverySettingsRoutes(settings: DeliverySettingsService, auth: Authentication): FastifyPluginAsyncZod {
  return async (app) => {
    // Florists and customer service read them too: the workbench shows slots and capacity. Every role holding
    // settings.manage also reads orders, so one permission covers both.
    app.post(
      '/api/admin/delivery/settings',
      {
        onRequest: auth.requirePermission('orders.read'),
        schema: {
          tags,
          body: readDeliverySettings.request,
          response: { 200: envelope(readDeliverySettings.response) },
        },
      },
      async () => ok(await settings.read()),
    );

    app.post(
      '/api/admin/delivery/settings/update',
      {
        onRequest: auth.requirePermission('settings.manage'),
        schema: {
          tags,
          body: updateDeliverySettings.request,
          response: { 200: envelope(updateDeliverySettings.response) },
        },
      },
      async (req) => ok(await settings.update({ id: memberOf(req).uid, ip: req.ip }, req.body)),
    );
  };
}
