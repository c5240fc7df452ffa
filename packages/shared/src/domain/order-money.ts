import { type Cents, toCents } from './money';
import type { OrderAmounts } from './order-pricing';

/** The charged lines of an order, in the order every page and print shows them. */
export const chargeKinds = ['goods', 'deliveryFee', 'surcharge', 'discount'] as const;
export type ChargeKind = (typeof chargeKinds)[number];

/** One charged line; `cents` is signed, so the coupon's discount is below zero and the lines simply add up. */
export interface ChargeLine {
  kind: ChargeKind;
  cents: Cents;
}

/** An order's money as every page shows it. */
export interface OrderMoney {
  /** Goods (add-ons included, as they are goods lines), delivery, the date's surcharge, less the discount. */
  charges: ChargeLine[];
  /** What the order costs (实付, or 应付 before it is paid): the server's figure, which the charges add up to. */
  totalCents: Cents;
  /** What went back to the payer; 0 when nothing did. */
  refundedCents: Cents;
  /** What the shop keeps of the total: total less refunded. */
  keptCents: Cents;
}

/**
 * The money lines of an order from its amounts in cents. Goods and delivery are always listed (a free delivery is
 * worth saying); a surcharge or a discount only when there is one, so a line left out is always ¥0.
 */
export function orderMoney(amounts: OrderAmounts & { refundedCents?: Cents }): OrderMoney {
  const charges: ChargeLine[] = [
    { kind: 'goods', cents: amounts.goodsCents },
    { kind: 'deliveryFee', cents: amounts.deliveryFeeCents },
  ];
  if (amounts.surchargeCents !== 0) charges.push({ kind: 'surcharge', cents: amounts.surchargeCents });
  if (amounts.discountCents !== 0) charges.push({ kind: 'discount', cents: -amounts.discountCents });
  const refundedCents = amounts.refundedCents ?? 0;
  return { charges, totalCents: amounts.payCents, refundedCents, keptCents: amounts.payCents - refundedCents };
}

/** An order's amounts as the API carries them, in yuan. */
export interface OrderAmountsInYuan {
  goodsAmount: number;
  deliveryFee: number;
  surcharge: number;
  discountAmount: number;
  payAmount: number;
  refundedAmount?: number;
}

/** The same lines from an order or a quote as the API answers it. */
export function orderMoneyOfYuan(order: OrderAmountsInYuan): OrderMoney {
  return orderMoney({
    goodsCents: toCents(order.goodsAmount),
    deliveryFeeCents: toCents(order.deliveryFee),
    surchargeCents: toCents(order.surcharge),
    discountCents: toCents(order.discountAmount),
    payCents: toCents(order.payAmount),
    refundedCents: toCents(order.refundedAmount ?? 0),
  });
}

/** What the charged lines add up to; equal to the total for every order the server priced. */
export const sumOfCharges = (charges: readonly ChargeLine[]): Cents =>
  charges.reduce((sum, line) => sum + line.cents, 0);
