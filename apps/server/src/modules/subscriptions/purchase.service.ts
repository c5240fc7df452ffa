import crypto from 'node:crypto';
import type { Coupon } from '@ffe/shared/contracts/coupon';
import type { createSubscription, quoteSubscription } from '@ffe/shared/contracts/subscription';
import type { ContentLanguage } from '@ffe/shared/domain/content-language';
import { bestCoupon, couponFit } from '@ffe/shared/domain/coupon';
import type { DeliveryRules } from '@ffe/shared/domain/delivery-rules';
import { toYuan } from '@ffe/shared/domain/money';
import { scheduleDates, weekdayOf } from '@ffe/shared/domain/subscription-schedule';
import { fieldProblem } from '@ffe/shared/field-problems';
import type { z } from 'zod';
import type { Db } from '../../db/connect';
import { badRequest, conflict, invalidParam, notFound } from '../../platform/errors';
import type { AddressRepository } from '../addresses/addresses.module';
import type { AuthOffers } from '../auth/auth.module';
import type { CouponsOffers } from '../coupons/coupons.module';
import type { SubscriptionOrders } from '../orders/orders.module';
import { deliveriesOf, firstDeliveryProblem, type TermsProblem } from './delivery-terms';
import { giftTokenOf, hashToken } from './gift.service';
import { weekdaysOf } from './plan.mapper';
import type { PlanService } from './plan.service';
import type { PurchaseRepository, SubscriptionRow } from './purchase.repository';

type BuyInput = z.output<typeof quoteSubscription.request>;
type CreateInput = z.output<typeof createSubscription.request>;
type QuoteAnswer = z.output<typeof quoteSubscription.response>;

export interface PurchaseServiceDeps {
  repo: PurchaseRepository;
  plans: Pick<PlanService, 'planOnSale'>;
  addresses: Pick<AddressRepository, 'findOwn' | 'listOf'>;
  coupons: Pick<CouponsOffers['coupons'], 'candidatesFor' | 'owns'>;
  orders: Pick<SubscriptionOrders, 'placePurchase'>;
  delivery: { current(): Promise<DeliveryRules> };
  sms: Pick<AuthOffers['smsSender'], 'sendShopNotice'>;
  /** The secret gift claim tokens are keyed with, and the shop's address the claim link starts with. */
  giftSecret: string;
  publicUrl: string;
  log: { error(error: unknown, message: string): void };
  now?: () => number;
}

const withDiscount = (coupon: Coupon, discountCents: number) => ({ ...coupon, discount: toYuan(discountCents) });

/** Buying a plan (issue 45, decision 061): the quote, the subscription with its purchase order, and its payment. */
export function purchaseService(deps: PurchaseServiceDeps) {
  const { repo } = deps;
  const now = deps.now ?? (() => Date.now());

  /** Where a plan bought for oneself goes: the recipient given, the address named, else the member's first. */
  async function destinationOf(memberId: string, input: BuyInput) {
    if (input.recipient) return input.recipient;
    if (input.addressId) {
      const row = await deps.addresses.findOwn(memberId, input.addressId);
      if (!row) throw notFound('address');
      return { ...row, name: row.recipient };
    }
    const [first] = await deps.addresses.listOf(memberId);
    return first ? { ...first, name: first.recipient } : null;
  }

  async function priced(memberId: string, input: BuyInput, language: ContentLanguage) {
    const at = now();
    const { plan, series, goods } = await deps.plans.planOnSale(input.planId);
    if (input.gift) {
      if (plan.giftable !== 1) throw invalidParam(`gift: ${fieldProblem('NOT_ALLOWED')}`);
      for (const field of ['firstDate', 'slot', 'addressId', 'recipient'] as const)
        if (input[field] !== undefined) throw invalidParam(`${field}: ${fieldProblem('NOT_ALLOWED')}`);
    }
    // The plan is priced as one line of its series' goods: a coupon for the shop, that goods or its category fits.
    const categoryIds = [goods?.category_id, goods?.category_parent_id].filter((id): id is string => Boolean(id));
    const lines = [{ goodsId: series.goods_id, categoryIds, amountCents: plan.price }];
    const fitted = (await deps.coupons.candidatesFor(memberId, at, undefined, language)).map((c) => ({
      ...c,
      fit: couponFit(c.terms, lines, at),
      expiresAt: c.terms.expiresAt,
    }));
    let chosen: (typeof fitted)[number] | undefined;
    if (input.couponId === undefined) chosen = bestCoupon(fitted);
    else if (input.couponId !== null) {
      chosen = fitted.find((c) => c.coupon.id === input.couponId);
      if (!chosen && !(await deps.coupons.owns(memberId, input.couponId))) throw notFound('coupon');
      if (!chosen?.fit.usable) throw conflict('COUPON_NOT_USABLE', 'couponId: this coupon cannot pay for this plan');
    }
    const discountCents = chosen?.fit.usable ? chosen.fit.discountCents : 0;
    let problem: TermsProblem | null = null;
    let destination: Awaited<ReturnType<typeof destinationOf>> = null;
    if (!input.gift) {
      destination = await destinationOf(memberId, input);
      if (!input.firstDate) problem = { code: 'INVALID_PARAM', field: 'firstDate', message: fieldProblem('REQUIRED') };
      else if (!input.slot) problem = { code: 'INVALID_PARAM', field: 'slot', message: fieldProblem('REQUIRED') };
      else
        problem = firstDeliveryProblem(
          { weekdays: weekdaysOf(plan), leadDays: plan.lead_days, cutoff: plan.cutoff },
          await deps.delivery.current(),
          { firstDate: input.firstDate, slot: input.slot, destination },
          at,
          input.recipient ? 'recipient' : 'addressId',
        );
    }
    const usable = fitted.filter((c) => c.fit.usable);
    const answer: QuoteAnswer = {
      price: toYuan(plan.price),
      discount: toYuan(discountCents),
      pay: toYuan(plan.price - discountCents),
      coupon: chosen?.fit.usable ? withDiscount(chosen.coupon, chosen.fit.discountCents) : null,
      coupons: usable.map((c) => withDiscount(c.coupon, c.fit.usable ? c.fit.discountCents : 0)),
      dates: input.gift || !input.firstDate ? [] : scheduleDates(input.firstDate, plan.every_weeks, plan.deliveries),
      problem,
    };
    return { answer, problem, plan, series, goods, chosen, discountCents, destination, at };
  }

  /** Starts a paid subscription: its deliveries for oneself, or the claim link sent to a gift's recipient. */
  async function start(sub: SubscriptionRow) {
    const at = now();
    const token = sub.gift === 1 ? giftTokenOf(deps.giftSecret, sub.id) : null;
    const changes = token
      ? { status: 'awaiting_claim' as const, gift_token_hash: hashToken(token), updated_at: at }
      : { status: 'active' as const, owner_id: sub.user_id, updated_at: at };
    const moved = await repo.transaction(async (trx) => {
      if (!(await repo.moveFrom(sub.id, 'pending_payment', changes, trx))) return false;
      if (!token) await repo.insertDeliveries(deliveriesOf(sub, at), trx);
      await logChange(sub.id, 'paid', { paid: sub.paid_amount }, at, trx);
      return true;
    });
    if (moved && token) {
      const url = `${deps.publicUrl}/pages/subscription/claim/claim?token=${token}`;
      await deps.sms
        .sendShopNotice(sub.recipient_phone, {
          template: 'gift-subscription',
          params: { name: sub.recipient_name, from: sub.gift_from ?? '', url },
        })
        .catch((error) => deps.log.error(error, 'gift subscription SMS failed'));
    }
  }

  const logChange = (subscriptionId: string, kind: string, detail: object, at: number, trx: Db) =>
    repo.addChange(
      {
        id: `change-${crypto.randomUUID()}`,
        subscription_id: subscriptionId,
        delivery_id: null,
        kind,
        by: 'system',
        actor_id: null,
        detail: JSON.stringify(detail),
        at,
      },
      trx,
    );

  /** A purchase order cancelled unpaid: its subscription is cancelled with it. */
  async function cancelUnpaid(subscriptionId: string) {
    const at = now();
    await repo.transaction(async (trx) => {
      if (
        await repo.moveFrom(
          subscriptionId,
          'pending_payment',
          { status: 'cancelled', cancelled_at: at, updated_at: at },
          trx,
        )
      )
        await logChange(subscriptionId, 'cancelled', { unpaid: true }, at, trx);
    });
  }

  return {
    quote: async (memberId: string, input: BuyInput, language: ContentLanguage) =>
      (await priced(memberId, input, language)).answer,

    /** The subscription and its unpaid purchase order, in one transaction; a repeated key answers the first. */
    async create(memberId: string, input: CreateInput, language: ContentLanguage) {
      const known = await repo.findByKey(memberId, input.idempotencyKey);
      if (known) return { subscriptionId: known.id, orderId: known.purchase_order_id };
      const q = await priced(memberId, input, language);
      if (q.problem) throw badRequest(q.problem.code, `${q.problem.field}: ${q.problem.message}`);
      const { plan, series, goods, at } = q;
      const gift = input.gift;
      const where = gift
        ? { name: gift.recipientName, phone: gift.recipientPhone, province: '', city: '', district: '', detail: '' }
        : (q.destination as NonNullable<typeof q.destination>);
      const id = `sub-${crypto.randomUUID()}`;
      try {
        return await repo.transaction(async (trx) => {
          const order = await deps.orders.placePurchase(
            {
              memberId,
              subscriptionId: id,
              idempotencyKey: input.idempotencyKey,
              goodsId: series.goods_id,
              title: series.name,
              titleEn: series.name_en,
              cover: series.cover || (JSON.parse(goods?.pictures ?? '[]') as string[])[0] || '',
              priceCents: plan.price,
              coupon: q.chosen?.fit.usable
                ? { id: q.chosen.coupon.id, name: q.chosen.coupon.name, discountCents: q.discountCents }
                : null,
              recipient: {
                name: where.name,
                phone: where.phone,
                province: where.province,
                city: where.city,
                district: where.district,
                detail: where.detail,
              },
              deliveryDate: gift ? '' : (input.firstDate ?? ''),
              deliverySlot: gift ? '' : (input.slot ?? ''),
              cardMessage: input.cardMessage,
            },
            trx,
          );
          await repo.insert(
            {
              id,
              user_id: memberId,
              owner_id: gift ? null : memberId,
              idempotency_key: input.idempotencyKey,
              series_id: series.id,
              plan_id: plan.id,
              deliveries_total: plan.deliveries,
              every_weeks: plan.every_weeks,
              lead_days: plan.lead_days,
              cutoff: plan.cutoff,
              weekday: gift || !input.firstDate ? null : weekdayOf(input.firstDate),
              first_date: gift ? null : (input.firstDate ?? null),
              slot: gift ? null : (input.slot ?? null),
              price: plan.price,
              paid_amount: order.payCents,
              refunded_amount: 0,
              purchase_order_id: order.orderId,
              status: 'pending_payment',
              paused_until: null,
              placed_count: 0,
              recipient_name: where.name,
              recipient_phone: where.phone,
              province: where.province,
              city: where.city,
              district: where.district,
              detail: where.detail,
              card_message: input.cardMessage,
              card_every: input.cardEvery ? 1 : 0,
              gift: gift ? 1 : 0,
              gift_token_hash: null,
              gift_message: gift?.message ?? null,
              gift_from: gift?.from ?? null,
              claimed_at: null,
              renewal_of: null,
              end_reminded_at: null,
              cancelled_at: null,
              version: 1,
              created_at: at,
              updated_at: at,
            },
            trx,
          );
          await repo.addChange(
            {
              id: `change-${crypto.randomUUID()}`,
              subscription_id: id,
              delivery_id: null,
              kind: 'bought',
              by: 'customer',
              actor_id: memberId,
              detail: JSON.stringify({ planId: plan.id, price: plan.price, pay: order.payCents }),
              at,
            },
            trx,
          );
          return { subscriptionId: id, orderId: order.orderId };
        });
      } catch (error) {
        // The same key sent twice at once: the first one's answer.
        const first = await repo.findByKey(memberId, input.idempotencyKey);
        if (first) return { subscriptionId: first.id, orderId: first.purchase_order_id };
        throw error;
      }
    },

    /** Payments told that an order was paid: the subscription it bought starts (once, whichever process asks). */
    async orderPaid(orderId: string) {
      const sub = await repo.findByPurchaseOrder(orderId);
      if (sub?.status === 'pending_payment') await start(sub);
    },

    /** The sweep: purchase orders paid (a process died before it told) or cancelled unpaid since the last run. */
    async sweep() {
      for (const row of await repo.pendingWithOrderIn(['paid'], 100)) {
        const sub = await repo.findById(row.id);
        if (sub?.status === 'pending_payment') await start(sub);
      }
      for (const row of await repo.pendingWithOrderIn(['cancelled'], 100)) await cancelUnpaid(row.id);
    },
  };
}

export type PurchaseService = ReturnType<typeof purchaseService>;
