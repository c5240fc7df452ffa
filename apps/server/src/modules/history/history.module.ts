import type { Sessions } from '../auth/auth.module';
import type { Platform } from '../platform';
import { historyRepository } from './history.repository';
import { historyRoutes } from './history.routes';
import { historyService } from './history.service';

/** The goods a member looked at. */
export function historyModule({ database, imageUrl }: Platform, { guard }: Sessions) {
  const history = historyService(historyRepository(database.db), { imageUrl });
  return {
    offers: { recordView: history.recordView, countHistory: history.countHistory },
    async register(app: Platform['app']) {
      await app.register(historyRoutes(history, guard));
    },
  };
}

export type HistoryOffers = ReturnType<typeof historyModule>['offers'];
