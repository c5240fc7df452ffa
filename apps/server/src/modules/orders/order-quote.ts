import type { Coupon } from '@ffe/shared/contracts/coupon';
import type { Address } from '@ffe/shared/contracts/member-centre';
import type { confirmOrder, DeliveryProblem, OrderQuote, Recipient } from '@ffe/shared/contracts/order';
import type { ContentLanguage } from '@ffe/shared/domain/content-language';
import { bestCoupon, type CouponFit, couponFit } from '@ffe/shared/domain/coupon';
import { type DeliveryArea, type DeliveryRules, deliveryAreaOf, surchargeOn } from '@ffe/shared/domain/delivery-rules';
import { formatCents, toYuan } from '@ffe/shared/domain/money';
import { priceOrder, STANDARD_DELIVERY, shortOfMinimum } from '@ffe/shared/domain/order-pricing';
import type { z } from 'zod';
import { conflict, notFound } from '../../platform/errors';
import { toAddress } from '../addresses/addresses.module';
import { chosenDelivery, deliveryCalendar, deliveryDates, slotKey } from './delivery-calendar';
import { addOnsOffered, type PricedLine, priceLines, toQuoteLine } from './order-lines';
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

function fitAnswer(coupon: Coupon, fit: CouponFit) {
  return fit.usable ? { ...coupon, discount: toYuan(fit.discountCents) } : { ...coupon, reason: fit.reason };
}

/** The quote of the confirmation page, which creating an order re-makes: prices, coupons, delivery and add-ons. */
export function orderQuotes(deps: Pick<OrderServiceDeps, 'repo' | 'addresses' | 'coupons' | 'delivery' | 'imageUrl'>) {
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
    const lines = priced.map((l) => toQuoteLine(l, deps.imageUrl, language));

    const rules = await deps.delivery.current();
    const [address, candidates, loads, addOns] = await Promise.all([
      chosenAddress(memberId, input.addressId),
      coupons.candidatesFor(memberId, at, undefined, language),
      repo.slotLoads(deliveryDates(at, rules.horizonDays)),
      addOnsOffered(repo, priced, deps.imageUrl, language),
    ]);

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
    const days = deliveryCalendar(at, rules, new Map(loads.map((l) => [slotKey(l.delivery_date, l.slot), l.booked])));
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
    const zone = area?.served ? area.zone : null;

    return {
      lines: priced,
      goodsCents,
      amounts,
      coupon: chosen?.coupon,
      rules,
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
