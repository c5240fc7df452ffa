import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { DbHandle } from '../db/connect';
import { afterSaleRepository } from '../modules/after-sales/after-sale.repository';
import { afterSaleService } from '../modules/after-sales/after-sale.service';
import { type AuditRepository, auditRepository } from '../modules/audit/audit.repository';
import type { SmsSender } from '../modules/auth/sms-sender';
import { wechatIdentityRepository } from '../modules/auth/wechat-identity.repository';
import type { DeliverySettingsService } from '../modules/delivery/delivery-settings.service';
import type { ImService } from '../modules/im/im.service';
import type { ImSockets } from '../modules/im/im-socket';
import { occasionNotices } from '../modules/occasions/occasion-notices';
import { startOccasionScheduler } from '../modules/occasions/occasion-scheduler';
import { reminderRepository } from '../modules/occasions/reminders.repository';
import { stockAlertRepository } from '../modules/occasions/stock-alerts.repository';
import { stockAlertService } from '../modules/occasions/stock-alerts.service';
import { adminOrderRepository } from '../modules/orders/admin-order.repository';
import { adminOrderService } from '../modules/orders/admin-order.service';
import { deliveryNotices } from '../modules/orders/delivery-notices';
import { type OrderRepository, orderRepository } from '../modules/orders/order.repository';
import type { OrderService } from '../modules/orders/order.service';
import { orderNotices } from '../modules/orders/order-notices';
import { orderPaidAlerts } from '../modules/orders/order-paid-alerts';
import { startOrderScheduler } from '../modules/orders/order-scheduler';
import { orderWorkbenchService } from '../modules/orders/order-workbench.service';
import { staffDeliveryMoves } from '../modules/orders/staff-delivery-moves';
import type { PaymentRepository } from '../modules/payments/payment.repository';
import { paymentService } from '../modules/payments/payment.service';
import type { PaymentProviders } from '../modules/payments/payment-providers';
import type { RefundService } from '../modules/payments/refund.service';
import { startRefundWorker } from '../modules/payments/refund-worker';
import type { UploadService } from '../modules/uploads/uploads.service';

export interface BackOfficeWiringDeps {
  app: FastifyInstance;
  config: Config;
  database: DbHandle;
  orders: OrderService;
  orderRepo: OrderRepository;
  deliverySettings: DeliverySettingsService;
  payRepo: PaymentRepository;
  providers: PaymentProviders;
  refunds: RefundService;
  im: ImService;
  sockets: ImSockets;
  smsSender: SmsSender;
  uploads: UploadService;
  audit: AuditRepository;
  imageUrl: (path: string) => string;
}

/** What follows an order: its payment, the console's order work, after-sales, shop notices, and the sweeps that run. */
export function wireBackOffice({
  app,
  config,
  database,
  orders,
  orderRepo,
  deliverySettings,
  payRepo,
  providers,
  refunds,
  im,
  sockets,
  smsSender,
  uploads,
  audit,
  imageUrl,
}: BackOfficeWiringDeps) {
  const paidAlerts = orderPaidAlerts({ orderRepo, pushToPermitted: sockets.pushToPermitted });
  const adminOrderRepo = adminOrderRepository(database.db);
  // One teller of an order's news: the workbench's moves (buyer and recipient), and the paid order's text.
  const notices = orderNotices({
    chat: im.orderNotice,
    sms: smsSender,
    buyerPhone: adminOrderRepo.buyerPhone,
    findOrder: orderRepo.findById,
    imageUrl,
    onError: (error, what) => app.log.error(error, `${what} failed`),
  });
  const officialAccount = config.wechatMp;
  const wechatIdentities = wechatIdentityRepository(database.db);
  const payments = paymentService({
    repo: payRepo,
    orders,
    providers,
    refunds,
    log: app.log,
    // JSAPI pays as the member's openid in the official account, bound when they signed in with WeChat there.
    payerOpenId: officialAccount ? (memberId) => wechatIdentities.openIdOf(memberId, officialAccount.appId) : undefined,
    onOrderPaid: async (orderId) => {
      await Promise.all([
        im.orderPaid(orderId).catch((error) => app.log.error(error, 'pay-notify failed')),
        paidAlerts.orderPaid(orderId).catch((error) => app.log.error(error, 'new-order alert failed')),
        notices.paid(orderId),
      ]);
    },
  });
  const adminOrders = adminOrderService({
    repo: adminOrderRepo,
    orderRepo,
    orders,
    refunds,
    slots: async () => (await deliverySettings.current()).slots,
    rules: () => deliverySettings.current(),
    changes: database.changes,
  });
  const onError = (error: unknown, what: string) => app.log.error(error, `${what} failed`);
  const deliveryMoves = staffDeliveryMoves({
    orderRepo,
    delivery: deliverySettings,
    reads: adminOrders,
    audit,
    notices: deliveryNotices({
      chat: im.shopNotice,
      sms: smsSender,
      buyerPhone: adminOrderRepo.buyerPhone,
      publicUrl: config.payments.publicUrl,
      onError,
    }),
    orderBack: (data) => sockets.pushToPermitted('orders.read', { type: 'order-back', data }),
    onError,
  });
  const moves = orderWorkbenchService({
    orderRepo,
    orders,
    couriers: adminOrderRepo,
    reads: adminOrders,
    audit: auditRepository(),
    refunds,
    pictures: uploads,
    notices,
    photoRequired: async () => (await deliverySettings.current()).deliveredPhotoRequired ?? true,
  });
  // The workbench's moves and the staff's changes of a delivery, as the routes call them.
  const workbench = { ...moves, ...deliveryMoves };
  const afterSales = afterSaleService({
    repo: afterSaleRepository(database.db),
    orderRepo: orderRepository(database.db),
    orders,
    pictures: uploads,
    refunds,
    audit,
  });
  const shopNoticeDeps = {
    chat: im.shopNotice,
    sms: smsSender,
    publicUrl: config.payments.publicUrl,
    onError: (error: unknown, what: string) => app.log.error(error, `${what} failed`),
  };
  const reminderRepo = reminderRepository(database.db);
  const occasions = occasionNotices(reminderRepo, shopNoticeDeps);
  const stockAlerts = stockAlertService({ ...shopNoticeDeps, repo: stockAlertRepository(database.db), imageUrl });
  const stopOccasions = startOccasionScheduler([occasions, stockAlerts], config.occasionSweepMs, (error) =>
    app.log.error(error, 'occasion sweep failed'),
  );
  const stopScheduler = startOrderScheduler(orders, config.orderSweepMs, (error) =>
    app.log.error(error, 'order sweep failed'),
  );
  const stopRefundWorker = startRefundWorker(refunds, config.refunds, (error) =>
    app.log.error(error, 'refund worker run failed'),
  );
  return {
    payments,
    adminOrders,
    workbench,
    afterSales,
    reminderRepo,
    occasions,
    stockAlerts,
    stopScheduler,
    stopOccasions,
    stopRefundWorker,
  };
}
