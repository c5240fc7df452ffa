import type { adminListSubscriptions, adminSubscriptionDetail } from '@ffe/shared/contracts/admin-subscriptions';
import { type ContentLanguage, inLanguage } from '@ffe/shared/domain/content-language';
import { toYuan } from '@ffe/shared/domain/money';
import { SUBSCRIPTION_REMIND_LEFT, shopDateOf } from '@ffe/shared/domain/subscription-schedule';
import type { z } from 'zod';
import { notFound } from '../../platform/errors';
import type { SubscriptionOrders } from '../orders/orders.module';
import { recipientOf, toChange, toConsoleRow, toDelivery } from './subscription.mapper';
import type { ConsoleFilter, ConsoleWhere, SubscriptionRepository } from './subscription.repository';

type Tab = z.infer<typeof adminListSubscriptions.request>['tab'];
type ListInput = z.output<typeof adminListSubscriptions.request>;
type ListAnswer = z.infer<typeof adminListSubscriptions.response>;
type DetailAnswer = z.infer<typeof adminSubscriptionDetail.response>;

export interface AdminSubscriptionServiceDeps {
  repo: SubscriptionRepository;
  orders: Pick<SubscriptionOrders, 'statesOf'>;
}

const tabs: Tab[] = ['active', 'paused', 'ending', 'cancelled', 'all'];

/** A tab as the list's query reads it; ending is active with at most SUBSCRIPTION_REMIND_LEFT deliveries to place. */
function whereOf(tab: Tab, filter: ConsoleFilter, today: string): ConsoleWhere {
  const state = tab === 'all' ? null : tab === 'ending' ? 'active' : tab;
  return { ...filter, state, today, leftAtMost: tab === 'ending' ? SUBSCRIPTION_REMIND_LEFT : null };
}

/** The console's view of the subscriptions (decision 061): its tabs with their counts, and one plan in full. */
export function adminSubscriptionService(deps: AdminSubscriptionServiceDeps) {
  const { repo } = deps;
  return {
    async list(input: ListInput): Promise<ListAnswer> {
      const filter: ConsoleFilter = { seriesId: input.seriesId, weekday: input.weekday, district: input.district };
      const today = shopDateOf(Date.now());
      const [rows, ...counts] = await Promise.all([
        repo.consolePage(whereOf(input.tab, filter, today), input.page, input.pageSize),
        ...tabs.map((tab) => repo.consoleCount(whereOf(tab, filter, today))),
      ]);
      const countOf = Object.fromEntries(tabs.map((tab, i) => [tab, counts[i] ?? 0])) as Record<Tab, number>;
      return {
        list: rows.map((r) => toConsoleRow(r, SUBSCRIPTION_REMIND_LEFT, today)),
        total: countOf[input.tab],
        counts: countOf,
      };
    },

    /** One plan with its deliveries' orders and amounts, every change and its money (recognised = shares placed). */
    async detail(id: string, language: ContentLanguage): Promise<DetailAnswer> {
      const now = Date.now();
      const [row] = await repo.consolePage(whereOf('all', { id }, shopDateOf(now)), 1, 1);
      const s = await repo.findById(id);
      if (!row || !s) throw notFound('subscription');
      const [deliveries, changes] = await Promise.all([repo.deliveriesOf([id]), repo.changesOf(id)]);
      const orderIds = deliveries.flatMap((d) => (d.order_id ? [d.order_id] : []));
      const states = await deps.orders.statesOf([s.purchase_order_id, ...orderIds]);
      const placed = deliveries.filter((d) => d.status === 'placed' || d.status === 'delivered');
      return {
        ...toConsoleRow(row, SUBSCRIPTION_REMIND_LEFT, shopDateOf(now)),
        seriesName: inLanguage(language, s.series_name, s.series_name_en),
        planId: s.plan_id,
        everyWeeks: s.every_weeks,
        slot: s.slot,
        pausedUntil: s.paused_until,
        recipient: recipientOf(s),
        cardMessage: s.card_message,
        cardEvery: s.card_every === 1,
        price: toYuan(s.price),
        refunded: toYuan(s.refunded_amount),
        recognised: toYuan(placed.reduce((sum, d) => sum + d.amount, 0)),
        purchaseOrderId: s.purchase_order_id,
        purchaseOrderNo: states.get(s.purchase_order_id)?.orderNo ?? '',
        deliveries: deliveries.map((d) => {
          const order = d.order_id ? states.get(d.order_id) : undefined;
          return { ...toDelivery(d, s, order, now, false), orderNo: order?.orderNo ?? null, amount: toYuan(d.amount) };
        }),
        changes: changes.map((c) => toChange(c, language, true)),
      };
    },
  };
}

export type AdminSubscriptionService = ReturnType<typeof adminSubscriptionService>;
