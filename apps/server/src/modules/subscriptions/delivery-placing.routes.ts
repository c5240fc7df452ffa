import { envelope } from '@ffe/shared/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/envelope';
import type { DeliveryPlacingService } from './delivery-placing.service';

const placingRun = z.object({
  placed: z.number().int(),
  unplaceable: z.number().int(),
  delivered: z.number().int(),
  toldBefore: z.number().int(),
  reminded: z.number().int(),
  ended: z.number().int(),
});

/** POST /api/dev/subscriptions/run outside production: one run of the placing job at `at`, for tests and the e2e. */
export function deliveryPlacingDevRoutes(placing: DeliveryPlacingService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/dev/subscriptions/run',
      {
        schema: {
          hide: true,
          body: z.object({ at: z.number().int().positive() }),
          response: { 200: envelope(placingRun) },
        },
      },
      async (req) => ok(await placing.run(req.body.at)),
    );
  };
}
