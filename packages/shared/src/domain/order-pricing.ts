import { DELIVERY_FEE_CENTS, FREE_DELIVERY_FROM_CENTS } from '../constants';
import type { Cents } from './money';

/** The amounts of an order, all in cents. */
export interface OrderAmounts {
  goodsCents: Cents;
  deliveryFeeCents: Cents;
  discountCents: Cents;
  payCents: Cents;
}

/** Delivery is free once the goods reach the threshold (before any coupon, as the shop promises "满99包邮"). */
export function deliveryFeeFor(goodsCents: Cents): Cents {
  return goodsCents >= FREE_DELIVERY_FROM_CENTS ? 0 : DELIVERY_FEE_CENTS;
}

/** Prices an order: goods, plus delivery, less the coupon's discount (never below the delivery fee). */
export function priceOrder(goodsCents: Cents, discountCents: Cents): OrderAmounts {
  const deliveryFeeCents = deliveryFeeFor(goodsCents);
  const discount = Math.min(discountCents, goodsCents);
  return { goodsCents, deliveryFeeCents, discountCents: discount, payCents: goodsCents - discount + deliveryFeeCents };
}
