import type { Sessions } from '../auth/auth.module';
import type { Platform } from '../platform';
import { deliverySettingsRepository } from './delivery-settings.repository';
import { deliverySettingsRoutes } from './delivery-settings.routes';
import { deliverySettingsService, settingsFromEnvironment } from './delivery-settings.service';

/** A delivery settings change reaches every process's quotes within this (plus one small read). */
const DELIVERY_SETTINGS_CHECK_MS = 1000;

/** The delivery settings, seeded from the environment on a first start. */
export async function deliveryModule({ config, database, audit }: Platform, { guard }: Sessions) {
  const deliverySettings = deliverySettingsService({
    repo: deliverySettingsRepository(database.db),
    audit,
    seed: settingsFromEnvironment(config.delivery),
    checkEveryMs: DELIVERY_SETTINGS_CHECK_MS,
  });
  await deliverySettings.seedIfAbsent();
  return {
    offers: { deliverySettings },
    async register(app: Platform['app']) {
      await app.register(deliverySettingsRoutes(deliverySettings, guard));
    },
  };
}

export type DeliveryOffers = Awaited<ReturnType<typeof deliveryModule>>['offers'];

// What other modules' files use of this one's (decision 054): they import it from here, not from its files.
export { settingsFromEnvironment } from './delivery-settings.service';
