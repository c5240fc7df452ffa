import type { Order } from '@ffe/shared/contracts/order';
import { toCents } from '@ffe/shared/domain/money';
import { customerActions, isAfterSaleOpen, type OrderAction } from '@ffe/shared/domain/order-state';

/** The amount's label: 实付 once paid, 应付 for an order never paid (waiting, or cancelled before paying). */
export const payLabelKey = (order: Pick<Order, 'paidAt'>) =>
  order.paidAt === null ? ('order.amounts.due' as const) : ('order.amounts.pay' as const);

/** What is left of the payment for an after-sale to refund, in cents. */
export const refundableCents = (order: Order) => toCents(order.payAmount) - toCents(order.refundedAmount);

/** Add-on lines are not commented (decision 020). */
export const hasUncommentedLines = (order: Order) => order.lines.some((line) => !line.addOn && !line.commented);

/** The facts the shared state table needs, read off an order. */
export function factsOf(order: Order) {
  return {
    status: order.status,
    hasUncommentedLines: hasUncommentedLines(order),
    hasOpenAfterSale: order.afterSales.some((request) => isAfterSaleOpen(request.status)),
    refundableCents: refundableCents(order),
  };
}

/** The buttons a customer gets for this order, in the shop's order. */
export const actionsOf = (order: Order): OrderAction[] => customerActions(factsOf(order));

/** The status in words: a received order still waiting for comments reads 待评价, as its list tab does. */
export const statusKeyOf = (order: Order) =>
  order.status === 'received' && hasUncommentedLines(order) ? 'toReview' : order.status;

/** The order confirm page's `lines` query for buying the same again: goodsId[~skuId]:quantity, comma separated. */
export const buyAgainLines = (order: Order) =>
  order.lines
    .map((line) => `${line.skuId ? `${line.goodsId}~${line.skuId}` : line.goodsId}:${line.quantity}`)
    .join(',');

/**
 * The refund an after-sale on these lines suggests, in cents: their amount less their share of the discount, capped
 * at what is left to refund; no line chosen suggests all that is left.
 */
export function suggestedRefundCents(order: Order, lineIds: readonly string[]): number {
  const max = refundableCents(order);
  const chosen = order.lines.filter((line) => lineIds.includes(line.id));
  if (chosen.length === 0) return max;
  const goods = toCents(order.goodsAmount);
  const amount = chosen.reduce((sum, line) => sum + toCents(line.amount), 0);
  const discount = goods > 0 ? Math.round((toCents(order.discountAmount) * amount) / goods) : 0;
  return Math.max(0, Math.min(max, amount - discount));
}
