/** The arithmetic of the cooler's reports (issue 44, PRODUCT.md#cooler-reports): shares, margins, cents shared out. */

/** `part` of `whole` in percent to one decimal; null when there is no whole to divide by. */
export function sharePercent(part: number, whole: number): number | null {
  if (whole <= 0) return null;
  return Math.round((part * 1000) / whole) / 10;
}

/**
 * `total` cents shared by `weights` (none below zero), the shares adding up to `total` exactly: each gets its floor,
 * the cents left go to the largest remainders (the earlier on a tie). All weights zero: shared equally.
 */
export function splitCents(total: number, weights: readonly number[]): number[] {
  if (weights.length === 0) return [];
  const sum = weights.reduce((a, b) => a + b, 0);
  const parts = sum > 0 ? weights : weights.map(() => 1);
  const whole = sum > 0 ? sum : weights.length;
  const sign = total < 0 ? -1 : 1;
  const cents = Math.abs(total);
  const shares = parts.map((w) => Math.floor((cents * w) / whole));
  let left = cents - shares.reduce((a, b) => a + b, 0);
  const order = parts
    .map((w, i) => ({ i, remainder: (cents * w) % whole }))
    .sort((a, b) => b.remainder - a.remainder || a.i - b.i);
  for (const { i } of order) {
    if (left === 0) break;
    shares[i] = (shares[i] ?? 0) + 1;
    left -= 1;
  }
  return shares.map((s) => s * sign + 0);
}

export interface MarginFigures {
  orders: number;
  revenueCents: number;
  stemCostCents: number;
  marginCents: number;
  marginPercent: number | null;
}

/** Margin = revenue − stem cost, and its share of revenue. */
export function marginOf(orders: number, revenueCents: number, stemCostCents: number): MarginFigures {
  const marginCents = revenueCents - stemCostCents;
  return { orders, revenueCents, stemCostCents, marginCents, marginPercent: sharePercent(marginCents, revenueCents) };
}

/** Sums margin figures, the percent worked out again from the sums. */
export function addMargins(figures: readonly MarginFigures[]): MarginFigures {
  const sum = (pick: (f: MarginFigures) => number) => figures.reduce((a, f) => a + pick(f), 0);
  return marginOf(
    sum((f) => f.orders),
    sum((f) => f.revenueCents),
    sum((f) => f.stemCostCents),
  );
}

/**
 * What an order's goods earned (PRODUCT.md#cooler-reports): the goods less the coupon's discount, less a partial refund
 * (an after-sale gives back for the goods), never below zero. The delivery fee and the date's surcharge pay for the
 * delivery, not for the stems, so they are left out.
 */
export const orderRevenue = (order: { goodsCents: number; discountCents: number; refundedCents: number }) =>
  Math.max(0, order.goodsCents - order.discountCents - order.refundedCents);

/** An order's line as attribution reads it: its goods, size, pieces and amount. */
export interface AttributedLine {
  goodsId: string;
  skuKey: string;
  quantity: number;
  amountCents: number;
}

export interface LineShare {
  revenueCents: number;
  stemCostCents: number;
  /** The part of `stemCostCents` no recipe of the order's lines names, shared by line amount. */
  unattributedCents: number;
}

/**
 * An order's revenue and stem cost shared over its lines. Revenue by line amount. Each stem's cost over the lines whose
 * recipe names that stem, by the units they take (recipe units × pieces); a stem no line's recipe names (a substitute,
 * a recipe changed since making) by line amount, and counted as unattributed. Every share adds up to the order's cents.
 */
export function attributeOrder(
  lines: readonly AttributedLine[],
  revenueCents: number,
  stemCosts: ReadonlyMap<string, number>,
  recipeUnits: (goodsId: string, skuKey: string, stemId: string) => number,
): LineShare[] {
  const amounts = lines.map((line) => line.amountCents);
  const revenue = splitCents(revenueCents, amounts);
  const shares: LineShare[] = lines.map((_, i) => ({
    revenueCents: revenue[i] ?? 0,
    stemCostCents: 0,
    unattributedCents: 0,
  }));
  for (const [stemId, cents] of stemCosts) {
    const units = lines.map((line) => recipeUnits(line.goodsId, line.skuKey, stemId) * line.quantity);
    const named = units.some((u) => u > 0);
    splitCents(cents, named ? units : amounts).forEach((part, i) => {
      const share = shares[i];
      if (!share) return;
      share.stemCostCents += part;
      if (!named) share.unattributedCents += part;
    });
  }
  return shares;
}
