import type { Config } from '../config';
import type { DbHandle } from '../db/connect';
import { addressRepository } from '../modules/addresses/addresses.repository';
import { auditRepository } from '../modules/audit/audit.repository';
import type { CatalogueService } from '../modules/catalogue/catalogue.service';
import type { CouponService } from '../modules/coupons/coupon.service';
import { deliverySettingsRepository } from '../modules/delivery/delivery-settings.repository';
import { deliverySettingsService, settingsFromEnvironment } from '../modules/delivery/delivery-settings.service';
import { invoiceRepository } from '../modules/invoices/invoices.repository';
import { orderRepository } from '../modules/orders/order.repository';
import { orderService } from '../modules/orders/order.service';
import type { RefundService } from '../modules/payments/refund.service';
import type { UploadService } from '../modules/uploads/uploads.service';

/** A delivery settings change reaches every process's quotes within this (plus one small read). */
const DELIVERY_SETTINGS_CHECK_MS = 1000;

export interface OrdersWiringDeps {
  config: Config;
  database: DbHandle;
  coupons: CouponService;
  uploads: UploadService;
  refunds: RefundService;
  catalogue: CatalogueService;
  imageUrl: (path: string) => string;
}

/** The delivery settings (seeded from the environment on a first start) and the customer's orders. */
export async function wireOrders({
  config,
  database,
  coupons,
  uploads,
  refunds,
  catalogue,
  imageUrl,
}: OrdersWiringDeps) {
  const addresses = addressRepository(database.db);
  const invoices = invoiceRepository(database.db);
  const deliverySettings = deliverySettingsService({
    repo: deliverySettingsRepository(database.db),
    audit: auditRepository(),
    seed: settingsFromEnvironment(config.delivery),
    checkEveryMs: DELIVERY_SETTINGS_CHECK_MS,
  });
  await deliverySettings.seedIfAbsent();
  const orderRepo = orderRepository(database.db);
  const orders = orderService({
    repo: orderRepo,
    addresses,
    invoices,
    coupons,
    pictures: uploads,
    refunds,
    delivery: deliverySettings,
    imageUrl,
    commentsChanged: catalogue.forgetDetails,
  });
  return { addresses, invoices, deliverySettings, orderRepo, orders };
}
