import type { Db } from '../../db/connect';
import type { SubscriptionChangeTable, SubscriptionDeliveryTable, SubscriptionTable } from '../../db/schema';

export type SubscriptionRow = SubscriptionTable & {
  series_name: string;
  series_name_en: string | null;
  cover: string;
  /** The series' goods' pictures (JSON), whose first stands in for a series without a cover of its own. */
  goods_pictures: string | null;
};
export type DeliveryRow = SubscriptionDeliveryTable;
export type ChangeRow = SubscriptionChangeTable;

/** What the console's list filters by, beyond its tab. */
export interface ConsoleFilter {
  id?: string;
  seriesId?: string;
  weekday?: number;
  district?: string;
}

/** Queries of bought subscriptions, their deliveries and their log; a member's reads are scoped to buyer or owner. */
export function subscriptionRepository(db: Db) {
  const withSeries = (trx: Db) =>
    trx
      .selectFrom('subscriptions as s')
      .innerJoin('subscription_series as r', 'r.id', 's.series_id')
      .leftJoin('goods as g', 'g.id', 'r.goods_id')
      .selectAll('s')
      .select(['r.name as series_name', 'r.name_en as series_name_en', 'r.cover', 'g.pictures as goods_pictures']);

  return {
    transaction: <T>(work: (trx: Db) => Promise<T>) => db.transaction().execute(work),

    /** The member's own, as buyer or owner; undefined for anyone else's. */
    findVisible: (memberId: string, id: string, trx: Db = db): Promise<SubscriptionRow | undefined> =>
      withSeries(trx)
        .where('s.id', '=', id)
        .where((eb) => eb.or([eb('s.user_id', '=', memberId), eb('s.owner_id', '=', memberId)]))
        .executeTakeFirst(),

    findById: (id: string, trx: Db = db): Promise<SubscriptionRow | undefined> =>
      withSeries(trx).where('s.id', '=', id).executeTakeFirst(),

    /** Bought or received by the member and past paying, newest first. */
    listOf: (memberId: string): Promise<SubscriptionRow[]> =>
      withSeries(db)
        .where((eb) => eb.or([eb('s.user_id', '=', memberId), eb('s.owner_id', '=', memberId)]))
        .where('s.status', '!=', 'pending_payment')
        .orderBy('s.created_at', 'desc')
        .orderBy('s.id', 'desc')
        .execute(),

    deliveriesOf: (subscriptionIds: readonly string[], trx: Db = db): Promise<DeliveryRow[]> =>
      subscriptionIds.length === 0
        ? Promise.resolve([])
        : trx
            .selectFrom('subscription_deliveries')
            .selectAll()
            .where('subscription_id', 'in', subscriptionIds)
            .orderBy('date')
            .orderBy('id')
            .execute(),

    changesOf: (subscriptionId: string): Promise<ChangeRow[]> =>
      db
        .selectFrom('subscription_changes')
        .selectAll()
        .where('subscription_id', '=', subscriptionId)
        .orderBy('seq')
        .execute(),

    /** Raises the version and holds the row until the transaction ends, so changes of one subscription queue. */
    async lockForChange(id: string, now: number, trx: Db): Promise<SubscriptionTable | undefined> {
      return trx
        .updateTable('subscriptions')
        .set((eb) => ({ version: eb('version', '+', 1), updated_at: now }))
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
    },

    /** Writes fields of a subscription this transaction holds (`lockForChange`). */
    async update(id: string, version: number, fields: Partial<SubscriptionTable>, trx: Db): Promise<boolean> {
      const result = await trx
        .updateTable('subscriptions')
        .set(fields)
        .where('id', '=', id)
        .where('version', '=', version)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Cancels a plan by its buyer while it can be cancelled; undefined when it no longer can (once). */
    cancelIf: (id: string, buyerId: string, now: number, trx: Db): Promise<SubscriptionTable | undefined> =>
      trx
        .updateTable('subscriptions')
        .set((eb) => ({ status: 'cancelled', cancelled_at: now, updated_at: now, version: eb('version', '+', 1) }))
        .where('id', '=', id)
        .where('user_id', '=', buyerId)
        .where('status', 'in', ['active', 'paused', 'awaiting_claim'])
        .returningAll()
        .executeTakeFirst(),

    addRefunded: (id: string, cents: number, trx: Db) =>
      trx
        .updateTable('subscriptions')
        .set((eb) => ({ refunded_amount: eb('refunded_amount', '+', cents) }))
        .where('id', '=', id)
        .execute(),

    /** Changes a delivery still scheduled and unchanged since it was read; false when it was not. */
    async updateDelivery(
      row: Pick<DeliveryRow, 'id' | 'updated_at'>,
      fields: Partial<Pick<DeliveryRow, 'date' | 'slot' | 'recipient' | 'updated_at'>>,
      trx: Db,
    ): Promise<boolean> {
      const result = await trx
        .updateTable('subscription_deliveries')
        .set(fields)
        .where('id', '=', row.id)
        .where('status', '=', 'scheduled')
        .where('updated_at', '=', row.updated_at)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Cancels every delivery still scheduled, answering the amounts of those it cancelled. */
    cancelScheduled: (subscriptionId: string, now: number, trx: Db) =>
      trx
        .updateTable('subscription_deliveries')
        .set({ status: 'cancelled', updated_at: now })
        .where('subscription_id', '=', subscriptionId)
        .where('status', '=', 'scheduled')
        .returning(['id', 'amount'])
        .execute(),

    /** Appends to the log, numbered after the last (the caller holds the subscription, so numbers never collide). */
    async appendChange(row: Omit<ChangeRow, 'seq'>, trx: Db): Promise<void> {
      const last = await trx
        .selectFrom('subscription_changes')
        .select((eb) => eb.fn.max('seq').as('seq'))
        .where('subscription_id', '=', row.subscription_id)
        .executeTakeFirst();
      await trx
        .insertInto('subscription_changes')
        .values({ ...row, seq: Number(last?.seq ?? 0) + 1 })
        .execute();
    },

    /** The console's page of a tab, newest first, with the buyer's phone and the next date to deliver. */
    consolePage(where: ConsoleWhere, page: number, pageSize: number) {
      return consoleQuery(db, where)
        .leftJoin('users as u', 'u.id', 's.user_id')
        .selectAll('s')
        .select((eb) => [
          'r.name as series_name',
          'u.phone as member_phone',
          eb
            .selectFrom('subscription_deliveries as d')
            .select((e) => e.fn.min('d.date').as('d'))
            .whereRef('d.subscription_id', '=', 's.id')
            .where('d.status', '=', 'scheduled')
            .as('next_date'),
          eb
            .selectFrom('subscription_deliveries as d')
            .select((e) => e.fn.countAll<number | string>().as('n'))
            .whereRef('d.subscription_id', '=', 's.id')
            .where('d.status', '=', 'delivered')
            .as('delivered'),
        ])
        .orderBy('s.created_at', 'desc')
        .orderBy('s.id', 'desc')
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute();
    },

    async consoleCount(where: ConsoleWhere): Promise<number> {
      const row = await consoleQuery(db, where)
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}

/**
 * A console tab as the query reads it: the plans in a state on `today` (a paused plan whose date has come counts as
 * active), and at most how many left to place (the ending tab).
 */
export interface ConsoleWhere extends ConsoleFilter {
  state: 'active' | 'paused' | 'cancelled' | null;
  today: string;
  leftAtMost: number | null;
}

function consoleQuery(db: Db, where: ConsoleWhere) {
  const { today } = where;
  let query = db
    .selectFrom('subscriptions as s')
    .innerJoin('subscription_series as r', 'r.id', 's.series_id')
    .where('s.status', '!=', 'pending_payment');
  if (where.state === 'active') {
    query = query.where((eb) =>
      eb.or([
        eb('s.status', '=', 'active'),
        eb.and([eb('s.status', '=', 'paused'), eb('s.paused_until', '<=', today)]),
      ]),
    );
  }
  if (where.state === 'paused') {
    query = query
      .where('s.status', '=', 'paused')
      .where((eb) => eb.or([eb('s.paused_until', 'is', null), eb('s.paused_until', '>', today)]));
  }
  if (where.state === 'cancelled') query = query.where('s.status', '=', 'cancelled');
  if (where.leftAtMost !== null) {
    const most = where.leftAtMost;
    query = query.where((eb) => eb(eb('s.deliveries_total', '-', eb.ref('s.placed_count')), '<=', most));
  }
  if (where.id) query = query.where('s.id', '=', where.id);
  if (where.seriesId) query = query.where('s.series_id', '=', where.seriesId);
  if (where.weekday) query = query.where('s.weekday', '=', where.weekday);
  if (where.district) query = query.where('s.district', '=', where.district);
  return query;
}

export type SubscriptionRepository = ReturnType<typeof subscriptionRepository>;
export type ConsoleRow = Awaited<ReturnType<SubscriptionRepository['consolePage']>>[number];
