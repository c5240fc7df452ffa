import type { Sessions } from '../auth/auth.module';
import type { Platform } from '../platform';

/**
 * The cooler behind the shop (issue 44, decision 060): stems and suppliers, recipes, batches and their moves, the
 * stems booked orders hold, the day plan and its buying list, substitutions, and the waste and margin reports.
 */
export function coolerModule(_platform: Platform, _sessions: Sessions) {
  return {
    offers: {},
    async register(_app: Platform['app']) {},
  };
}

export type CoolerOffers = ReturnType<typeof coolerModule>['offers'];
