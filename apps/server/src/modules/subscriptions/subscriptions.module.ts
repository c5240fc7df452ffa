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
  void deps;
  return {
    offers: {},
    async register(_app: Platform['app']) {},
  };
}

export type SubscriptionsOffers = ReturnType<typeof subscriptionsModule>['offers'];
