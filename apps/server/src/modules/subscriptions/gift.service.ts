import crypto from 'node:crypto';
import type { claimGift, giftDetail } from '@ffe/shared/contracts/subscription';
import { type ContentLanguage, inLanguage } from '@ffe/shared/domain/content-language';
import type { DeliveryRules } from '@ffe/shared/domain/delivery-rules';
import { weekdayOf } from '@ffe/shared/domain/subscription-schedule';
import type { z } from 'zod';
import { badRequest, conflict, notFound } from '../../platform/errors';
import type { AddressRepository } from '../addresses/addresses.module';
import { deliveriesOf, firstDeliveryProblem } from './delivery-terms';
import { coverOf, weekdaysOf } from './plan.mapper';
import type { PlanRepository } from './plan.repository';
import { openFirstDates, slotsOf } from './plan.service';
import type { PurchaseRepository, SubscriptionRow } from './purchase.repository';

type ClaimInput = z.output<typeof claimGift.request>;
type GiftDetail = z.output<typeof giftDetail.response>;

export const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/**
 * A gift's claim token: 24 bytes keyed by the shop's secret over the subscription, as unguessable as random ones while
 * the secret holds, and so the buyer's page can show the same link again without the token being stored.
 */
export const giftTokenOf = (secret: string, subscriptionId: string) =>
  crypto.createHmac('sha256', secret).update(subscriptionId).digest().subarray(0, 24).toString('base64url');

export interface GiftServiceDeps {
  repo: PurchaseRepository;
  plans: Pick<PlanRepository, 'findPlan' | 'findSeries' | 'goodsOf'>;
  addresses: Pick<AddressRepository, 'findOwn'>;
  delivery: { current(): Promise<DeliveryRules> };
  /** The secret claim tokens are keyed with. */
  secret: string;
  publicUrl: string;
  imageUrl: (path: string) => string;
  now?: () => number;
}

/** Gift subscriptions (issue 45, decision 061): the claim link, what it shows, and claiming it once. */
export function giftService(deps: GiftServiceDeps) {
  const { repo } = deps;
  const now = deps.now ?? (() => Date.now());

  const claimUrlOf = (subscriptionId: string) =>
    `${deps.publicUrl}/pages/subscription/claim/claim?token=${giftTokenOf(deps.secret, subscriptionId)}`;

  async function byToken(token: string) {
    const sub = await repo.findByTokenHash(hashToken(token));
    if (!sub) throw notFound('gift');
    const plan = await deps.plans.findPlan(sub.plan_id);
    if (!plan) throw notFound('gift');
    return { sub, plan };
  }

  return {
    /** The buyer's claim link of a gift not yet claimed, else null (the subscription detail shows it). */
    claimUrl: (sub: Pick<SubscriptionRow, 'id' | 'gift' | 'status'>) =>
      sub.gift === 1 && sub.status === 'awaiting_claim' ? claimUrlOf(sub.id) : null,

    claimUrlOf,

    /** What the link shows the recipient: the plan and the giver's words, never the price. */
    async detail(token: string, language: ContentLanguage): Promise<GiftDetail> {
      const { sub, plan } = await byToken(token);
      const series = await deps.plans.findSeries(sub.series_id);
      const [goods] = await deps.plans.goodsOf(series ? [series.goods_id] : []);
      const rules = await deps.delivery.current();
      const terms = { weekdays: weekdaysOf(plan), leadDays: sub.lead_days, cutoff: sub.cutoff };
      const cover = series?.cover || coverOf(goods);
      return {
        seriesName: series ? inLanguage(language, series.name, series.name_en) : '',
        cover: cover ? deps.imageUrl(cover) : '',
        deliveries: sub.deliveries_total,
        everyWeeks: sub.every_weeks,
        weekdays: terms.weekdays,
        firstDates: openFirstDates(terms, rules, now()),
        slots: slotsOf(rules),
        from: sub.gift_from ?? '',
        message: sub.gift_message ?? '',
        recipientName: sub.recipient_name,
        claimed: sub.status !== 'awaiting_claim',
      };
    },

    /** Claims the gift once: the claimer owns it from now, its deliveries written; a used link is 409 GIFT_CLAIMED. */
    async claim(memberId: string, input: ClaimInput) {
      const { sub, plan } = await byToken(input.token);
      if (sub.status !== 'awaiting_claim') throw conflict('GIFT_CLAIMED', 'token: the gift was claimed already');
      const address = input.addressId ? await deps.addresses.findOwn(memberId, input.addressId) : undefined;
      if (input.addressId && !address) throw notFound('address');
      const destination = input.recipient ?? (address && { ...address, name: address.recipient });
      const at = now();
      const problem = firstDeliveryProblem(
        { weekdays: weekdaysOf(plan), leadDays: sub.lead_days, cutoff: sub.cutoff },
        await deps.delivery.current(),
        { firstDate: input.firstDate, slot: input.slot, destination: destination ?? null },
        at,
        input.addressId ? 'addressId' : 'recipient',
      );
      if (problem) throw badRequest(problem.code, `${problem.field}: ${problem.message}`);
      const where = destination as NonNullable<typeof destination>;
      const changes = {
        owner_id: memberId,
        status: 'active' as const,
        weekday: weekdayOf(input.firstDate),
        first_date: input.firstDate,
        slot: input.slot,
        recipient_name: where.name,
        recipient_phone: where.phone,
        province: where.province,
        city: where.city,
        district: where.district,
        detail: where.detail,
        claimed_at: at,
        updated_at: at,
      };
      return repo.transaction(async (trx) => {
        // Once: only the claim that still finds it awaiting moves it, however many arrive together.
        const won = await repo.moveFrom(sub.id, 'awaiting_claim', changes, trx, hashToken(input.token));
        if (!won) throw conflict('GIFT_CLAIMED', 'token: the gift was claimed already');
        await repo.insertDeliveries(deliveriesOf({ ...sub, ...changes }, at), trx);
        await repo.addChange(
          {
            id: `change-${crypto.randomUUID()}`,
            subscription_id: sub.id,
            delivery_id: null,
            kind: 'claimed',
            by: 'customer',
            actor_id: memberId,
            detail: JSON.stringify({ firstDate: input.firstDate, slot: input.slot, district: where.district }),
            at,
          },
          trx,
        );
        return { subscriptionId: sub.id };
      });
    },
  };
}

export type GiftService = ReturnType<typeof giftService>;
