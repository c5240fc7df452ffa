import type { Sessions } from '../auth/auth.module';
import type { DeliveryOffers } from '../delivery/delivery.module';
import type { Platform } from '../platform';
import { dashboardRepository } from './dashboard.repository';
import { dashboardRoutes } from './dashboard.routes';
import { dashboardService, settingsCapacities } from './dashboard.service';

/** The dashboard's figures serve every caller for this long: a team's reads share one, at most two seconds old. */
const DASHBOARD_CACHE_MS = 1_000;

/** The console's dashboard. */
export function dashboardModule(
  { database, imageUrl }: Platform,
  { guard }: Sessions,
  { deliverySettings }: DeliveryOffers,
) {
  const dashboard = dashboardService({
    repo: dashboardRepository(database.db),
    slotCapacities: settingsCapacities(deliverySettings),
    imageUrl,
    cacheMs: DASHBOARD_CACHE_MS,
  });
  return {
    offers: undefined,
    async register(app: Platform['app']) {
      await app.register(dashboardRoutes(dashboard, guard));
    },
  };
}
