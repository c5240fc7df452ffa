import { startJobs } from '../../platform/scheduler';
import type { AddressesOffers } from '../addresses/addresses.module';
import type { AuthOffers } from '../auth/auth.module';
import type { DeliveryOffers } from '../delivery/delivery.module';
import type { ImOffers } from '../im/im.module';
import type { OrdersOffers } from '../orders/orders.module';
import type { Platform } from '../platform';
import { deliveryPromiseService } from './delivery-promise.service';
import { occasionNotices } from './occasion-notices';
import { occasionSweepJob } from './occasion-scheduler';
import { occasionRoutes } from './occasions.routes';
import { reminderRepository } from './reminders.repository';
import { reminderService } from './reminders.service';
import { stockAlertRepository } from './stock-alerts.repository';
import { stockAlertService } from './stock-alerts.service';

/** Members' occasion reminders, back-in-stock alerts, the delivery promise, and the sweep that sends their notices. */
export function occasionsModule(
  { app, config, database, imageUrl }: Platform,
  { guard, smsSender }: AuthOffers,
  { deliverySettings }: DeliveryOffers,
  { orderRepo }: OrdersOffers,
  { addresses }: AddressesOffers,
  { im }: ImOffers,
) {
  const shopNoticeDeps = {
    chat: im.notices.shopNotice,
    sms: smsSender,
    publicUrl: config.payments.publicUrl,
    onError: (error: unknown, what: string) => app.log.error(error, `${what} failed`),
  };
  const reminderRepo = reminderRepository(database.db);
  const occasions = occasionNotices(reminderRepo, shopNoticeDeps);
  const stockAlerts = stockAlertService({ ...shopNoticeDeps, repo: stockAlertRepository(database.db), imageUrl });
  const logSweepError = (error: unknown) => app.log.error(error, 'occasion sweep failed');
  const stopOccasions = startJobs(
    [occasionSweepJob([occasions, stockAlerts], config.occasionSweepMs, logSweepError)],
    logSweepError,
  );
  return {
    /** Goods edits tell the alerts at once that stock came back. */
    offers: { stockAlerts },
    async register(app: Platform['app']) {
      await app.register(
        occasionRoutes({
          reminders: reminderService(reminderRepo),
          notices: occasions,
          stockAlerts,
          promise: deliveryPromiseService({
            rules: deliverySettings.current,
            slotLoads: (dates) => orderRepo.slotLoads(dates),
            addressesOf: (memberId) => addresses.listOf(memberId),
          }),
          auth: guard,
          devClock: config.env !== 'production',
        }),
      );
    },
    close: stopOccasions,
  };
}

export type OccasionsOffers = ReturnType<typeof occasionsModule>['offers'];
