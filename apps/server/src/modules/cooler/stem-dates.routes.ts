import { goodsStemDates } from '@ffe/shared/contracts/cooler-shop';
import { envelope } from '@ffe/shared/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/envelope';
import type { stemReservationService } from './stem-reservations.service';

/** The shop's question of the cooler: from when each size of a goods can be made (issue 44). */
export function stemDatesRoutes(reservations: ReturnType<typeof stemReservationService>): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      goodsStemDates.path,
      {
        schema: {
          tags: ['catalogue'],
          params: goodsStemDates.params,
          response: { 200: envelope(goodsStemDates.response) },
        },
      },
      async (req) => ok({ sizes: await reservations.earliestOf(req.params.id, Date.now()) }),
    );
  };
}
