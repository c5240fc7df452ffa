import { startJobs } from '../../platform/scheduler';
import type { Sessions } from '../auth/auth.module';
import type { CoolerOffers } from '../cooler/cooler.module';
import type { DeliveryOffers } from '../delivery/delivery.module';
import type { ImOffers } from '../im/im.module';
import type { OrdersOffers } from '../orders/orders.module';
import type { PaymentsOffers } from '../payments/payments.module';
import type { Platform } from '../platform';
import { substitutionRepository } from './substitution.repository';
import { substitutionAdminRoutes, substitutionShopRoutes } from './substitution.routes';
import { substitutionService } from './substitution.service';

export interface SubstitutionsModuleDeps {
  platform: Platform;
  auth: Sessions;
  orders: OrdersOffers;
  delivery: DeliveryOffers;
  cooler: CoolerOffers;
  chat: ImOffers;
  payments: PaymentsOffers;
}

/**
 * Substitutions for paid orders the cooler fell short of (issue 44): built after the chat, which carries the card to
 * the customer, and payments, which refund an order the policy gives up on.
 */
export function substitutionsModule(deps: SubstitutionsModuleDeps) {
  const { app, config, database, audit } = deps.platform;
  const onError = (error: unknown, what: string) => app.log.error(error, `${what} failed`);
  const substitutions = substitutionService({
    repo: substitutionRepository(database.db),
    orderRepo: deps.orders.orderRepo,
    orders: deps.orders.orders,
    delivery: deps.delivery.deliverySettings,
    stems: deps.cooler.orderStems,
    refunds: deps.payments.refunds,
    card: deps.chat.im.notices.shopNotice,
    audit,
    onError,
  });
  // Deadlines are swept as often as unpaid orders' are: both are a customer's time running out.
  const stopJobs = startJobs(
    [{ name: 'substitution deadlines', everyMs: config.orderSweepMs, run: () => substitutions.applyDue() }],
    (error) => app.log.error(error, 'substitution deadlines failed'),
  );
  return {
    offers: {},
    async register(app: Platform['app']) {
      await substitutions.seedIfAbsent();
      await app.register(substitutionAdminRoutes(substitutions, deps.auth.guard));
      await app.register(substitutionShopRoutes(substitutions, deps.auth.guard));
    },
    close: stopJobs,
  };
}
