import type { AfterSaleStatus } from '@ffe/shared/domain/order-state';
import type { Db } from '../../db/connect';
import { pageOf } from '../../db/page';
import type { AfterSaleTable } from '../../db/schema';

/** The states in which a request still waits for its end (isAfterSaleOpen, as SQL). */
const OPEN: readonly AfterSaleStatus[] = ['requested', 'approved'];

/** What the staff queue filters on. */
export interface StaffFilter {
  status?: AfterSaleStatus | undefined;
  /** An order number or a customer's phone, matched whole. */
  keyword?: string | undefined;
}

/** The staff queue's order: a whitelisted field, the direction of its time or amount. */
export interface StaffSort {
  field: 'open' | 'createTime' | 'amount';
  order: 'asc' | 'desc';
}

/** Queries of after-sale requests, each read with the number of its order. */
export function afterSaleRepository(db: Db) {
  const withOrderNo = (trx: Db) =>
    trx
      .selectFrom('after_sales')
      .innerJoin('orders', 'orders.id', 'after_sales.order_id')
      .selectAll('after_sales')
      .select('orders.order_no');

  const page = (userId: string, pageNo: number, pageSize: number) =>
    pageOf(
      db.selectFrom('after_sales').where('user_id', '=', userId),
      withOrderNo(db)
        .where('after_sales.user_id', '=', userId)
        .orderBy('after_sales.created_at', 'desc')
        .orderBy('after_sales.id', 'desc'),
      pageNo,
      pageSize,
    );

  /** Requests joined to their order and customer, for staff. */
  const joinedForStaff = (trx: Db) =>
    trx
      .selectFrom('after_sales')
      .innerJoin('orders', 'orders.id', 'after_sales.order_id')
      .leftJoin('users', 'users.id', 'after_sales.user_id');
  const customerColumns = [
    'orders.order_no',
    'users.nickname as customer_nickname',
    'users.phone as customer_phone',
    // Whether the florist made the order still waiting for the request: its stems may go back to the cooler.
    'orders.status as order_status',
    'orders.preparing_at as order_preparing_at',
  ] as const;

  return {
    /** Runs `work` in one transaction: the request and its order change together or not at all. */
    transaction: <T>(work: (trx: Db) => Promise<T>) => db.transaction().execute(work),

    insert: (row: AfterSaleTable, trx: Db) => trx.insertInto('after_sales').values(row).execute(),

    findById: (id: string, trx: Db = db) => withOrderNo(trx).where('after_sales.id', '=', id).executeTakeFirst(),

    findOwn: (userId: string, id: string, trx: Db = db) =>
      withOrderNo(trx).where('after_sales.id', '=', id).where('after_sales.user_id', '=', userId).executeTakeFirst(),

    /** Whether a request of the order still waits for its end; read after the order row is locked. */
    async hasOpen(orderId: string, trx: Db) {
      const row = await trx
        .selectFrom('after_sales')
        .select('id')
        .where('order_id', '=', orderId)
        .where('status', 'in', OPEN)
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** A member's requests, newest first. */
    pageOwn: page,

    findForStaff: (id: string) =>
      joinedForStaff(db)
        .selectAll('after_sales')
        .select(customerColumns)
        .where('after_sales.id', '=', id)
        .executeTakeFirst(),

    /**
     * Every member's requests for staff: in one state, or of an order number or a customer's phone; sorted by the
     * field asked for (`open`: requested, then approved, then the rest, each by time), ties by id so pages never
     * overlap.
     */
    async pageForStaff(filter: StaffFilter, sort: StaffSort, pageNo: number, pageSize: number) {
      let matching = joinedForStaff(db);
      if (filter.status) matching = matching.where('after_sales.status', '=', filter.status);
      const keyword = filter.keyword;
      if (keyword) {
        matching = matching.where((eb) =>
          eb.or([eb('orders.order_no', '=', keyword), eb('users.phone', '=', keyword)]),
        );
      }
      let rows = matching.selectAll('after_sales').select(customerColumns);
      if (sort.field === 'open') {
        rows = rows.orderBy((eb) =>
          eb
            .case()
            .when('after_sales.status', '=', 'requested')
            .then(0)
            .when('after_sales.status', '=', 'approved')
            .then(1)
            .else(2)
            .end(),
        );
      }
      const sorted = rows
        .orderBy(sort.field === 'amount' ? 'after_sales.amount' : 'after_sales.created_at', sort.order)
        .orderBy('after_sales.id', sort.order);
      return pageOf(matching, sorted, pageNo, pageSize);
    },

    /** Moves the request to `to` only while it is still in `from`, so a withdraw and a decision never both happen. */
    async moveStatus(
      id: string,
      from: AfterSaleStatus,
      to: AfterSaleStatus,
      fields: Partial<Pick<AfterSaleTable, 'staff_note'>>,
      at: number,
      trx: Db = db,
    ) {
      const result = await trx
        .updateTable('after_sales')
        .set({ ...fields, status: to, updated_at: at })
        .where('id', '=', id)
        .where('status', '=', from)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** The named order lines, as requests show them. */
    linesByIds: (ids: readonly string[], trx: Db = db) =>
      trx
        .selectFrom('order_lines')
        .select(['id', 'order_id', 'name', 'name_en', 'spec_name', 'sku_name', 'sku_name_en', 'quantity', 'amount'])
        .where('id', 'in', ids)
        .execute(),
  };
}

export type AfterSaleRepository = ReturnType<typeof afterSaleRepository>;
export type AfterSaleLineRow = Awaited<ReturnType<AfterSaleRepository['linesByIds']>>[number];
export type AfterSaleRow = NonNullable<Awaited<ReturnType<AfterSaleRepository['findById']>>>;
export type StaffAfterSaleRow = NonNullable<Awaited<ReturnType<AfterSaleRepository['findForStaff']>>>;
