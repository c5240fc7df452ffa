import type { Cents } from './money';

/**
 * The shop's figures for a day (UTC+8), one definition each, the same on the dashboard's tiles, its chart and its
 * hints (the console's `dashboard.hints`), and in line with the orders CSV's 实付 and 已退款:
 * - orders (订单): orders paid that day, whatever became of them (a later refund shows in refunds, not here);
 * - sales (成交额): what those orders came to, their 实付 (goods + delivery + surcharge − coupon);
 * - refunds (退款): money given back that day (refunds the provider settled that day), of whichever day's orders;
 * - revenue (营收): sales less refunds, the money the day kept;
 * - average order value (客单价): sales over orders, to the cent.
 * Late or second payments (which paid no order) and their refunds are in none of them: that money was never the shop's.
 */
export interface DayBooks {
  orders: number;
  salesCents: Cents;
  refundsCents: Cents;
}

export interface DayFigures extends DayBooks {
  revenueCents: Cents;
  averageCents: Cents;
}

/** A day's figures from its books, so revenue and the average follow from the same orders and money. */
export function dayFigures(books: DayBooks): DayFigures {
  return {
    ...books,
    revenueCents: books.salesCents - books.refundsCents,
    averageCents: books.orders === 0 ? 0 : Math.round(books.salesCents / books.orders),
  };
}
