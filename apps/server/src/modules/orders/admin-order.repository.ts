import type { AdminOrderSort } from '@ffe/shared/contracts/admin-orders';
import { type OrderStatus, workroomStates } from '@ffe/shared/domain/order-state';
import { type SelectQueryBuilder, sql } from 'kysely';
import type { Db } from '../../db/connect';
import type { Database } from '../../db/schema';
import { newestFirst } from './order.repository';

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

/** The orders the filter selects; the state only when `withStatus` (the tabs count every state). */
function filtered(db: Db, f: WorkbenchFilter, withStatus: boolean): OrdersQuery {
  let q = db.selectFrom('orders');
  if (f.deliveryDate !== null) q = q.where('delivery_date', '=', f.deliveryDate);
  if (f.slot !== undefined) q = q.where('delivery_slot', '=', f.slot);
  if (withStatus && f.status !== undefined) q = q.where('status', '=', f.status);
  if (f.district !== undefined) q = q.where('district', '=', f.district);
  if (f.paidSince !== undefined) q = q.where('paid_at', '>=', f.paidSince);
  if (f.courierId !== undefined) q = q.where('courier_user_id', '=', f.courierId);
  const keyword = f.keyword;
  if (keyword !== undefined) {
    q = q.where((eb) =>
      eb.or([
        eb('order_no', '=', keyword),
        eb('recipient_phone', '=', keyword),
        eb('user_id', 'in', eb.selectFrom('users').select('id').where('phone', '=', keyword)),
      ]),
    );
  }
  return q;
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
  return {
    transaction: <T>(work: (trx: Db) => Promise<T>) => db.transaction().execute(work),

    /** One page of the filtered orders and how many there are. */
    async page(filter: WorkbenchFilter, sort: AdminOrderSort, page: number, pageSize: number) {
      const base = filtered(db, filter, true);
      const [rows, count] = await Promise.all([
        sorted(base.selectAll(), sort)
          .limit(pageSize)
          .offset((page - 1) * pageSize)
          .execute(),
        base.select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.count) };
    },

    /** The filtered orders counted by state, whatever state the filter names. */
    async countsByStatus(filter: WorkbenchFilter) {
      const rows = await filtered(db, filter, false)
        .select(['status', (eb) => eb.fn.countAll<number | string>().as('count')])
        .groupBy('status')
        .execute();
      return new Map(rows.map((r) => [r.status, Number(r.count)]));
    },

    /** Every filtered order, in list order, at most `limit`. */
    all: (filter: WorkbenchFilter, sort: AdminOrderSort, limit: number) =>
      sorted(filtered(db, filter, true).selectAll(), sort)
        .limit(limit)
        .execute(),

    /** Every member's orders, newest first, by state and by order number or recipient phone (the old staff list). */
    pageAll(filter: { status?: OrderStatus | undefined; keyword?: string | undefined }, page: number, size: number) {
      return newestFirst(
        filtered(db, { deliveryDate: null, status: filter.status, keyword: filter.keyword }, true),
        page,
        size,
      );
    },

    /** The day's orders the shop owes a bouquet for, by slot and order time. */
    daySheet: (date: string) =>
      db
        .selectFrom('orders')
        .selectAll()
        .where('delivery_date', '=', date)
        .where('status', 'in', workroomStates)
        .orderBy('delivery_slot')
        .orderBy('created_at')
        .orderBy('id')
        .execute(),

    /** What the lists show of the lines: names and quantities, in the order's order. */
    lineSummaries: (orderIds: readonly string[]) =>
      orderIds.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('order_lines')
            .select(['order_id', 'name', 'quantity'])
            .where('order_id', 'in', orderIds)
            .orderBy('order_id')
            .orderBy('sort')
            .execute(),

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
        db
          .selectFrom('orders')
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
