import { startJobs } from '../../platform/scheduler';
import { announcer, type Later } from '../../platform/server-module';
import type { AddressesOffers } from '../addresses/addresses.module';
import type { AuthOffers } from '../auth/auth.module';
import type { CatalogueOffers } from '../catalogue/catalogue.module';
import type { CoolerOffers } from '../cooler/cooler.module';
import type { CouponsOffers } from '../coupons/coupons.module';
import type { DeliveryOffers } from '../delivery/delivery.module';
import type { InvoicesOffers } from '../invoices/invoices.module';
import type { Platform } from '../platform';
import type { UploadsOffers } from '../uploads/uploads.module';
import { adminOrderRepository } from './admin-order.repository';
import { adminOrderRoutes, legacyStaffOrderRoutes } from './admin-order.routes';
import { adminOrderService } from './admin-order.service';
import { type DeliveryNoticesDeps, deliveryNotices } from './delivery-notices';
import { orderRepository } from './order.repository';
import { orderRoutes } from './order.routes';
import { orderService } from './order.service';
import { type OrderNoticesDeps, orderNotices } from './order-notices';
import { type OrderPaidAlertsDeps, orderPaidAlerts } from './order-paid-alerts';
import type { OrderRefunds } from './order-ports';
import { orderSweepJob } from './order-scheduler';
import { orderWorkbenchService } from './order-workbench.service';
import { staffDeliveryMoves } from './staff-delivery-moves';
import { subscriptionOrderRepository } from './subscription-order.repository';
import { subscriptionOrders } from './subscription-orders';

export interface OrdersModuleDeps {
  platform: Platform;
  auth: Pick<AuthOffers, 'guard' | 'smsSender'>;
  addresses: AddressesOffers;
  invoices: InvoicesOffers;
  coupons: CouponsOffers;
  uploads: UploadsOffers;
  catalogue: CatalogueOffers;
  delivery: DeliveryOffers;
  cooler: CoolerOffers;
  /** Provided by payments, which pays orders and so is listed after them. */
  refunds: Later<OrderRefunds>;
}

/** The customer's orders, the console's order work and workbench, the order news, and the order sweep. */
export function ordersModule(deps: OrdersModuleDeps) {
  const { app, config, database, bus, audit, imageUrl } = deps.platform;
  const { guard, smsSender } = deps.auth;
  const { deliverySettings } = deps.delivery;
  const { uploads } = deps.uploads;
  const refunds: OrderRefunds = {
    recordForOrder: (...args) => deps.refunds.get().recordForOrder(...args),
    workNow: (...args) => deps.refunds.get().workNow(...args),
    listOf: (...args) => deps.refunds.get().listOf(...args),
  };
  // The chat, listed after orders (its cards show them), listens for the news orders tell members.
  const orderNews = announcer<Parameters<OrderNoticesDeps['chat']>>();
  const deliveryNews = announcer<Parameters<DeliveryNoticesDeps['chat']>>();
  // Staff alerts reach the chat sockets of every process through the bus, which orders publish on themselves.
  const pushToPermitted: OrderPaidAlertsDeps['pushToPermitted'] = (permission, frame) =>
    bus.publish({ kind: 'push-permitted', permission, frame });
  const orderRepo = orderRepository(database.db);
  const orders = orderService({
    repo: orderRepo,
    addresses: deps.addresses.addresses,
    invoices: deps.invoices.invoices,
    coupons: deps.coupons.coupons,
    pictures: uploads,
    refunds,
    delivery: deliverySettings,
    stems: deps.cooler.orderStems,
    imageUrl,
    commentsChanged: deps.catalogue.catalogue.forgetDetails,
  });
  const paidAlerts = orderPaidAlerts({ orderRepo, pushToPermitted });
  const forSubscriptions = subscriptionOrders({
    repo: orderRepo,
    subscriptionRepo: subscriptionOrderRepository(database.db),
    coupons: deps.coupons.coupons,
    refunds,
    delivery: deliverySettings,
    stems: deps.cooler.orderStems,
    paidAlerts,
  });
  const adminOrderRepo = adminOrderRepository(database.db);
  const onError = (error: unknown, what: string) => app.log.error(error, `${what} failed`);
  // One teller of an order's news: the workbench's moves (buyer and recipient), and the paid order's text.
  const notices = orderNotices({
    chat: orderNews.announce,
    sms: smsSender,
    buyerPhone: adminOrderRepo.buyerPhone,
    findOrder: orderRepo.findById,
    imageUrl,
    onError,
  });
  const adminOrders = adminOrderService({
    repo: adminOrderRepo,
    orderRepo,
    orders,
    refunds,
    slots: async () => (await deliverySettings.current()).slots,
    rules: () => deliverySettings.current(),
    stemCost: deps.cooler.stemCostOf,
    changes: database.changes,
  });
  const deliveryMoves = staffDeliveryMoves({
    orderRepo,
    delivery: deliverySettings,
    stems: deps.cooler.orderStems,
    reads: adminOrders,
    audit,
    notices: deliveryNotices({
      chat: deliveryNews.announce,
      sms: smsSender,
      buyerPhone: adminOrderRepo.buyerPhone,
      publicUrl: config.payments.publicUrl,
      onError,
    }),
    orderBack: (data) => pushToPermitted('orders.read', { type: 'order-back', data }),
    onError,
  });
  const moves = orderWorkbenchService({
    orderRepo,
    orders,
    couriers: adminOrderRepo,
    reads: adminOrders,
    audit,
    refunds,
    pictures: uploads,
    notices,
    stems: deps.cooler.orderStems,
    photoRequired: async () => (await deliverySettings.current()).deliveredPhotoRequired ?? true,
  });
  // The workbench's moves and the staff's changes of a delivery, as the routes call them.
  const workbench = { ...moves, ...deliveryMoves };
  const stopScheduler = startJobs([orderSweepJob(orders, config.orderSweepMs)], (error) =>
    app.log.error(error, 'order sweep failed'),
  );
  return {
    offers: {
      orders,
      orderRepo,
      paidAlerts,
      notices,
      /** A subscription's purchase order, its deliveries placed as paid orders, and its refunds (decision 061). */
      subscriptionOrders: forSubscriptions,
      /** An order's news for the member's chat (`system`'s order notice): the chat delivers it. */
      orderNews: { listen: orderNews.listen },
      /** A delivery's news for the member's chat (`system`'s shop notice): the chat delivers it. */
      deliveryNews: { listen: deliveryNews.listen },
    },
    async register(app: Platform['app']) {
      await app.register(orderRoutes(orders, guard, config.quotas));
      await app.register(adminOrderRoutes(adminOrders, workbench, guard));
      await app.register(legacyStaffOrderRoutes(adminOrders, workbench, guard));
    },
    close: stopScheduler,
  };
}

export type OrdersOffers = ReturnType<typeof ordersModule>['offers'];

// What other modules' files use of this one's (decision 054): they import it from here, not from its files.
export { type AfterSaleRecord, toAfterSale } from './after-sale-record.mapper';
export { deliveryCalendar, deliveryDates, slotKey } from './delivery-calendar';
// A delivery moved by another module's rule (the cooler's substitutions: the next day instead, issue 44).
export { calendarFor, plannedChange, type Refuse, writtenChange } from './delivery-change';
export type { OrderRepository } from './order.repository';
export type { OrderService } from './order.service';
export type { OrderRefunds, SubscriptionOrders, SubscriptionRecipient } from './order-ports';
// After-sales refuse a subscription's orders the same way the orders' own refunds do (decision 061).
export { refuseSubscriptionOrder } from './subscription-order-refusals';
