import type { Sessions } from '../auth/auth.module';
import type { Platform } from '../platform';
import { stemMakingService } from './stem-making.service';
import { stemReservationService } from './stem-reservations.service';

/**
 * The cooler behind the shop (issue 44, decision 060): stems and suppliers, recipes, batches and their moves, the
 * stems booked orders hold, the day plan and its buying list, substitutions, and the waste and margin reports.
 */
export function coolerModule({ database }: Platform, _sessions: Sessions) {
  const reservations = stemReservationService(database.db);
  const making = stemMakingService(database.db);
  return {
    offers: {
      /** What orders hold, use and give back of the cooler (orders' `OrderStems`). */
      orderStems: { ...reservations, ...making },
    },
    async register(_app: Platform['app']) {},
  };
}

export type CoolerOffers = ReturnType<typeof coolerModule>['offers'];
