import type { Sessions } from '../auth/auth.module';
import type { HomePageOffers } from '../home-page/home-page.module';
import type { Platform } from '../platform';
import { batchRepository } from './batch.repository';
import { batchRoutes } from './batch.routes';
import { batchService } from './batch.service';
import { stemMakingService } from './stem-making.service';
import { stemReservationService } from './stem-reservations.service';

/**
 * The cooler behind the shop (issue 44, decision 060): stems and suppliers, recipes, batches and their moves, the
 * stems booked orders hold, the day plan and its buying list, substitutions, and the waste and margin reports.
 */
export function coolerModule({ database, audit }: Platform, sessions: Sessions, homePage: HomePageOffers) {
  const reservations = stemReservationService(database.db);
  const making = stemMakingService(database.db);
  const batches = batchService({
    repo: batchRepository(database.db),
    audit,
    sections: homePage.chosenSections,
  });
  return {
    offers: {
      /** What orders hold, use and give back of the cooler (orders' `OrderStems`). */
      orderStems: { ...reservations, ...making },
    },
    async register(app: Platform['app']) {
      await app.register(batchRoutes(batches, sessions.guard));
    },
  };
}

export type CoolerOffers = ReturnType<typeof coolerModule>['offers'];
