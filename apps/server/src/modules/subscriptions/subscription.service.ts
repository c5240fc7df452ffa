import type { Recipient } from '@ffe/shared/contracts/order';
import type { SubscriptionDetail } from '@ffe/shared/contracts/subscription';
import type { ContentLanguage } from '@ffe/shared/domain/content-language';
import { type DeliveryRules, deliveryAreaOf } from '@ffe/shared/domain/delivery-rules';
import { toYuan } from '@ffe/shared/domain/money';
import {
  addDays,
  changeableAt,
  firstDateOn,
  nextOnWeekday,
  SUBSCRIPTION_HORIZON_DAYS,
  shopDateOf,
} from '@ffe/shared/domain/subscription-schedule';
import type { Db } from '../../db/connect';
import type { SubscriptionTable } from '../../db/schema';
import { conflict, forbidden, invalidParam, notFound } from '../../platform/errors';
import type { AddressRepository } from '../addresses/addresses.module';
import type { SubscriptionOrders } from '../orders/orders.module';
import type { ImageUrl } from '../platform';
import { recipientOf, statusAt, toChange, toDelivery, toSummary } from './subscription.mapper';
import type { DeliveryRow, SubscriptionRepository } from './subscription.repository';

export interface SubscriptionServiceDeps {
  repo: SubscriptionRepository;
  addresses: Pick<AddressRepository, 'findOwn'>;
  rules: () => Promise<DeliveryRules>;
  orders: Pick<SubscriptionOrders, 'refundPurchase' | 'statesOf'>;
  refunds: { workNow(ids: readonly string[]): Promise<void> };
  /** The claim link of a gift not yet claimed, to show its buyer (the gift service keeps how it is made). */
  claimUrlOf: (subscriptionId: string) => Promise<string | null>;
  imageUrl: ImageUrl;
}

/** What one change of the owner's works on, inside the transaction that holds the subscription. */
interface Held {
  s: SubscriptionTable;
  deliveries: DeliveryRow[];
  now: number;
  today: string;
  rules: DeliveryRules;
  trx: Db;
  log(kind: string, detail: object, deliveryId?: string | null): Promise<void>;
}

const lockedMessage = 'deliveryId: past its placing moment, changes apply from the next one';

/** The customer's subscriptions (decision 061): what they see, and the owner's and the buyer's changes. */
export function subscriptionService(deps: SubscriptionServiceDeps) {
  const { repo } = deps;

  const changeableNow = (s: SubscriptionTable, now: number) => (d: DeliveryRow) =>
    d.status === 'scheduled' && changeableAt(d.date, s.lead_days, s.cutoff, now);

  async function detail(memberId: string, id: string, language: ContentLanguage): Promise<SubscriptionDetail> {
    const s = await repo.findVisible(memberId, id);
    if (!s) throw notFound('subscription');
    const now = Date.now();
    const today = shopDateOf(now);
    const [deliveries, changes] = await Promise.all([repo.deliveriesOf([id]), repo.changesOf(id)]);
    const orderIds = deliveries.flatMap((d) => (d.order_id ? [d.order_id] : []));
    const states = await deps.orders.statesOf(orderIds);
    const isBuyer = s.user_id === memberId;
    const status = statusAt(s, today);
    const mayChange = s.owner_id === memberId && (status === 'active' || status === 'paused');
    const refundCents = refundOf(s, deliveries);
    return {
      ...toSummary(s, deliveries, memberId, today, deps.imageUrl, language),
      slot: s.slot,
      recipient: recipientOf(s),
      cardMessage: s.card_message,
      cardEvery: s.card_every === 1,
      paid: isBuyer ? toYuan(s.paid_amount) : 0,
      refunded: isBuyer ? toYuan(s.refunded_amount) : 0,
      refundIfCancelled: isBuyer && cancellable(status) ? toYuan(refundCents) : 0,
      deliveries: deliveries.map((d) =>
        toDelivery(d, s, d.order_id ? states.get(d.order_id) : undefined, now, mayChange),
      ),
      changes: changes.map((c) => toChange(c, language, isBuyer)),
      claimUrl: isBuyer && s.status === 'awaiting_claim' ? await deps.claimUrlOf(s.id) : null,
    };
  }

  /** Runs one change of the owner on the held subscription, logged, and answers the detail after it. */
  async function ownerChange(
    memberId: string,
    id: string,
    language: ContentLanguage,
    work: (held: Held) => Promise<void>,
  ): Promise<SubscriptionDetail> {
    const now = Date.now();
    const today = shopDateOf(now);
    // Read before the transaction: on SQLite it holds the one connection the settings' read would wait for.
    const rules = await deps.rules();
    await repo.transaction(async (trx) => {
      const seen = await repo.findVisible(memberId, id, trx);
      if (!seen) throw notFound('subscription');
      if (seen.owner_id !== memberId) throw forbidden('id: only who receives the plan may change it');
      const s = await repo.lockForChange(id, now, trx);
      if (!s) throw notFound('subscription');
      const status = statusAt(s, today);
      if (status !== 'active' && status !== 'paused') {
        throw conflict('ORDER_STATUS_CONFLICT', `id: the plan is ${status}`);
      }
      const deliveries = await repo.deliveriesOf([id], trx);
      const log = (kind: string, detail: object, deliveryId: string | null = null) =>
        repo.appendChange(
          {
            id: crypto.randomUUID(),
            subscription_id: id,
            delivery_id: deliveryId,
            kind,
            by: 'customer',
            actor_id: memberId,
            detail: JSON.stringify(detail),
            at: now,
          },
          trx,
        );
      await work({ s, deliveries, now, today, rules, trx, log });
    });
    return detail(memberId, id, language);
  }

  /** The delivery named, still scheduled and before its placing moment; else 404 or 409 DELIVERY_LOCKED. */
  function changeableDelivery(held: Held, deliveryId: string): DeliveryRow {
    const d = held.deliveries.find((x) => x.id === deliveryId);
    if (!d || d.status === 'cancelled') throw notFound('delivery');
    if (!changeableNow(held.s, held.now)(d)) throw conflict('DELIVERY_LOCKED', lockedMessage);
    return d;
  }

  async function write(held: Held, d: DeliveryRow, fields: Parameters<SubscriptionRepository['updateDelivery']>[1]) {
    const done = await repo.updateDelivery(d, { ...fields, updated_at: held.now }, held.trx);
    if (!done) throw conflict('DELIVERY_LOCKED', lockedMessage);
  }

  /** Lays `rows` on the subscription's weekday from `first`, one interval apart, in their order. */
  async function layFrom(held: Held, rows: DeliveryRow[], first: string) {
    const interval = 7 * held.s.every_weeks;
    for (const [i, d] of rows.entries()) await write(held, d, { date: addDays(first, i * interval) });
  }

  /** The first date on the weekday from `from` whose placing moment is still ahead and the shop is open. */
  function firstOpenOnWeekday(s: SubscriptionTable, from: string, rules: DeliveryRules, now: number): string {
    const weekday = s.weekday ?? 1;
    const earliest = firstDateOn(weekday, s.lead_days, s.cutoff, now);
    let date = nextOnWeekday(from > earliest ? from : earliest, weekday);
    while (rules.closedDates.includes(date)) date = addDays(date, 7);
    return date;
  }

  async function recipientFrom(memberId: string, input: { addressId?: string; recipient?: Recipient }) {
    if (input.recipient) return { recipient: input.recipient, field: 'recipient.district' };
    const address = await deps.addresses.findOwn(memberId, input.addressId ?? '');
    if (!address) throw notFound('address');
    const { recipient: name, phone, province, city, district, detail } = address;
    return { recipient: { name, phone, province, city, district, detail }, field: 'addressId' };
  }

  return {
    detail,

    async list(memberId: string, language: ContentLanguage = 'zh-CN') {
      const rows = await repo.listOf(memberId);
      const deliveries = await repo.deliveriesOf(rows.map((r) => r.id));
      const today = shopDateOf(Date.now());
      return rows.map((r) =>
        toSummary(
          r,
          deliveries.filter((d) => d.subscription_id === r.id),
          memberId,
          today,
          deps.imageUrl,
          language,
        ),
      );
    },

    /** One interval after the latest of its deliveries: the plan gets one delivery longer, the amount goes with it. */
    skip: (memberId: string, input: { id: string; deliveryId: string }, language: ContentLanguage) =>
      ownerChange(memberId, input.id, language, async (held) => {
        const d = changeableDelivery(held, input.deliveryId);
        const latest = held.deliveries
          .filter((x) => x.status !== 'cancelled')
          .reduce((a, x) => (x.date > a ? x.date : a), d.date);
        const to = addDays(latest, 7 * held.s.every_weeks);
        await write(held, d, { date: to });
        await held.log('skipped', { date: d.date, from: d.date, to }, d.id);
      }),

    move: (
      memberId: string,
      input: { id: string; deliveryId: string; date: string; slot?: string },
      language: ContentLanguage,
    ) =>
      ownerChange(memberId, input.id, language, async (held) => {
        const d = changeableDelivery(held, input.deliveryId);
        const { rules } = held;
        if (!changeableAt(input.date, held.s.lead_days, held.s.cutoff, held.now)) {
          throw conflict('DELIVERY_SLOT_UNAVAILABLE', 'date: before the earliest date still open for changes');
        }
        if (input.date > addDays(held.today, SUBSCRIPTION_HORIZON_DAYS)) {
          throw conflict('DELIVERY_SLOT_UNAVAILABLE', `date: beyond ${SUBSCRIPTION_HORIZON_DAYS} days ahead`);
        }
        if (rules.closedDates.includes(input.date)) throw conflict('DELIVERY_SLOT_UNAVAILABLE', 'date: a closed day');
        const taken = held.deliveries.some((x) => x.id !== d.id && x.status !== 'cancelled' && x.date === input.date);
        if (taken) throw conflict('DELIVERY_SLOT_UNAVAILABLE', 'date: another delivery of the plan is on it');
        if (input.slot && !rules.slots.some((slot) => slot.id === input.slot)) {
          throw conflict('DELIVERY_SLOT_UNAVAILABLE', 'slot: no such slot');
        }
        await write(held, d, { date: input.date, slot: input.slot ?? d.slot });
        await held.log('moved', { date: input.date, from: d.date, to: input.date }, d.id);
      }),

    /** One delivery's recipient, or the plan's for every delivery still open for changes (the locked keep theirs). */
    change: async (
      memberId: string,
      input: { id: string; scope: 'one' | 'all'; deliveryId?: string; addressId?: string; recipient?: Recipient },
      language: ContentLanguage,
    ) => {
      // The saved address is read before the transaction holds the (SQLite) connection.
      const { recipient, field } = await recipientFrom(memberId, input);
      return ownerChange(memberId, input.id, language, async (held) => {
        const area = deliveryAreaOf(held.rules, recipient);
        if (!area.served) throw conflict('DELIVERY_AREA_NOT_SERVED', `${field}: 暂不配送：${area.district}`);
        if (input.scope === 'one') {
          const d = changeableDelivery(held, input.deliveryId ?? '');
          await write(held, d, { recipient: JSON.stringify(recipient) });
          await held.log('recipient', { date: d.date, district: recipient.district }, d.id);
          return;
        }
        const open = held.deliveries.filter(changeableNow(held.s, held.now));
        const fields = {
          recipient_name: recipient.name,
          recipient_phone: recipient.phone,
          province: recipient.province,
          city: recipient.city,
          district: recipient.district,
          detail: recipient.detail,
        };
        await repo.update(held.s.id, held.s.version, fields, held.trx);
        for (const d of open.filter((x) => x.recipient !== null)) await write(held, d, { recipient: null });
        await held.log('recipient', { date: open[0]?.date ?? null, district: recipient.district });
      });
    },

    /** The deliveries still open are laid again on the weekday from `until`; the plan reads paused until then. */
    pause: (memberId: string, input: { id: string; until: string }, language: ContentLanguage) =>
      ownerChange(memberId, input.id, language, async (held) => {
        if (input.until <= held.today) throw invalidParam('until: must be after today');
        if (input.until > addDays(held.today, SUBSCRIPTION_HORIZON_DAYS)) {
          throw invalidParam(`until: beyond ${SUBSCRIPTION_HORIZON_DAYS} days ahead`);
        }
        if (held.s.status === 'paused' && statusAt(held.s, held.today) === 'paused') {
          throw conflict('ORDER_STATUS_CONFLICT', 'id: the plan is paused already');
        }
        const open = held.deliveries.filter(changeableNow(held.s, held.now));
        await layFrom(held, open, firstOpenOnWeekday(held.s, input.until, held.rules, held.now));
        await repo.update(held.s.id, held.s.version, { status: 'paused', paused_until: input.until }, held.trx);
        await held.log('paused', { date: null, until: input.until });
      }),

    resume: (memberId: string, input: { id: string }, language: ContentLanguage) =>
      ownerChange(memberId, input.id, language, async (held) => {
        if (statusAt(held.s, held.today) !== 'paused') {
          throw conflict('ORDER_STATUS_CONFLICT', 'id: the plan is not paused');
        }
        const open = held.deliveries.filter(changeableNow(held.s, held.now));
        const first = firstOpenOnWeekday(held.s, held.today, held.rules, held.now);
        await layFrom(held, open, first);
        await repo.update(held.s.id, held.s.version, { status: 'active', paused_until: null }, held.trx);
        await held.log('resumed', { date: null, from: first });
      }),

    /**
     * The buyer ends the plan: the deliveries not yet placed are cancelled and their shares refunded in the same
     * transaction, once; the payments work the refund right after (decision 061).
     */
    async cancel(memberId: string, input: { id: string }, language: ContentLanguage) {
      const now = Date.now();
      const refundId = await repo.transaction(async (trx) => {
        const seen = await repo.findVisible(memberId, input.id, trx);
        if (!seen) throw notFound('subscription');
        if (seen.user_id !== memberId) throw forbidden('id: only who bought the plan may cancel it');
        const s = await repo.cancelIf(input.id, memberId, now, trx);
        if (!s) throw conflict('ORDER_STATUS_CONFLICT', `id: the plan is ${seen.status}`);
        const hadDeliveries = (await repo.deliveriesOf([s.id], trx)).length > 0;
        const cancelled = await repo.cancelScheduled(s.id, now, trx);
        // A gift never claimed has no deliveries yet: all that is left of what was paid goes back.
        const cents = hadDeliveries
          ? cancelled.reduce((sum, d) => sum + d.amount, 0)
          : s.paid_amount - s.refunded_amount;
        const refund = cents > 0 ? await deps.orders.refundPurchase(s.purchase_order_id, cents, trx) : null;
        if (cents > 0) await repo.addRefunded(s.id, cents, trx);
        await repo.appendChange(
          {
            id: crypto.randomUUID(),
            subscription_id: s.id,
            delivery_id: null,
            kind: 'cancelled',
            by: 'customer',
            actor_id: memberId,
            detail: JSON.stringify({ date: null, refunded: cents }),
            at: now,
          },
          trx,
        );
        return refund;
      });
      if (refundId) await deps.refunds.workNow([refundId]);
      return detail(memberId, input.id, language);
    },
  };
}

const cancellable = (status: string) => status === 'active' || status === 'paused' || status === 'awaiting_claim';

/** What cancelling now gives back: the shares not yet placed (all that is left of a gift never claimed). */
function refundOf(s: SubscriptionTable, deliveries: readonly DeliveryRow[]): number {
  if (deliveries.length === 0) return s.paid_amount - s.refunded_amount;
  return deliveries.filter((d) => d.status === 'scheduled').reduce((sum, d) => sum + d.amount, 0);
}

export type SubscriptionService = ReturnType<typeof subscriptionService>;
