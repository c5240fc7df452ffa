import { callCounts } from '../../platform/call-counts';
import { startJobs } from '../../platform/scheduler';
import { announcer } from '../../platform/server-module';
import type { AuthOffers } from '../auth/auth.module';
import type { ImOffers } from '../im/im.module';
import type { OrdersOffers } from '../orders/orders.module';
import type { Platform } from '../platform';
import { paymentRepository } from './payment.repository';
import { paymentRoutes, sandboxPayRoutes } from './payment.routes';
import { paymentService } from './payment.service';
import { setUpPaymentProviders } from './payment-setup';
import { providerNotifyRoutes } from './provider-notify.routes';
import { refundRepository } from './refund.repository';
import { refundService } from './refund.service';
import { refundJobs } from './refund-worker';
import { sandboxRepository } from './sandbox.repository';
import { sandboxProvider } from './sandbox-provider';

/** The ways money moves: the sandbox (when configured), the payment providers, paying an order, and refunds. */
export function paymentsModule(
  platform: Platform,
  { guard, identities }: AuthOffers,
  { orders, paidAlerts, notices }: OrdersOffers,
  { im }: ImOffers,
) {
  const { app, config, database, secretFor } = platform;
  // The sandbox marks orders paid with no money moved: it exists only when the configuration names it.
  const sandbox = config.payments.providers.includes('sandbox')
    ? sandboxProvider({
        repo: sandboxRepository(database.db),
        secret: config.paySandboxSecret ?? secretFor('pay-sandbox'),
        merchant: '鲜花速递',
        // The provider calls the shop's notify URL; inject takes the same route a provider's HTTP request would.
        deliverNotice: async (notice) =>
          (await app.inject({ method: 'POST', url: '/api/pay/notify/sandbox', payload: notice })).statusCode === 200,
        onNoticeError: (error) => app.log.error(error, 'sandbox payment notice failed'),
      })
    : undefined;
  if (sandbox && config.env === 'production') app.log.warn('the sandbox payment provider is on: it moves no money');
  const refundRepo = refundRepository(database.db);
  const calls = callCounts();
  const pay = setUpPaymentProviders(config.payments, sandbox, {
    paymentIdOfRefund: async (refundId) => (await refundRepo.findById(refundId))?.payment_id,
    calls,
  });
  const payRepo = paymentRepository(database.db);
  const refundSettled = announcer<[afterSaleId: string]>();
  const orderPaid = announcer<[orderId: string]>();
  const refunds = refundService({
    repo: refundRepo,
    payments: payRepo,
    providerFor: pay.providers.refunderOf,
    retryBaseMs: config.refunds.retryBaseMs,
    log: app.log,
    onSucceeded: async ({ afterSaleId }) => {
      if (afterSaleId) await refundSettled.announce(afterSaleId);
    },
  });
  const officialAccount = config.wechatMp;
  const payments = paymentService({
    repo: payRepo,
    orders,
    providers: pay.providers,
    refunds,
    log: app.log,
    // JSAPI pays as the member's openid in the official account, bound when they signed in with WeChat there.
    payerOpenId: officialAccount ? (memberId) => identities.openIdOf(memberId, officialAccount.appId) : undefined,
    onOrderPaid: async (orderId) => {
      await Promise.all([
        im.notices.orderPaid(orderId).catch((error) => app.log.error(error, 'pay-notify failed')),
        paidAlerts.orderPaid(orderId).catch((error) => app.log.error(error, 'new-order alert failed')),
        notices.paid(orderId),
        orderPaid.announce(orderId).catch((error) => app.log.error(error, 'order-paid listener failed')),
      ]);
    },
  });
  const stopRefundWorker = startJobs(refundJobs(refunds, config.refunds), (error) =>
    app.log.error(error, 'refund worker run failed'),
  );
  return {
    offers: {
      refunds,
      /** A refund for an after-sale request was paid back: after-sales close the request. */
      refundSettled: { listen: refundSettled.listen },
      /** A payment paid its order (once): subscriptions start the plan its purchase order bought. */
      orderPaid: { listen: orderPaid.listen },
      /** Calls to the payment providers by provider, operation and outcome, for metrics (decision 057). */
      providerCalls: calls.read,
    },
    async register(app: Platform['app']) {
      await app.register(paymentRoutes(payments, guard));
      if (sandbox) await app.register(sandboxPayRoutes(sandbox, payments));
      await app.register(
        providerNotifyRoutes({
          payments,
          wechatPay: pay.wechatPay,
          alipay: pay.alipay,
          onRefundSettled: refunds.providerSettled,
        }),
      );
    },
    async close() {
      await stopRefundWorker();
      sandbox?.close();
    },
  };
}

export type PaymentsOffers = ReturnType<typeof paymentsModule>['offers'];
