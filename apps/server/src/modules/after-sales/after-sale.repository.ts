import type { AfterSaleStatus } from '@ffe/shared/domain/order-state';
import type { Db } from '../../db/connect';
import type { AfterSaleTable } from '../../db/schema';

/** The states in which a request still waits for its end (isAfterSaleOpen, as SQL). */
const OPEN: readonly AfterSaleStatus[] = ['requested', 'approved'];

/** Queries of after-sale requests, each read with the number of its order. */
export function afterSaleRepository(db: Db) {
  const withOrderNo = (trx: Db) =>
    trx
      .selectFrom('after_sales')
      .innerJoin('orders', 'orders.id', 'after_sales.order_id')
      .selectAll('after_sales')
      .select('orders.order_no');

  async function page(
    filter: { userId?: string | undefined; status?: AfterSaleStatus | undefined },
    pageNo: number,
    pageSize: number,
  ) {
    let rows = withOrderNo(db);
    let count = db.selectFrom('after_sales');
    if (filter.userId) {
      rows = rows.where('after_sales.user_id', '=', filter.userId);
      count = count.where('user_id', '=', filter.userId);
    }
    if (filter.status) {
      rows = rows.where('after_sales.status', '=', filter.status);
      count = count.where('status', '=', filter.status);
    }
    const [list, total] = await Promise.all([
      rows
        .orderBy('after_sales.created_at', 'desc')
        .orderBy('after_sales.id', 'desc')
        .limit(pageSize)
        .offset((pageNo - 1) * pageSize)
        .execute(),
      count.select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirstOrThrow(),
    ]);
    return { rows: list, total: Number(total.count) };
  }

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
    pageOwn: (userId: string, pageNo: number, pageSize: number) => page({ userId }, pageNo, pageSize),

    /** Every member's requests for staff, newest first, optionally in one state. */
    pageAll: (status: AfterSaleStatus | undefined, pageNo: number, pageSize: number) =>
      page({ status }, pageNo, pageSize),

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
  };
}

export type AfterSaleRepository = ReturnType<typeof afterSaleRepository>;
export type AfterSaleRow = NonNullable<Awaited<ReturnType<AfterSaleRepository['findById']>>>;
