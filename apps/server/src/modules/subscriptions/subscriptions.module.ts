import { startJobs } from '../../platform/scheduler';
import type { AddressesOffers } from '../addresses/addresses.module';
import type { AuthOffers } from '../auth/auth.module';
import type { CatalogueOffers } from '../catalogue/catalogue.module';
import type { CoolerOffers } from '../cooler/cooler.module';
import type { CouponsOffers } from '../coupons/coupons.module';
import type { DeliveryOffers } from '../delivery/delivery.module';
import type { ImOffers } from '../im/im.module';
import type { OrdersOffers } from '../orders/orders.module';
import type { PaymentsOffers } from '../payments/payments.module';
import type { Platform } from '../platform';
import { adminFiguresRoutes } from './admin-figures.routes';
import { adminPlanRoutes } from './admin-plan.routes';
import { adminSubscriptionRoutes } from './admin-subscription.routes';
import { adminSubscriptionService } from './admin-subscription.service';
import { deliveryPlacingRepository } from './delivery-placing.repository';
import { deliveryPlacingDevRoutes } from './delivery-placing.routes';
import { deliveryPlacingJob, deliveryPlacingService } from './delivery-placing.service';
import { giftRoutes } from './gift.routes';
import { giftService } from './gift.service';
import { planRepository } from './plan.repository';
import { planService } from './plan.service';
import { purchaseRepository } from './purchase.repository';
import { purchaseRoutes } from './purchase.routes';
import { purchaseService } from './purchase.service';
import { seriesRoutes } from './series.routes';
import { subscriptionRepository } from './subscription.repository';
import { subscriptionRoutes } from './subscription.routes';
import { subscriptionService } from './subscription.service';
import { subscriptionFiguresRepository } from './subscription-figures.repository';
import { subscriptionFiguresService } from './subscription-figures.service';
import { subscriptionNotices } from './subscription-notices';

export interface SubscriptionsModuleDeps {
  platform: Platform;
  auth: AuthOffers;
  addresses: AddressesOffers;
  coupons: CouponsOffers;
  catalogue: CatalogueOffers;
  delivery: DeliveryOffers;
  cooler: CoolerOffers;
  orders: OrdersOffers;
  payments: PaymentsOffers;
  chat: ImOffers;
}

/** Flowers every week (issue 45, decision 061): plans, buying and gifts, each delivery placed as its order, the console's view. */
export function subscriptionsModule(deps: SubscriptionsModuleDeps) {
  const { platform, auth } = deps;
  const subscriptionRepo = subscriptionRepository(platform.database.db);
  const rules = () => deps.delivery.deliverySettings.current();
  const planRepo = planRepository(platform.database.db);
  const plans = planService({
    repo: planRepo,
    audit: platform.audit,
    recipeStemsOf: deps.cooler.recipeStemsOf,
    delivery: { current: rules },
    imageUrl: platform.imageUrl,
  });
  const purchaseRepo = purchaseRepository(platform.database.db);
  const giftSecret = platform.secretFor('subscription-gift');
  const { publicUrl } = platform.config.payments;
  const gifts = giftService({
    repo: purchaseRepo,
    plans: planRepo,
    addresses: deps.addresses.addresses,
    delivery: { current: rules },
    secret: giftSecret,
    publicUrl,
    imageUrl: platform.imageUrl,
  });
  const purchases = purchaseService({
    repo: purchaseRepo,
    plans,
    addresses: deps.addresses.addresses,
    coupons: deps.coupons.coupons,
    orders: deps.orders.subscriptionOrders,
    delivery: { current: rules },
    sms: auth.smsSender,
    giftSecret,
    publicUrl,
    log: platform.app.log,
  });
  // Paid: told by payments at once, and swept in case a process died between the payment and the start.
  deps.payments.orderPaid.listen((orderId) => purchases.orderPaid(orderId));
  const stopSweep = startJobs(
    [{ name: 'subscription purchases', everyMs: platform.config.orderSweepMs, run: () => purchases.sweep() }],
    (error) => platform.app.log.error(error, 'subscription purchase sweep failed'),
  );
  const subscriptions = subscriptionService({
    repo: subscriptionRepo,
    addresses: deps.addresses.addresses,
    rules: () => deps.delivery.deliverySettings.current(),
    orders: deps.orders.subscriptionOrders,
    refunds: deps.payments.refunds,
    claimUrlOf: async (id) => gifts.claimUrlOf(id),
    imageUrl: platform.imageUrl,
  });
  const adminSubscriptions = adminSubscriptionService({
    repo: subscriptionRepo,
    orders: deps.orders.subscriptionOrders,
  });
  const placingRepo = deliveryPlacingRepository(platform.database.db);
  const logError = (error: unknown, what: string) => platform.app.log.error(error, `${what} failed`);
  const placing = deliveryPlacingService({
    repo: placingRepo,
    orders: deps.orders.subscriptionOrders,
    notices: subscriptionNotices({
      chat: deps.chat.im.notices.shopNotice,
      sms: auth.smsSender,
      phoneOf: placingRepo.phoneOf,
      seriesName: placingRepo.seriesName,
      publicUrl: platform.config.payments.publicUrl,
      onError: logError,
    }),
    imageUrl: platform.imageUrl,
    onError: logError,
  });
  const stopPlacing = startJobs([deliveryPlacingJob(placing, platform.config.subscriptionSweepMs)], (error) =>
    logError(error, 'subscription placing'),
  );
  const figures = subscriptionFiguresService(subscriptionFiguresRepository(platform.database.db));
  return {
    offers: {},
    async register(app: Platform['app']) {
      await app.register(subscriptionRoutes(subscriptions, auth.guard));
      await app.register(seriesRoutes(plans));
      await app.register(purchaseRoutes(purchases, auth.guard));
      await app.register(giftRoutes(gifts, auth.guard));
      await app.register(adminPlanRoutes(plans, auth.guard));
      await app.register(adminSubscriptionRoutes(adminSubscriptions, auth.guard));
      await app.register(adminFiguresRoutes(figures, auth.guard));
      if (platform.config.env !== 'production') await app.register(deliveryPlacingDevRoutes(placing));
    },
    async close() {
      await Promise.all([stopPlacing(), stopSweep()]);
    },
  };
}

export type SubscriptionsOffers = ReturnType<typeof subscriptionsModule>['offers'];
