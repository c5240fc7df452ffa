import type { Coupon } from '@ffe/shared/contracts/coupon';
import type { Address } from '@ffe/shared/contracts/member-centre';
import type { confirmOrder, DeliveryDay, DeliveryProblem, OrderQuote, Recipient } from '@ffe/shared/contracts/order';
import type { ContentLanguage } from '@ffe/shared/domain/content-language';
import { bestCoupon, type CouponFit, couponFit } from '@ffe/shared/domain/coupon';
import { type DeliveryArea, type DeliveryRules, deliveryAreaOf, surchargeOn } from '@ffe/shared/domain/delivery-rules';
import { formatCents, toYuan } from '@ffe/shared/domain/money';
import { priceOrder, STANDARD_DELIVERY, shortOfMinimum } from '@ffe/shared/domain/order-pricing';
import type { z } from 'zod';
import { type AppError, conflict, notFound } from '../../platform/errors';
import { toAddress } from '../addresses/addresses.module';
import { chosenDelivery, deliveryCalendar, deliveryDates, slotKey, withStems } from './delivery-calendar';
import { addOnsOffered, lineLabel, type PricedLine, priceLines, toQuoteLine } from './order-lines';
import type { OrderServiceDeps } from './order-ports';

type ConfirmInput = z.output<typeof confirmOrder.request>;

/** A quote with what creating the order needs beyond the answer. */
export interface Quote {
  answer: OrderQuote;
  lines: PricedLine[];
  goodsCents: number;
  amounts: ReturnType<typeof priceOrder>;
  coupon: Coupon | undefined;
  /** The settings the quote was made under; the order books its slot by the same ones. */
  rules: DeliveryRules;
  /** When no day can be chosen and the cooler falls short on some: the refusal to give instead of "no slot". */
  stemsShort: AppError | null;
}

/** Why the address cannot have the order: outside every zone, or below its zone's minimum order. */
function deliveryProblemOf(area: DeliveryArea | undefined, goodsCents: number): DeliveryProblem | null {
  if (!area) return null;
  if (!area.served) return { reason: 'outOfArea', district: area.district, message: `暂不配送：${area.district}` };
  const missing = shortOfMinimum(goodsCents, area.terms);
  if (missing === 0) return null;
  const minOrder = area.terms.minOrderCents;
  return {
    reason: 'belowMinimum',
    minOrder: toYuan(minOrder),
    missing: toYuan(missing),
    message: `满¥${formatCents(minOrder)}起送，还差¥${formatCents(missing)}`,
  };
}

/** 2026-12-05 -> 12月5日, as the shop's refusals write a date. */
const monthDay = (date: string) => `${Number(date.slice(5, 7))}月${Number(date.slice(8, 10))}日`;

/** 409 STEMS_SHORT for a day the cooler cannot make the order, naming the line and the next day it can. */
function stemsShort(day: DeliveryDay, line: PricedLine | undefined): AppError {
  const label = line ? `「${lineLabel({ name: line.goods.name, skuName: line.sku?.name ?? null })}」` : '';
  const when = day.nextDate ? `最早 ${monthDay(day.nextDate)} 可送` : `${monthDay(day.date)} 无法制作`;
  return conflict('STEMS_SHORT', `${label}花材不足，${when}`);
}

function fitAnswer(coupon: Coupon, fit: CouponFit) {
  return fit.usable ? { ...coupon, discount: toYuan(fit.discountCents) } : { ...coupon, reason: fit.reason };
}

/** The quote of the confirmation page, which creating an order re-makes: prices, coupons, delivery and add-ons. */
export function orderQuotes(
  deps: Pick<OrderServiceDeps, 'repo' | 'addresses' | 'coupons' | 'delivery' | 'imageUrl' | 'stems'>,
) {
  const { repo, coupons } = deps;

  /**
   * Prices the lines as the shop sells them now (prices from the client are never read), delivered to the recipient
   * given, else the chosen address, under the delivery settings of this moment.
   */
  async function quote(
    memberId: string,
    input: ConfirmInput & { recipient?: Recipient },
    at: number,
    language: ContentLanguage = 'zh-CN',
  ): Promise<Quote> {
    const priced = await priceLines(repo, input.lines);
    const goodsCents = priced.reduce((sum, l) => sum + l.priceCents * l.quantity, 0);

    const rules = await deps.delivery.current();
    const dates = deliveryDates(at, rules.horizonDays);
    const [address, candidates, loads, addOns, cooler] = await Promise.all([
      chosenAddress(memberId, input.addressId),
      coupons.candidatesFor(memberId, at, undefined, language),
      repo.slotLoads(dates),
      addOnsOffered(repo, priced, deps.imageUrl, language),
      deps.stems.availability(
        priced.map((l) => ({ goodsId: l.goods.id, skuId: l.sku?.id ?? null, quantity: l.quantity })),
        dates,
      ),
    ]);
    const keyOf = (l: PricedLine) => `${l.goods.id}:${l.sku?.id ?? ''}`;
    // A size with a recipe is promised from the cooler, by date, never from its typed stock (decision 060).
    for (const line of priced) {
      if (cooler.covered.has(keyOf(line)) && (line.problem === 'soldOut' || line.problem === 'notEnoughStock')) {
        line.problem = null;
      }
    }
    const lines = priced.map((l) => toQuoteLine(l, deps.imageUrl, language));

    const forCoupons = priced.map(({ goods, priceCents, quantity }) => {
      const categoryIds = [goods.category_id, goods.category_parent_id].filter((id): id is string => id !== null);
      return { goodsId: goods.id, categoryIds, amountCents: priceCents * quantity };
    });
    const fitted = candidates.map((c) => ({
      ...c,
      fit: couponFit(c.terms, forCoupons, at),
      expiresAt: c.terms.expiresAt,
    }));
    let chosen: (typeof fitted)[number] | undefined;
    if (input.couponId === undefined) chosen = bestCoupon(fitted);
    else if (input.couponId !== null) {
      chosen = fitted.find((c) => c.coupon.id === input.couponId);
      if (!chosen && !(await coupons.owns(memberId, input.couponId))) throw notFound('coupon');
      if (!chosen?.fit.usable) throw conflict('COUPON_NOT_USABLE', 'This coupon cannot be used on this order');
    }
    const days = withStems(
      deliveryCalendar(at, rules, new Map(loads.map((l) => [slotKey(l.delivery_date, l.slot), l.booked]))),
      cooler.short,
    );
    const shortDay = days.find((d) => d.date === input.deliveryDate && d.unavailable === 'stems');
    const lineShortOn = (day: DeliveryDay) => priced.find((l) => keyOf(l) === cooler.short.get(day.date));
    if (shortDay) throw stemsShort(shortDay, lineShortOn(shortDay));
    const delivery = chosenDelivery(days, input.deliveryDate, input.deliverySlot);
    const destination = input.recipient ?? address;
    const area = destination ? deliveryAreaOf(rules, destination) : undefined;
    const terms = area?.served ? area.terms : STANDARD_DELIVERY;
    const surcharge = delivery ? surchargeOn(rules, delivery.date) : undefined;
    const amounts = priceOrder(goodsCents, chosen?.fit.usable ? chosen.fit.discountCents : 0, {
      terms,
      surchargeCents: surcharge?.amountCents ?? 0,
    });
    const deliveryProblem = deliveryProblemOf(area, goodsCents);
    // No day left to choose while the cooler falls short on some: creating the order says so, not "no slot".
    const firstShort = delivery ? undefined : days.find((d) => d.unavailable === 'stems');
    const zone = area?.served ? area.zone : null;

    return {
      lines: priced,
      goodsCents,
      amounts,
      coupon: chosen?.coupon,
      rules,
      stemsShort: firstShort ? stemsShort(firstShort, lineShortOn(firstShort)) : null,
      answer: {
        lines,
        addOns,
        payable:
          lines.every((l) => l.problem === null) &&
          address !== null &&
          deliveryProblem === null &&
          delivery !== undefined,
        goodsAmount: toYuan(amounts.goodsCents),
        deliveryFee: toYuan(amounts.deliveryFeeCents),
        surcharge: toYuan(amounts.surchargeCents),
        surchargeReason: surcharge?.reason ?? null,
        discountAmount: toYuan(amounts.discountCents),
        payAmount: toYuan(amounts.payCents),
        address,
        zone: zone && { province: zone.province, city: zone.city, district: zone.district },
        freeDeliveryFrom: terms.freeFromCents === null ? null : toYuan(terms.freeFromCents),
        deliveryProblem,
        couponId: chosen?.coupon.id ?? null,
        coupons: {
          usable: fitted.filter((c) => c.fit.usable).map((c) => fitAnswer(c.coupon, c.fit)),
          unusable: fitted.filter((c) => !c.fit.usable).map((c) => fitAnswer(c.coupon, c.fit)),
        } as OrderQuote['coupons'],
        delivery: { days, date: delivery?.date ?? null, slot: delivery?.slot ?? null },
      },
    };
  }

  /** The named address (the member's own, else 404), or the default one. */
  async function chosenAddress(memberId: string, addressId: string | undefined): Promise<Address | null> {
    if (addressId) {
      const row = await deps.addresses.findOwn(memberId, addressId);
      if (!row) throw notFound('address');
      return toAddress(row);
    }
    const [first] = await deps.addresses.listOf(memberId);
    return first ? toAddress(first) : null;
  }

  return { quote };
}
