import { sql } from 'kysely';
import type { Db } from '../../db/connect';
import type { SubscriptionChangeTable } from '../../db/schema';

/** A scheduled delivery the placing job may look at, with the terms that say when it is due. */
export interface DeliveryCandidate {
  id: string;
  date: string;
  lead_days: number;
  cutoff: string;
}

/** What placing one delivery needs of it, its subscription, series and purchase order. */
export type DeliveryToPlace = Awaited<ReturnType<ReturnType<typeof deliveryPlacingRepository>['toPlace']>>;

/** A placed delivery whose order the job follows (delivered, told the day before). */
export interface PlacedDelivery {
  id: string;
  subscription_id: string;
  date: string;
  number: number | null;
  order_id: string | null;
  member_id: string;
  series_id: string;
  deliveries_total: number;
}

/** Queries of the placing job: which deliveries are due, claiming one, and what the customer is told once. */
export function deliveryPlacingRepository(db: Db) {
  const placedOf = (trx: Db) =>
    trx
      .selectFrom('subscription_deliveries as d')
      .innerJoin('subscriptions as s', 's.id', 'd.subscription_id')
      .where('d.status', '=', 'placed')
      .select([
        'd.id',
        'd.subscription_id',
        'd.date',
        'd.number',
        'd.order_id',
        sql<string>`coalesce(s.owner_id, s.user_id)`.as('member_id'),
        's.series_id',
        's.deliveries_total',
      ]);

  return {
    transaction: <T>(work: (trx: Db) => Promise<T>) => db.transaction().execute(work),

    /** Scheduled deliveries up to `lastDate` of active plans, and of paused ones from the day their pause ends. */
    candidates: (lastDate: string): Promise<DeliveryCandidate[]> =>
      db
        .selectFrom('subscription_deliveries as d')
        .innerJoin('subscriptions as s', 's.id', 'd.subscription_id')
        .where('d.status', '=', 'scheduled')
        .where('d.date', '<=', lastDate)
        .where((eb) =>
          eb.or([
            eb('s.status', '=', 'active'),
            eb.and([
              eb('s.status', '=', 'paused'),
              eb('s.paused_until', 'is not', null),
              eb('d.date', '>=', eb.ref('s.paused_until').$castTo<string>()),
            ]),
          ]),
        )
        .select(['d.id', 'd.date', 's.lead_days', 's.cutoff'])
        .orderBy('d.date')
        .orderBy('d.id')
        .execute(),

    /** Moves one delivery from scheduled to placed; false when another run or process has it. */
    async claim(id: string, at: number, trx: Db): Promise<boolean> {
      const result = await trx
        .updateTable('subscription_deliveries')
        .set({ status: 'placed', updated_at: at })
        .where('id', '=', id)
        .where('status', '=', 'scheduled')
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** Counts one more delivery placed; answers the new count, the delivery's number. */
    async nextNumber(subscriptionId: string, at: number, trx: Db): Promise<number> {
      const row = await trx
        .updateTable('subscriptions')
        .set((eb) => ({ placed_count: eb('placed_count', '+', 1), updated_at: at }))
        .where('id', '=', subscriptionId)
        .returning('placed_count')
        .executeTakeFirstOrThrow();
      return row.placed_count;
    },

    /** The delivery, its plan's terms and recipient, the series' default bouquet and the purchase's pay channel. */
    toPlace: (id: string, trx: Db = db) =>
      trx
        .selectFrom('subscription_deliveries as d')
        .innerJoin('subscriptions as s', 's.id', 'd.subscription_id')
        .innerJoin('subscription_series as r', 'r.id', 's.series_id')
        .leftJoin('orders as o', 'o.id', 's.purchase_order_id')
        .where('d.id', '=', id)
        .select([
          'd.id',
          'd.subscription_id',
          'd.date',
          'd.slot',
          'd.amount',
          'd.recipient',
          's.user_id',
          's.owner_id',
          's.deliveries_total',
          's.card_message',
          's.card_every',
          's.recipient_name',
          's.recipient_phone',
          's.province',
          's.city',
          's.district',
          's.detail',
          's.series_id',
          'r.name as series_name',
          'r.name_en as series_name_en',
          'r.cover as series_cover',
          'r.goods_id as series_goods_id',
          'r.sku_id as series_sku_id',
          'o.pay_channel',
        ])
        .executeTakeFirstOrThrow(),

    /** The florist's bouquet of a series for the week starting on `monday`, if one was set. */
    bouquetOf: (seriesId: string, monday: string, trx: Db) =>
      trx
        .selectFrom('subscription_bouquets')
        .where('series_id', '=', seriesId)
        .where('week', '=', monday)
        .select(['title', 'title_en', 'photo', 'goods_id', 'sku_id'])
        .executeTakeFirst(),

    /** Where the delivery's order landed: its order, number, and its new date when the shop moved it. */
    async placed(
      id: string,
      placed: { orderId: string; number: number; date: string; slot: string; movedFrom: string | null },
      at: number,
      trx: Db,
    ) {
      await trx
        .updateTable('subscription_deliveries')
        .set({
          order_id: placed.orderId,
          number: placed.number,
          date: placed.date,
          slot: placed.slot,
          ...(placed.movedFrom ? { moved_from: placed.movedFrom } : {}),
          updated_at: at,
        })
        .where('id', '=', id)
        .execute();
    },

    /** Adds to a subscription's log, numbered after its last entry (the caller holds the subscription's row). */
    async log(change: Omit<SubscriptionChangeTable, 'id' | 'seq'>, trx: Db) {
      const last = await trx
        .selectFrom('subscription_changes')
        .where('subscription_id', '=', change.subscription_id)
        .select((eb) => eb.fn.max('seq').as('seq'))
        .executeTakeFirst();
      await trx
        .insertInto('subscription_changes')
        .values({ ...change, id: crypto.randomUUID(), seq: Number(last?.seq ?? 0) + 1 })
        .execute();
    },

    /** Holds the subscription's row until the transaction ends (PostgreSQL; SQLite writes one at a time). */
    hold: (subscriptionId: string, at: number, trx: Db) =>
      trx.updateTable('subscriptions').set({ updated_at: at }).where('id', '=', subscriptionId).execute(),

    /** Whether the log already says this of the delivery. */
    async logged(deliveryId: string, kind: string, trx: Db): Promise<boolean> {
      const row = await trx
        .selectFrom('subscription_changes')
        .where('delivery_id', '=', deliveryId)
        .where('kind', '=', kind)
        .select('id')
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Placed deliveries (their orders followed until delivered). */
    placedDeliveries: (): Promise<PlacedDelivery[]> => placedOf(db).execute(),

    /** Placed deliveries on `date` whose customer was not yet told the day before. */
    untoldOn: (date: string): Promise<PlacedDelivery[]> =>
      placedOf(db).where('d.date', '=', date).where('d.told_before_at', 'is', null).execute(),

    /** Claims telling the customer the day before; false when another run told it. */
    async claimToldBefore(id: string, at: number): Promise<boolean> {
      const result = await db
        .updateTable('subscription_deliveries')
        .set({ told_before_at: at })
        .where('id', '=', id)
        .where('told_before_at', 'is', null)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** Marks a placed delivery delivered and claims telling it, once. */
    async markDelivered(id: string, at: number, trx: Db): Promise<boolean> {
      const result = await trx
        .updateTable('subscription_deliveries')
        .set({ status: 'delivered', told_delivered_at: at, updated_at: at })
        .where('id', '=', id)
        .where('status', '=', 'placed')
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** Active or paused plans with at most `left` deliveries still to place and no reminder yet. */
    nearingEnd: (left: number) =>
      db
        .selectFrom('subscriptions as s')
        .where('s.status', 'in', ['active', 'paused'])
        .where('s.end_reminded_at', 'is', null)
        // A plan is near its end once it has begun: a one-delivery plan is not reminded when bought.
        .where('s.placed_count', '>', 0)
        .where((eb) =>
          eb(
            eb
              .selectFrom('subscription_deliveries as d')
              .whereRef('d.subscription_id', '=', 's.id')
              .where('d.status', '=', 'scheduled')
              .select((e) => e.fn.countAll<number>().as('n')),
            '<=',
            left,
          ),
        )
        .select([
          's.id',
          's.series_id',
          's.plan_id',
          's.deliveries_total',
          sql<string>`coalesce(s.owner_id, s.user_id)`.as('member_id'),
        ])
        .execute(),

    /** Claims the end-of-plan reminder; false when another run sent it. */
    async claimEndReminder(id: string, at: number): Promise<boolean> {
      const result = await db
        .updateTable('subscriptions')
        .set({ end_reminded_at: at })
        .where('id', '=', id)
        .where('end_reminded_at', 'is', null)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** Ends active or paused plans none of whose deliveries is still scheduled or placed; answers how many. */
    async endFinished(at: number): Promise<number> {
      const result = await db
        .updateTable('subscriptions')
        .set({ status: 'ended', updated_at: at })
        .where('status', 'in', ['active', 'paused'])
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('subscription_deliveries as d')
                .whereRef('d.subscription_id', '=', 'subscriptions.id')
                .where('d.status', 'in', ['scheduled', 'placed'])
                .select('d.id'),
            ),
          ),
        )
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('subscription_deliveries as d')
              .whereRef('d.subscription_id', '=', 'subscriptions.id')
              .select('d.id'),
          ),
        )
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /** The member's phone for texts, or null. */
    phoneOf: async (memberId: string): Promise<string | null> =>
      (await db.selectFrom('users').where('id', '=', memberId).select('phone').executeTakeFirst())?.phone ?? null,

    /** A series' names, for the notices. */
    seriesName: (id: string) =>
      db.selectFrom('subscription_series').where('id', '=', id).select(['name', 'name_en']).executeTakeFirst(),
  };
}

export type DeliveryPlacingRepository = ReturnType<typeof deliveryPlacingRepository>;
