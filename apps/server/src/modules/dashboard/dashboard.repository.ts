import { SHOP_UTC_OFFSET_MS } from '@ffe/shared/constants';
import { sql } from 'kysely';
import type { Db } from '../../db/connect';

const DAY_MS = 86_400_000;

/** The order state between paid and delivering (issue 13); a plain string until the shared state table names it. */
const PREPARING = 'preparing';

/** Counts and sums: PostgreSQL answers bigint and numeric as strings, the mapper makes numbers of them. */
type Figure = number | string | null;

/**
 * The shop day a timestamp column falls on, as whole days since 1970-01-01 in the shop's time: an integer division on
 * both databases, as every timestamp is positive.
 */
const shopDayOf = (column: string) =>
  sql<Figure>`(${sql.ref(column)} + ${sql.lit(SHOP_UTC_OFFSET_MS)}) / ${sql.lit(DAY_MS)}`;
const zero = sql<number>`0`;

/** The dashboard's figures, each one statement of aggregate SQL, the same on SQLite and PostgreSQL. */
export function dashboardRepository(db: Db) {
  return {
    /**
     * Per shop day in [from, to), as `domain/shop-figures.ts` defines them: the orders paid that day and what they came
     * to, and the money given back that day (refunds the provider settled, by `settled_at`) of payments that paid an
     * order. Days with none of these have no row.
     */
    async dailyBooks(from: number, to: number) {
      const orders = db
        .selectFrom('orders')
        .select([
          shopDayOf('paid_at').as('day'),
          sql<number>`1`.as('orders'),
          'pay_amount as sales',
          zero.as('refunds'),
        ])
        .where('paid_at', '>=', from)
        .where('paid_at', '<', to)
        // Revenue is recognised per delivery (decision 061): a purchase, and the shares it gives back, never count.
        .where('kind', '!=', 'subscription');
      const refunds = db
        .selectFrom('refunds')
        .innerJoin('payments', 'payments.id', 'refunds.payment_id')
        .innerJoin('orders', 'orders.id', 'refunds.order_id')
        .where('orders.kind', '!=', 'subscription')
        .select([shopDayOf('refunds.settled_at').as('day'), zero.as('orders'), zero.as('sales')])
        .select('refunds.amount as refunds')
        .where('refunds.status', '=', 'succeeded')
        .where('payments.pays_order', '=', 1)
        .where('refunds.settled_at', '>=', from)
        .where('refunds.settled_at', '<', to);
      return db
        .selectFrom(orders.unionAll(refunds).as('books'))
        .select((eb) => [
          'books.day',
          eb.fn.sum<Figure>('books.orders').as('orders'),
          eb.fn.sum<Figure>('books.sales').as('sales'),
          eb.fn.sum<Figure>('books.refunds').as('refunds'),
        ])
        .groupBy('books.day')
        .execute();
    },

    /** The work waiting now: paid orders to make, made orders to send, after-sale requests not yet ended. */
    queues: () =>
      db
        .selectNoFrom((eb) => [
          eb
            .selectFrom('orders')
            .select((o) => o.fn.countAll<number | string>().as('n'))
            .where('status', '=', 'paid')
            .where('kind', '!=', 'subscription')
            .$asScalar()
            .as('to_prepare'),
          eb
            .selectFrom('orders')
            .select((o) => o.fn.countAll<number | string>().as('n'))
            .where(sql.ref<string>('status'), '=', PREPARING)
            .$asScalar()
            .as('to_dispatch'),
          eb
            .selectFrom('after_sales')
            .select((a) => a.fn.countAll<number | string>().as('n'))
            .where('status', 'in', ['requested', 'approved'])
            .$asScalar()
            .as('open_after_sales'),
        ])
        .executeTakeFirstOrThrow(),

    /**
     * The slots of a delivery date: places booked (what the capacity is checked against) and the paid orders among
     * them (a refunded order has given its place back), for every slot with either.
     */
    slotsOn(date: string) {
      const booked = db
        .selectFrom('delivery_slot_loads')
        .select(['slot', 'booked', zero.as('orders')])
        .where('delivery_date', '=', date);
      const paid = db
        .selectFrom('orders')
        .select(['delivery_slot as slot', zero.as('booked'), sql<number>`1`.as('orders')])
        .where('delivery_date', '=', date)
        .where('paid_at', 'is not', null)
        .where('status', '!=', 'refunded')
        .where('kind', '!=', 'subscription');
      return db
        .selectFrom(booked.unionAll(paid).as('slots'))
        .select((eb) => [
          'slots.slot',
          eb.fn.sum<Figure>('slots.booked').as('booked'),
          eb.fn.sum<Figure>('slots.orders').as('orders'),
        ])
        .groupBy('slots.slot')
        .execute();
    },

    /**
     * The goods most sold in orders paid in [from, to): pieces, then money, then id; named as the catalogue names
     * them now, or as their lines did for goods no longer in it. Only the counted ones are looked up.
     */
    topGoods(from: number, to: number, limit: number) {
      const sold = db
        .selectFrom('order_lines')
        .innerJoin('orders', 'orders.id', 'order_lines.order_id')
        .select((eb) => [
          'order_lines.goods_id',
          eb.fn.sum<Figure>('order_lines.quantity').as('quantity'),
          eb.fn.sum<Figure>('order_lines.amount').as('amount'),
        ])
        .where('orders.paid_at', '>=', from)
        .where('orders.paid_at', '<', to)
        .groupBy('order_lines.goods_id')
        .orderBy('quantity', 'desc')
        .orderBy('amount', 'desc')
        .orderBy('order_lines.goods_id')
        .limit(limit);
      return db
        .selectFrom(sold.as('sold'))
        .leftJoin('goods', 'goods.id', 'sold.goods_id')
        .select((eb) => {
          const onItsLines = (column: 'name' | 'cover') =>
            eb
              .selectFrom('order_lines')
              .select(`order_lines.${column}`)
              .whereRef('order_lines.goods_id', '=', 'sold.goods_id')
              .limit(1)
              .$asScalar();
          return [
            'sold.goods_id',
            'sold.quantity',
            'sold.amount',
            eb.fn.coalesce('goods.name', onItsLines('name')).as('name'),
            eb.fn.coalesce('goods.cover', onItsLines('cover')).as('cover'),
          ];
        })
        .orderBy('sold.quantity', 'desc')
        .orderBy('sold.amount', 'desc')
        .orderBy('sold.goods_id')
        .execute();
    },
  };
}

export type DashboardRepository = ReturnType<typeof dashboardRepository>;
export type DailyBooksRow = Awaited<ReturnType<DashboardRepository['dailyBooks']>>[number];
export type QueuesRow = Awaited<ReturnType<DashboardRepository['queues']>>;
export type SlotRow = Awaited<ReturnType<DashboardRepository['slotsOn']>>[number];
export type TopGoodsRow = Awaited<ReturnType<DashboardRepository['topGoods']>>[number];
