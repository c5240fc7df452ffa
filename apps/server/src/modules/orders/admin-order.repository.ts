import type { AdminOrderSort } from '@ffe/shared/contracts/admin-orders';
import { type OrderStatus, workroomStates } from '@ffe/shared/domain/order-state';
import { type SelectQueryBuilder, sql } from 'kysely';
import { compiledOnce } from '../../db/compiled-once';
import type { Db } from '../../db/connect';
import type { Database } from '../../db/schema';
import { newestFirst, type OrderRow } from './order.repository';

type OrdersQuery = SelectQueryBuilder<Database, 'orders', Record<never, never>>;

/** What the workbench filters orders by; `deliveryDate` null is every day, `courierId` a courier's own deliveries. */
export interface WorkbenchFilter {
  deliveryDate: string | null;
  slot?: string | undefined;
  status?: OrderStatus | undefined;
  district?: string | undefined;
  keyword?: string | undefined;
  paidSince?: number | undefined;
  courierId?: string | undefined;
}

/** What the workbench's rows and its export show of an order: a page reads these, not the order's every column. */
const listedColumns = [
  'id',
  'order_no',
  'status',
  'delivery_date',
  'delivery_slot',
  'recipient_name',
  'recipient_phone',
  'province',
  'city',
  'district',
  'detail',
  'goods_amount',
  'delivery_fee',
  'surcharge',
  'discount_amount',
  'pay_amount',
  'refunded_amount',
  'card_message',
  'card_signature',
  'note',
  'anonymous',
  'sender_name',
  'sender_phone',
  'courier_user_id',
  'courier_name',
  'courier_phone',
  'paid_at',
  'created_at',
  'has_after_sale',
  'attention',
  'subscription_id',
  'subscription_number',
  'subscription_total',
] as const;

/** An order as the workbench's list reads it. */
export type ListedOrderRow = Pick<OrderRow, (typeof listedColumns)[number]>;

/**
 * The orders the filter selects: the query (built only when asked, as SQL compiled once needs none), what names its
 * shape, and its bound values in the order Kysely binds them.
 */
interface Filtered {
  build: () => OrdersQuery;
  shape: string;
  parameters: unknown[];
}

/** Orders the shop makes: a subscription's purchase is never made (decision 061); a literal, so no value is bound. */
const madeOrders = (db: Db) => db.selectFrom('orders').where('kind', '!=', sql.lit('subscription'));

/** The orders the filter selects; the state only when `withStatus` (the tabs count every state). */
function filtered(db: Db, f: WorkbenchFilter, withStatus: boolean): Filtered {
  const wheres: Array<(q: OrdersQuery) => OrdersQuery> = [];
  let shape = '';
  const parameters: unknown[] = [];
  const where = <V>(letter: string, value: V | undefined, add: (q: OrdersQuery, value: V) => OrdersQuery) => {
    if (value === undefined) return;
    wheres.push((q) => add(q, value));
    shape += letter;
    parameters.push(value);
  };
  where('d', f.deliveryDate ?? undefined, (q, v) => q.where('delivery_date', '=', v));
  where('s', f.slot, (q, v) => q.where('delivery_slot', '=', v));
  where('t', withStatus ? f.status : undefined, (q, v) => q.where('status', '=', v));
  where('r', f.district, (q, v) => q.where('district', '=', v));
  where('p', f.paidSince, (q, v) => q.where('paid_at', '>=', v));
  where('c', f.courierId, (q, v) => q.where('courier_user_id', '=', v));
  where('k', f.keyword, (q, keyword) =>
    q.where((eb) =>
      eb.or([
        eb('order_no', '=', keyword),
        eb('recipient_phone', '=', keyword),
        eb('sender_phone', '=', keyword),
        eb('user_id', 'in', eb.selectFrom('users').select('id').where('phone', '=', keyword)),
      ]),
    ),
  );
  // The keyword is bound once for each of the four places it is looked for.
  if (f.keyword !== undefined) parameters.push(f.keyword, f.keyword, f.keyword);
  return { build: () => wheres.reduce((q, add) => add(q), madeOrders(db)), shape, parameters };
}

/** The list's order; the id breaks ties, so pages never repeat or skip a row. Unpaid orders sort as paid at 0. */
function sorted<O>(q: SelectQueryBuilder<Database, 'orders', O>, sort: AdminOrderSort) {
  const desc = sort.startsWith('-');
  const direction = desc ? 'desc' : 'asc';
  switch (sort) {
    case 'slot':
      return q.orderBy('delivery_date').orderBy('delivery_slot').orderBy('created_at').orderBy('id');
    case 'createdAt':
    case '-createdAt':
      return q.orderBy('created_at', direction).orderBy('id', direction);
    case 'paidAt':
    case '-paidAt':
      return q.orderBy(sql`coalesce(paid_at, 0)`, direction).orderBy('id', direction);
    case 'payAmount':
    case '-payAmount':
      return q.orderBy('pay_amount', direction).orderBy('id', direction);
  }
}

/** Queries of the orders workbench: filtered pages and counts, the day sheet, and what the detail adds. */
export function adminOrderRepository(db: Db) {
  // The list's statements (a page and its tabs, its lines) run from SQL compiled once per shape.
  const hot = compiledOnce();
  const hotLines = compiledOnce();

  return {
    transaction: <T>(work: (trx: Db) => Promise<T>) => db.transaction().execute(work),

    /** One page of the filtered orders (how many there are is in `countsByStatus`). */
    async page(filter: WorkbenchFilter, sort: AdminOrderSort, page: number, pageSize: number) {
      const { build, shape, parameters } = filtered(db, filter, true);
      const offset = (page - 1) * pageSize;
      const { rows } = await hot(db, `page:${sort}:${shape}`, [...parameters, pageSize, offset], () =>
        sorted(build().select(listedColumns), sort).limit(pageSize).offset(offset),
      );
      return rows;
    },

    /** The filtered orders counted by state, whatever state the filter names. */
    async countsByStatus(filter: WorkbenchFilter) {
      const { build, shape, parameters } = filtered(db, filter, false);
      const { rows } = await hot(db, `counts:${shape}`, parameters, () =>
        build()
          .select(['status', (eb) => eb.fn.countAll<number | string>().as('count')])
          .groupBy('status'),
      );
      return new Map(rows.map((r) => [r.status, Number(r.count)]));
    },

    /** Every filtered order, in list order, at most `limit`. */
    all: (filter: WorkbenchFilter, sort: AdminOrderSort, limit: number): Promise<ListedOrderRow[]> =>
      sorted(filtered(db, filter, true).build().select(listedColumns), sort)
        .limit(limit)
        .execute(),

    /** Every member's orders, newest first, by state and by order number or recipient phone (the old staff list). */
    pageAll(filter: { status?: OrderStatus | undefined; keyword?: string | undefined }, page: number, size: number) {
      return newestFirst(
        filtered(db, { deliveryDate: null, status: filter.status, keyword: filter.keyword }, true).build(),
        page,
        size,
      );
    },

    /** The day's orders the shop owes a bouquet for, by slot and order time. */
    daySheet: (date: string) =>
      madeOrders(db)
        .selectAll()
        .where('delivery_date', '=', date)
        .where('status', 'in', workroomStates)
        .orderBy('delivery_slot')
        .orderBy('created_at')
        .orderBy('id')
        .execute(),

    /** A courier's deliveries of a day, whatever became of them (the service orders them by the slots' hours). */
    courierDay: (courierId: string, date: string): Promise<ListedOrderRow[]> =>
      db
        .selectFrom('orders')
        .select(listedColumns)
        .where('courier_user_id', '=', courierId)
        .where('delivery_date', '=', date)
        .orderBy('delivery_slot')
        .orderBy('created_at')
        .orderBy('id')
        .execute(),

    /** The districts orders delivered from `date` on went to (read through the delivery date's index). */
    districtsFrom: async (date: string) =>
      (await madeOrders(db).select('district').distinct().where('delivery_date', '>=', date).execute()).map(
        (r) => r.district,
      ),

    /** What the lists show of the lines: names, options and quantities, in the order's order. */
    lineSummaries: async (orderIds: readonly string[]) =>
      orderIds.length === 0
        ? []
        : (
            await hotLines(db, `lines:${orderIds.length}`, orderIds, () =>
              db
                .selectFrom('order_lines')
                .select(['order_id', 'name', 'quantity', 'spec_name', 'sku_name', 'is_add_on'])
                .where('order_id', 'in', orderIds)
                .orderBy('order_id')
                .orderBy('sort'),
            )
          ).rows,

    /** The order's timeline with the name of the staff member of each staff step (their account's name otherwise). */
    eventsWithActors: (orderId: string) =>
      db
        .selectFrom('order_events')
        .leftJoin('staff_members', 'staff_members.user_id', 'order_events.actor_id')
        .leftJoin('users', 'users.id', 'order_events.actor_id')
        .select([
          'order_events.status',
          'order_events.by',
          'order_events.at',
          'order_events.actor_id',
          'order_events.changes',
          'order_events.outcome',
          (eb) => eb.fn.coalesce('staff_members.display_name', 'users.nickname').as('actor_name'),
        ])
        .where('order_events.order_id', '=', orderId)
        .orderBy('order_events.seq')
        .execute(),

    afterSalesOf: (orderId: string) =>
      db
        .selectFrom('after_sales')
        .selectAll()
        .where('order_id', '=', orderId)
        .orderBy('created_at')
        .orderBy('id')
        .execute(),

    /** The buyer and how many orders they have placed. */
    async customerOf(userId: string) {
      const [user, count] = await Promise.all([
        db.selectFrom('users').select(['id', 'nickname', 'phone']).where('id', '=', userId).executeTakeFirst(),
        madeOrders(db)
          .select((eb) => eb.fn.countAll<number | string>().as('count'))
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow(),
      ]);
      return user ? { ...user, orderCount: Number(count.count) } : undefined;
    },

    /** A courier account that may be dispatched to: enabled, with the role courier. */
    courier: (userId: string) =>
      db
        .selectFrom('staff_members')
        .innerJoin('users', 'users.id', 'staff_members.user_id')
        .select([
          'staff_members.user_id',
          'staff_members.display_name',
          'staff_members.phone',
          'users.phone as user_phone',
        ])
        .where('staff_members.user_id', '=', userId)
        .where('staff_members.role', '=', 'courier')
        .where('staff_members.enabled', '=', 1)
        .executeTakeFirst(),

    couriers: () =>
      db
        .selectFrom('staff_members')
        .select(['user_id', 'display_name', 'phone'])
        .where('role', '=', 'courier')
        .where('enabled', '=', 1)
        .orderBy('display_name')
        .orderBy('user_id')
        .execute(),

    /** The buyer's phone, for the order's texts. */
    buyerPhone: async (userId: string) =>
      (await db.selectFrom('users').select('phone').where('id', '=', userId).executeTakeFirst())?.phone ?? null,
  };
}

export type AdminOrderRepository = ReturnType<typeof adminOrderRepository>;
export type OrderEventWithActor = Awaited<ReturnType<AdminOrderRepository['eventsWithActors']>>[number];
export type LineSummaryRow = Awaited<ReturnType<AdminOrderRepository['lineSummaries']>>[number];
export type OrderCustomerRow = NonNullable<Awaited<ReturnType<AdminOrderRepository['customerOf']>>>;
export type AfterSaleRecordRow = Awaited<ReturnType<AdminOrderRepository['afterSalesOf']>>[number];
