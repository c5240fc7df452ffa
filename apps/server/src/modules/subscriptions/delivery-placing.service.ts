import type { DeliveryRules } from '@ffe/shared/domain/delivery-rules';
import {
  addDays,
  placingMomentOf,
  SUBSCRIPTION_MAX_LEAD_DAYS,
  SUBSCRIPTION_REMIND_LEFT,
  shopDateOf,
  weekdayOf,
} from '@ffe/shared/domain/subscription-schedule';
import type { Db } from '../../db/connect';
import { AppError } from '../../platform/errors';
import type { PeriodicJob } from '../../platform/scheduler';
import type { SubscriptionOrders, SubscriptionRecipient } from '../orders/orders.module';
import type { ImageUrl } from '../platform';
import type { DeliveryCandidate, DeliveryPlacingRepository, DeliveryToPlace } from './delivery-placing.repository';
import type { NoticeDelivery, SubscriptionNotices } from './subscription-notices';

/** How many due deliveries one run places; the next run takes the rest. */
export const PLACING_BATCH = 50;

export interface DeliveryPlacingDeps {
  repo: DeliveryPlacingRepository;
  orders: Pick<SubscriptionOrders, 'placeDelivery' | 'deliveryRules' | 'announcePlaced' | 'statesOf'>;
  notices: SubscriptionNotices;
  imageUrl: ImageUrl;
  onError: (error: unknown, what: string) => void;
}

/** What one run did, for logs and tests. */
export interface PlacingRun {
  placed: number;
  unplaceable: number;
  delivered: number;
  toldBefore: number;
  reminded: number;
  ended: number;
}

const mondayOf = (date: string) => addDays(date, 1 - weekdayOf(date));

function recipientOf(d: DeliveryToPlace): SubscriptionRecipient {
  if (d.recipient) return JSON.parse(d.recipient) as SubscriptionRecipient;
  const { recipient_name: name, recipient_phone: phone, province, city, district, detail } = d;
  return { name, phone, province, city, district, detail };
}

/**
 * The subscriptions' job (issue 45, decision 061): each due delivery becomes its paid order exactly once (the
 * conditional update `scheduled -> placed` decides which run or process places it, in the order's own transaction),
 * placed orders are followed until delivered, the customer is told, and finished plans end.
 */
export function deliveryPlacingService({ repo, orders, notices, imageUrl, onError }: DeliveryPlacingDeps) {
  /** Places one delivery; null when another run has it. Throws when no day can take it (nothing is kept). */
  const placeOne = (id: string, at: number, rules: DeliveryRules) =>
    repo.transaction(async (trx: Db) => {
      if (!(await repo.claim(id, at, trx))) return null;
      const d = await repo.toPlace(id, trx);
      const number = await repo.nextNumber(d.subscription_id, at, trx);
      const bouquet = await repo.bouquetOf(d.series_id, mondayOf(d.date), trx);
      const placed = await orders.placeDelivery(
        {
          memberId: d.owner_id ?? d.user_id,
          subscriptionId: d.subscription_id,
          number,
          total: d.deliveries_total,
          date: d.date,
          slot: d.slot,
          recipient: recipientOf(d),
          cardMessage: number === 1 || d.card_every ? d.card_message : '',
          goodsId: bouquet?.goods_id ?? d.series_goods_id,
          skuId: bouquet ? bouquet.sku_id : d.series_sku_id,
          title: bouquet?.title ?? d.series_name,
          titleEn: bouquet ? bouquet.title_en : d.series_name_en,
          cover: bouquet?.photo || d.series_cover,
          amountCents: d.amount,
          payChannel: d.pay_channel ?? null,
          rules,
        },
        trx,
      );
      const movedFrom = placed.date === d.date ? null : d.date;
      await repo.placed(
        id,
        { orderId: placed.orderId, number, date: placed.date, slot: placed.slot, movedFrom },
        at,
        trx,
      );
      const entry = { subscription_id: d.subscription_id, delivery_id: id, by: 'system' as const, actor_id: null, at };
      await repo.log(
        { ...entry, kind: 'placed', detail: JSON.stringify({ date: placed.date, number, orderId: placed.orderId }) },
        trx,
      );
      if (movedFrom) {
        await repo.log(
          {
            ...entry,
            kind: 'shop-moved',
            detail: JSON.stringify({ date: placed.date, from: movedFrom, to: placed.date }),
          },
          trx,
        );
      }
      const notice: NoticeDelivery = {
        id,
        subscription_id: d.subscription_id,
        series_id: d.series_id,
        member_id: d.owner_id ?? d.user_id,
        date: placed.date,
        number,
        deliveries_total: d.deliveries_total,
      };
      return { notice, movedFrom, orderId: placed.orderId };
    });

  /** Logs once that no day could take a delivery: it stays scheduled, staff see it in its log and the figures. */
  const noteUnplaceable = ({ id, date }: DeliveryCandidate, subscriptionId: string, at: number, reason: string) =>
    repo.transaction(async (trx: Db) => {
      await repo.hold(subscriptionId, at, trx);
      if (await repo.logged(id, 'unplaced', trx)) return;
      const detail = JSON.stringify({ date, reason });
      await repo.log(
        {
          subscription_id: subscriptionId,
          delivery_id: id,
          kind: 'unplaced',
          by: 'system',
          actor_id: null,
          detail,
          at,
        },
        trx,
      );
    });

  async function placeDue(at: number, run: PlacingRun) {
    const candidates = await repo.candidates(addDays(shopDateOf(at), SUBSCRIPTION_MAX_LEAD_DAYS + 1));
    const due = candidates.filter((c) => placingMomentOf(c.date, c.lead_days, c.cutoff) <= at).slice(0, PLACING_BATCH);
    if (due.length === 0) return;
    // Read before the transactions: SQLite has one connection.
    const rules = await orders.deliveryRules();
    for (const candidate of due) {
      try {
        const placed = await placeOne(candidate.id, at, rules);
        if (!placed) continue;
        run.placed += 1;
        await orders.announcePlaced(placed.orderId).catch((error) => onError(error, 'announcing a placed delivery'));
        if (placed.movedFrom) await notices.moved(placed.notice, placed.movedFrom);
      } catch (error) {
        if (!(error instanceof AppError && error.status === 409)) {
          onError(error, `placing subscription delivery ${candidate.id}`);
          continue;
        }
        run.unplaceable += 1;
        const d = await repo.toPlace(candidate.id);
        await noteUnplaceable(candidate, d.subscription_id, at, error.errCode).catch((e) =>
          onError(e, 'noting an unplaceable delivery'),
        );
      }
    }
  }

  async function followPlaced(at: number, run: PlacingRun) {
    const placed = await repo.placedDeliveries();
    const orderIds = placed.flatMap((d) => (d.order_id ? [d.order_id] : []));
    if (orderIds.length === 0) return;
    const states = await orders.statesOf(orderIds);
    for (const d of placed) {
      const state = d.order_id ? states.get(d.order_id) : undefined;
      if (!state || (state.status !== 'received' && state.status !== 'completed')) continue;
      const marked = await repo.transaction(async (trx: Db) => {
        if (!(await repo.markDelivered(d.id, at, trx))) return false;
        // The log's next number is read under the subscription's row, as every writer of the log takes it.
        await repo.hold(d.subscription_id, at, trx);
        const detail = JSON.stringify({ date: d.date, number: d.number, orderId: d.order_id });
        await repo.log(
          {
            subscription_id: d.subscription_id,
            delivery_id: d.id,
            kind: 'delivered',
            by: 'system',
            actor_id: null,
            detail,
            at,
          },
          trx,
        );
        return true;
      });
      if (!marked) continue;
      run.delivered += 1;
      await notices.delivered(d, state.deliveryPhoto ? imageUrl(state.deliveryPhoto) : null);
    }
  }

  async function tellTomorrow(at: number, run: PlacingRun) {
    for (const d of await repo.untoldOn(addDays(shopDateOf(at), 1))) {
      if (!(await repo.claimToldBefore(d.id, at))) continue;
      run.toldBefore += 1;
      await notices.tomorrow(d);
    }
  }

  async function remindEnding(at: number, run: PlacingRun) {
    for (const s of await repo.nearingEnd(SUBSCRIPTION_REMIND_LEFT)) {
      if (!(await repo.claimEndReminder(s.id, at))) continue;
      run.reminded += 1;
      await repo
        .transaction(async (trx: Db) => {
          await repo.hold(s.id, at, trx);
          const detail = JSON.stringify({ left: SUBSCRIPTION_REMIND_LEFT });
          await repo.log(
            { subscription_id: s.id, delivery_id: null, kind: 'reminded', by: 'system', actor_id: null, detail, at },
            trx,
          );
        })
        .catch((error) => onError(error, 'logging a plan reminder'));
      await notices.ending(s);
    }
  }

  return {
    /** One run at the instant `at`: each step's failure is reported alone, the next steps still run. */
    async run(at: number): Promise<PlacingRun> {
      const run: PlacingRun = { placed: 0, unplaceable: 0, delivered: 0, toldBefore: 0, reminded: 0, ended: 0 };
      const steps = [placeDue, followPlaced, tellTomorrow, remindEnding] as const;
      for (const step of steps) await step(at, run).catch((error) => onError(error, `subscriptions ${step.name}`));
      run.ended = await repo.endFinished(at).catch((error) => {
        onError(error, 'ending finished subscriptions');
        return 0;
      });
      return run;
    },
  };
}

export type DeliveryPlacingService = ReturnType<typeof deliveryPlacingService>;

/** The job on the platform scheduler: every process runs it, the database decides who places each delivery. */
export const deliveryPlacingJob = (placing: DeliveryPlacingService, everyMs: number): PeriodicJob => ({
  name: 'subscription placing',
  everyMs,
  run: () => placing.run(Date.now()),
});
