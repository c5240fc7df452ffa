import { DELIVERY_FEE_CENTS, FREE_DELIVERY_FROM_CENTS } from '../constants';
import type { Cents } from './money';

/** What delivery to an address costs: a fee, free from a goods amount (null: never free), and the least goods taken. */
export interface DeliveryTerms {
  feeCents: Cents;
  freeFromCents: Cents | null;
  minOrderCents: Cents;
}

/** Every address's terms while the shop sets no delivery zone: "满99包邮", ¥10 below, no minimum. */
export const STANDARD_DELIVERY: DeliveryTerms = {
  feeCents: DELIVERY_FEE_CENTS,
  freeFromCents: FREE_DELIVERY_FROM_CENTS,
  minOrderCents: 0,
};

/** The amounts of an order, all in cents. */
export interface OrderAmounts {
  goodsCents: Cents;
  deliveryFeeCents: Cents;
  /** The delivery date's surcharge (e.g. Valentine's Day), per order. */
  surchargeCents: Cents;
  discountCents: Cents;
  payCents: Cents;
}

/** Delivery is free once the goods reach the threshold (before any coupon, as the shop promises "满99包邮"). */
export function deliveryFeeFor(goodsCents: Cents, terms: DeliveryTerms = STANDARD_DELIVERY): Cents {
  return terms.freeFromCents !== null && goodsCents >= terms.freeFromCents ? 0 : terms.feeCents;
}

/** How much more goods the terms' minimum order needs (before any coupon); 0 once it is met. */
export function shortOfMinimum(goodsCents: Cents, terms: DeliveryTerms): Cents {
  return Math.max(0, terms.minOrderCents - goodsCents);
}

/**
 * Prices an order: goods, plus delivery on the address's terms and the date's surcharge, less the coupon's discount,
 * which comes off the goods only (so delivery and the surcharge are always paid).
 */
export function priceOrder(
  goodsCents: Cents,
  discountCents: Cents,
  delivery: { terms?: DeliveryTerms; surchargeCents?: Cents } = {},
): OrderAmounts {
  const deliveryFeeCents = deliveryFeeFor(goodsCents, delivery.terms);
  const surchargeCents = delivery.surchargeCents ?? 0;
  const discount = Math.min(discountCents, goodsCents);
  return {
    goodsCents,
    deliveryFeeCents,
    surchargeCents,
    discountCents: discount,
    payCents: goodsCents - discount + deliveryFeeCents + surchargeCents,
  };
}
