import type { Db } from '../../db/connect';

/** Counts and sums: PostgreSQL answers bigint and numeric as strings. */
type Figure = number | string | null;
const num = (value: Figure | undefined) => Number(value ?? 0);

/** The shop's running totals and waiting work, each one aggregate read over an index, for metrics at scrape time. */
export function shopFiguresRepository(db: Db) {
  return {
    /**
     * Orders ever placed and paid, and what the paid ones came to: `orders_created_idx` (created_at, paid_at,
     * pay_amount, id, kind) covers all three, so the read never touches the table. A subscription's purchase is left
     * out: its money counts through its delivery orders (decision 061).
     */
    async orders() {
      const row = await db
        .selectFrom('orders')
        .where('kind', '=', 'goods')
        .select((eb) => [
          eb.fn.countAll<number | string>().as('placed'),
          eb.fn.count<number | string>('paid_at').as('paid'),
          eb.fn
            .sum<Figure>(eb.case().when('paid_at', 'is not', null).then(eb.ref('pay_amount')).else(0).end())
            .as('revenue'),
        ])
        .executeTakeFirst();
      return { placed: num(row?.placed), paid: num(row?.paid), revenueCents: num(row?.revenue) };
    },

    /** Refunds the providers settled: how many orders got money back and how much (`refunds_settled_idx`). */
    async refunds() {
      const row = await db
        .selectFrom('refunds')
        .where('settled_at', 'is not', null)
        .select((eb) => [
          eb.fn.count<number | string>('order_id').distinct().as('orders'),
          eb.fn.sum<Figure>('amount').as('cents'),
        ])
        .executeTakeFirst();
      return { orders: num(row?.orders), cents: num(row?.cents) };
    },

    /** Refunds due for the worker now (`refunds_due_idx`: status, next_attempt_at). */
    async refundsDue(now: number) {
      const row = await db
        .selectFrom('refunds')
        .where('status', 'in', ['pending', 'processing'])
        .where('next_attempt_at', '<=', now)
        .select((eb) => eb.fn.countAll<number | string>().as('due'))
        .executeTakeFirst();
      return num(row?.due);
    },

    /** Back-in-stock notices not sent yet: members waiting for goods to return, or for the next sweep. */
    async noticesPending() {
      const row = await db
        .selectFrom('stock_alerts')
        .where('notified_at', 'is', null)
        .select((eb) => eb.fn.countAll<number | string>().as('pending'))
        .executeTakeFirst();
      return num(row?.pending);
    },
  };
}

export type ShopFiguresRepository = ReturnType<typeof shopFiguresRepository>;
