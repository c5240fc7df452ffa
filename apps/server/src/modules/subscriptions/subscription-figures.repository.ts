import { sql } from 'kysely';
import type { Db } from '../../db/connect';

/** Counts and sums over subscriptions and their deliveries for the console (cents, epoch ms). */
export function subscriptionFiguresRepository(db: Db) {
  const countOf = async (query: Promise<{ n: number | string | bigint } | undefined>) => Number((await query)?.n ?? 0);

  return {
    /** Deliveries not cancelled from `from` to `to`, counted per date and series. */
    dayCounts: (from: string, to: string) =>
      db
        .selectFrom('subscription_deliveries as d')
        .innerJoin('subscriptions as s', 's.id', 'd.subscription_id')
        .innerJoin('subscription_series as r', 'r.id', 's.series_id')
        .where('d.date', '>=', from)
        .where('d.date', '<=', to)
        .where('d.status', '!=', 'cancelled')
        .groupBy(['d.date', 's.series_id', 'r.name', 'r.sort'])
        .select(['d.date', 's.series_id', 'r.name', (eb) => eb.fn.countAll<number | string>().as('count')])
        .orderBy('d.date')
        .orderBy('r.sort')
        .orderBy('s.series_id')
        .execute(),

    active: () =>
      countOf(
        db
          .selectFrom('subscriptions')
          .where('status', '=', 'active')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirst(),
      ),

    /** Plans whose purchase was paid from `start` to before `end` (the purchase logs it once). */
    paidBetween: (start: number, end: number) =>
      countOf(
        db
          .selectFrom('subscription_changes')
          .where('kind', '=', 'paid')
          .where('at', '>=', start)
          .where('at', '<', end)
          .select((eb) => eb.fn.count<number>('subscription_id').distinct().as('n'))
          .executeTakeFirst(),
      ),

    cancelledBetween: (start: number, end: number) =>
      countOf(
        db
          .selectFrom('subscriptions')
          .where('cancelled_at', '>=', start)
          .where('cancelled_at', '<', end)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirst(),
      ),

    /** The shares of the deliveries placed from `start` to before `end` (the job logs each placing once). */
    placedSharesBetween: (start: number, end: number) =>
      countOf(
        db
          .selectFrom('subscription_deliveries as d')
          .innerJoin('subscription_changes as c', (join) =>
            join.onRef('c.delivery_id', '=', 'd.id').on('c.kind', '=', 'placed'),
          )
          .where('c.at', '>=', start)
          .where('c.at', '<', end)
          .select(sql<number>`coalesce(sum(d.amount), 0)`.as('n'))
          .executeTakeFirst(),
      ),

    /** The shares still scheduled of active or paused plans. */
    deferredShares: () =>
      countOf(
        db
          .selectFrom('subscription_deliveries as d')
          .innerJoin('subscriptions as s', 's.id', 'd.subscription_id')
          .where('d.status', '=', 'scheduled')
          .where('s.status', 'in', ['active', 'paused'])
          .select(sql<number>`coalesce(sum(d.amount), 0)`.as('n'))
          .executeTakeFirst(),
      ),

    /** Scheduled deliveries of live plans the job logged as unplaceable. */
    unplaced: () =>
      countOf(
        db
          .selectFrom('subscription_deliveries as d')
          .innerJoin('subscriptions as s', 's.id', 'd.subscription_id')
          .where('d.status', '=', 'scheduled')
          .where('s.status', 'in', ['active', 'paused'])
          .where((eb) =>
            eb.exists(
              eb
                .selectFrom('subscription_changes as c')
                .whereRef('c.delivery_id', '=', 'd.id')
                .where('c.kind', '=', 'unplaced')
                .select('c.id'),
            ),
          )
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirst(),
      ),
  };
}

export type SubscriptionFiguresRepository = ReturnType<typeof subscriptionFiguresRepository>;
