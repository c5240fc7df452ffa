import type { ServerMetrics } from '../../platform/metrics';
import type { ImOffers } from '../im/im.module';
import type { PaymentsOffers } from '../payments/payments.module';
import type { Platform } from '../platform';
import { metricsRoutes } from './metrics.routes';
import { metricsListener } from './metrics-listener';
import { shopFiguresRepository } from './shop-figures.repository';

export interface MetricsModuleDeps {
  platform: Platform;
  metrics: ServerMetrics;
  chat: Pick<ImOffers, 'sockets'>;
  payments: Pick<PaymentsOffers, 'providerCalls'>;
}

/**
 * GET /metrics (decision 057): the platform's request, query and provider figures, and what the modules offer read at
 * scrape time: the chat's sockets, the job queues, backups, SMS and payment calls, and the shop's own totals.
 */
export function metricsModule({ platform, metrics, chat, payments }: MetricsModuleDeps) {
  const { app, config, database } = platform;
  const figures = shopFiguresRepository(database.db);
  // Two families read the orders' totals: one read serves a scrape.
  const orderTotals = sharedWhileRunning(figures.orders);
  metrics.observeDatabase(database);

  metrics.gaugeOf('ffe_chat_sockets_open', 'Open, signed-in chat sockets of this process', [], () => [
    [{}, chat.sockets.counts().open],
  ]);
  metrics.gaugeOf('ffe_chat_sockets', 'Open chat sockets of this process by the account role', ['role'], () =>
    Object.entries(chat.sockets.counts().byRole).map(([role, count]) => [{ role }, count]),
  );
  metrics.counterOf('ffe_chat_messages_delivered_total', "Chat messages written to this process's sockets", [], () => [
    [{}, chat.sockets.counts().messagesDelivered],
  ]);

  metrics.providerCalls('payment', payments.providerCalls);
  metrics.providerCalls('sms', () =>
    Object.entries(app.smsCounts.read()).map(([provider, c]) => ({
      provider,
      operation: 'send',
      ok: c.sent,
      failed: c.failed,
    })),
  );

  metrics.gaugeOf(
    'ffe_jobs_pending',
    'Work waiting: refunds due now, back-in-stock notices not sent',
    ['queue'],
    async () => {
      const [refundsDue, notices] = await Promise.all([figures.refundsDue(Date.now()), figures.noticesPending()]);
      return [
        [{ queue: 'refunds-due' }, refundsDue],
        [{ queue: 'stock-notices' }, notices],
      ];
    },
  );
  metrics.counterOf('ffe_backups_total', 'Scheduled backups this process took, by outcome', ['outcome'], () => {
    const counts = app.backupCounts();
    return [
      [{ outcome: 'taken' }, counts.taken],
      [{ outcome: 'failed' }, counts.failures],
    ];
  });
  metrics.gaugeOf(
    'ffe_backup_last_taken_timestamp_seconds',
    'When this process last took a backup (absent until it has)',
    [],
    () => {
      const at = app.backupCounts().lastTakenAt;
      return at === undefined ? [] : [[{}, at / 1000]];
    },
  );

  metrics.gaugeOf(
    'ffe_shop_orders',
    'Orders of the shop ever placed, paid and refunded (all processes)',
    ['state'],
    async () => {
      const [orders, refunds] = await Promise.all([orderTotals(), figures.refunds()]);
      return [
        [{ state: 'placed' }, orders.placed],
        [{ state: 'paid' }, orders.paid],
        [{ state: 'refunded' }, refunds.orders],
      ];
    },
  );
  metrics.gaugeOf('ffe_shop_revenue_cents', 'What paid orders came to, in cents (all processes)', [], async () => [
    [{}, (await orderTotals()).revenueCents],
  ]);
  metrics.gaugeOf(
    'ffe_shop_refunded_cents',
    'Money the providers gave back, in cents (all processes)',
    [],
    async () => [[{}, (await figures.refunds()).cents]],
  );

  let listener: Awaited<ReturnType<typeof metricsListener>> | undefined;
  return {
    offers: undefined,
    async register(app: Platform['app']) {
      await app.register(metricsRoutes(metrics, config.metrics.token));
      if (config.metrics.port !== undefined) listener = await metricsListener(metrics, config.metrics.port);
    },
    async close() {
      await listener?.close();
    },
  };
}

/** `read`'s answer while it is on its way, shared by the calls made meanwhile (one scrape collects all at once). */
function sharedWhileRunning<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | undefined;
  return () => {
    running ??= read().finally(() => {
      running = undefined;
    });
    return running;
  };
}
