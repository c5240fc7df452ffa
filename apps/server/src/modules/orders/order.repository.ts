import { type OrderListTab, type OrderStatus, statusesOfTab } from '@ffe/shared/domain/order-state';
import type { SelectQueryBuilder } from 'kysely';
import type { Db } from '../../db/connect';
import type {
  Database,
  GoodsCommentTable,
  OrderEventTable,
  OrderLineTable,
  OrderTable,
  UserTable,
} from '../../db/schema';

// What selectFrom('orders') builds before anything is selected.
type OrdersQuery = SelectQueryBuilder<Database, 'orders', Record<never, never>>;

/** One page of the orders `base` selects, newest first, and how many it selects in all. */
export async function newestFirst(base: OrdersQuery, page: number, pageSize: number) {
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.count) };
}

/** Queries of orders, their lines, history and delivery slots, and the stock they take. */
export function orderRepository(db: Db) {
  return {
    /** Runs `work` in one transaction: stock, slot, coupon and order are taken together or not at all. */
    transaction: <T>(work: (trx: Db) => Promise<T>) => db.transaction().execute(work),

    /** The goods of an order's lines, with the category and its parent that coupon scopes look at. */
    goodsFor: (ids: readonly string[], trx: Db = db) =>
      trx
        .selectFrom('goods')
        .leftJoin('categories', 'categories.id', 'goods.category_id')
        .select([
          'goods.id',
          'goods.name',
          'goods.name_en',
          'goods.sale_price',
          'goods.stock',
          'goods.status',
          'goods.cover',
          'goods.category_id',
          'categories.parent_id as category_parent_id',
          'goods.spec_name',
          'goods.spec_name_en',
          'goods.is_add_on',
          'goods.add_on_ids',
        ])
        .where('goods.id', 'in', ids)
        .execute(),

    /** The named options, removed ones included: an order or a cart may still name them. */
    skusFor: (ids: readonly string[], trx: Db = db) =>
      trx
        .selectFrom('goods_skus')
        .select(['id', 'goods_id', 'name', 'name_en', 'sale_price', 'stock', 'picture', 'removed_at'])
        .where('id', 'in', ids)
        .execute(),

    /**
     * The named add-ons that are on sale, in no particular order. Read by id alone: given `status = ?` too, SQLite walks
     * the on-sale index instead of the primary key (4 ms a call on 10,000 goods).
     */
    onSaleAddOns: async (ids: readonly string[], trx: Db = db) =>
      (await trx.selectFrom('goods').selectAll().where('id', 'in', ids).execute()).filter(
        (g) => g.is_add_on === 1 && g.status === 'on_sale',
      ),

    /** Takes `quantity` from a live option's stock only if that much is left: no oversell per option. */
    async reserveSkuStock(skuId: string, goodsId: string, quantity: number, trx: Db) {
      const result = await trx
        .updateTable('goods_skus')
        .set((eb) => ({ stock: eb('stock', '-', quantity) }))
        .where('id', '=', skuId)
        .where('goods_id', '=', goodsId)
        .where('removed_at', 'is', null)
        .where('stock', '>=', quantity)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** Gives stock back to an option; true when the option is live (so the goods' total takes it back too). */
    async returnSkuStock(skuId: string, quantity: number, trx: Db) {
      const live = await trx
        .updateTable('goods_skus')
        .set((eb) => ({ stock: eb('stock', '+', quantity) }))
        .where('id', '=', skuId)
        .where('removed_at', 'is', null)
        .executeTakeFirst();
      if (live.numUpdatedRows > 0n) return true;
      await trx
        .updateTable('goods_skus')
        .set((eb) => ({ stock: eb('stock', '+', quantity) }))
        .where('id', '=', skuId)
        .execute();
      return false;
    },

    addSkuSales: (skuId: string, quantity: number, trx: Db) =>
      trx
        .updateTable('goods_skus')
        .set((eb) => ({ sales: eb('sales', '+', quantity) }))
        .where('id', '=', skuId)
        .execute(),

    /**
     * Takes `quantity` from the stock only if that much is left of an on-sale goods: no oversell. `sold` says whether
     * the lines named options, so a goods that gained or lost its options since the quote is not sold the other way.
     * Stock changes leave `updated_at` alone, except the last one sold: the search index lists sold-out goods last and
     * is rebuilt when `updated_at` moves, and rebuilding it after every order would cost more than the orders.
     */
    async reserveStock(goodsId: string, quantity: number, trx: Db, sold: 'inOptions' | 'plain' = 'plain') {
      const result = await trx
        .updateTable('goods')
        .set((eb) => ({
          stock: eb('stock', '-', quantity),
          updated_at: eb.case().when('stock', '=', quantity).then(Date.now()).else(eb.ref('updated_at')).end(),
        }))
        .where('id', '=', goodsId)
        .where('status', '=', 'on_sale')
        .where('stock', '>=', quantity)
        .where('spec_name', sold === 'plain' ? 'is' : 'is not', null)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /**
     * Gives stock back to the goods' own total; a goods that gained options since keeps its total their sum. A goods
     * that was sold out moves `updated_at`, so the search index lists it with those that can be bought again.
     */
    returnStock: (goodsId: string, quantity: number, trx: Db, sold: 'inOptions' | 'plain' = 'plain') => {
      let query = trx
        .updateTable('goods')
        .set((eb) => ({
          stock: eb('stock', '+', quantity),
          updated_at: eb.case().when('stock', '<=', 0).then(Date.now()).else(eb.ref('updated_at')).end(),
        }))
        .where('id', '=', goodsId);
      if (sold === 'plain') query = query.where('spec_name', 'is', null);
      return query.execute();
    },

    addSales: (goodsId: string, quantity: number, trx: Db) =>
      trx
        .updateTable('goods')
        .set((eb) => ({ sales: eb('sales', '+', quantity) }))
        .where('id', '=', goodsId)
        .execute(),

    /**
     * Books one order into a slot only while it is below capacity, in one statement: the first order of a slot inserts
     * its row, later ones count up only while the row is below capacity.
     */
    async bookSlot(date: string, slot: string, capacity: number, trx: Db) {
      const result = await trx
        .insertInto('delivery_slot_loads')
        .values({ delivery_date: date, slot, booked: 1 })
        .onConflict((c) =>
          c
            .columns(['delivery_date', 'slot'])
            .doUpdateSet((eb) => ({ booked: eb('delivery_slot_loads.booked', '+', 1) }))
            .where('delivery_slot_loads.booked', '<', capacity),
        )
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
    },

    releaseSlot: (date: string, slot: string, trx: Db) =>
      trx
        .updateTable('delivery_slot_loads')
        .set((eb) => ({ booked: eb('booked', '-', 1) }))
        .where('delivery_date', '=', date)
        .where('slot', '=', slot)
        .where('booked', '>', 0)
        .execute(),

    slotLoads: (dates: readonly string[], trx: Db = db) =>
      trx.selectFrom('delivery_slot_loads').selectAll().where('delivery_date', 'in', dates).execute(),

    insertOrder: (row: OrderTable, trx: Db) => trx.insertInto('orders').values(row).execute(),
    insertLines: (rows: OrderLineTable[], trx: Db) => trx.insertInto('order_lines').values(rows).execute(),
    /**
     * Adds a step to the order's timeline, numbered after its last one. Callers have moved the order by a conditional
     * update in the same transaction, which holds its row, so two steps of one order never take the same number (and
     * the unique index refuses it if they ever did).
     */
    async insertEvent(
      row: Omit<OrderEventTable, 'seq' | 'actor_id' | 'changes' | 'outcome'> & {
        seq?: number;
        actor_id?: string | null;
        changes?: string | null;
        outcome?: OrderEventTable['outcome'];
      },
      trx: Db,
    ) {
      // An order's first step needs no look-up.
      if (row.seq !== undefined) {
        await trx
          .insertInto('order_events')
          .values({ ...row, seq: row.seq })
          .execute();
        return;
      }
      const last = await trx
        .selectFrom('order_events')
        .select((eb) => eb.fn.coalesce(eb.fn.max('seq'), eb.lit(0)).as('seq'))
        .where('order_id', '=', row.order_id)
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('order_events')
        .values({ ...row, seq: Number(last.seq) + 1 })
        .execute();
    },

    findByKey: (userId: string, key: string, trx: Db = db) =>
      trx
        .selectFrom('orders')
        .selectAll()
        .where('user_id', '=', userId)
        .where('idempotency_key', '=', key)
        .executeTakeFirst(),

    findOwn: (userId: string, id: string, trx: Db = db) =>
      trx.selectFrom('orders').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst(),

    findById: (id: string, trx: Db = db) =>
      trx.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst(),

    linesOf: (orderIds: readonly string[], trx: Db = db) =>
      trx.selectFrom('order_lines').selectAll().where('order_id', 'in', orderIds).orderBy('sort').execute(),

    eventsOf: (orderIds: readonly string[], trx: Db = db) =>
      trx.selectFrom('order_events').selectAll().where('order_id', 'in', orderIds).orderBy('seq').execute(),

    afterSalesOf: (orderIds: readonly string[], trx: Db = db) =>
      trx
        .selectFrom('after_sales')
        .select(['id', 'order_id', 'status', 'amount', 'created_at'])
        .where('order_id', 'in', orderIds)
        .orderBy('created_at')
        .execute(),

    /** A member's orders on one tab of the list, newest first, and how many there are. */
    async pageOwn(userId: string, tab: OrderListTab, page: number, pageSize: number) {
      // A subscription's purchase is shown on its subscription's page, not among the orders (decision 061).
      let base = db.selectFrom('orders').where('user_id', '=', userId).where('kind', '!=', 'subscription');
      // The after-sale tab lists orders that ever had a request, whatever their state.
      if (tab === 'after_sale') base = base.where('has_after_sale', '=', 1);
      else if (tab !== 'all') base = base.where('status', 'in', statusesOfTab(tab));
      return newestFirst(base, page, pageSize);
    },

    /** The member's orders counted by state, and those with after-sale. */
    async countsOf(userId: string) {
      const [byStatus, afterSale] = await Promise.all([
        db
          .selectFrom('orders')
          .select(['status', (eb) => eb.fn.countAll<number | string>().as('count')])
          .where('user_id', '=', userId)
          .where('kind', '!=', 'subscription')
          .groupBy('status')
          .execute(),
        db
          .selectFrom('orders')
          .select((eb) => eb.fn.countAll<number | string>().as('count'))
          .where('user_id', '=', userId)
          .where('kind', '!=', 'subscription')
          .where('has_after_sale', '=', 1)
          .executeTakeFirstOrThrow(),
      ]);
      const counts = new Map(byStatus.map((r) => [r.status, Number(r.count)]));
      return { byStatus: counts, afterSale: Number(afterSale.count) };
    },

    /**
     * Moves the order to `to` only while it is still in one of `from`: the one conditional update every state change
     * goes through, so two racing changes never both happen.
     */
    async moveStatus(
      id: string,
      from: readonly OrderStatus[],
      to: OrderStatus,
      fields: Partial<Omit<OrderTable, 'id' | 'status'>>,
      at: number,
      trx: Db,
      extra: { payAmount?: number } = {},
    ) {
      let query = trx
        .updateTable('orders')
        .set({ ...fields, status: to, updated_at: at })
        .where('id', '=', id)
        .where('status', 'in', from);
      if (extra.payAmount !== undefined) query = query.where('pay_amount', '=', extra.payAmount);
      const result = await query.executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /**
     * Changes where, when and with what card an order goes, only while it is still in `from` (the customer's change:
     * paid, so a florist who started meanwhile wins; staff's: any state before delivered). Answers whether it did.
     */
    async changePaid(
      id: string,
      fields: Partial<
        Pick<
          OrderTable,
          | 'recipient_name'
          | 'recipient_phone'
          | 'province'
          | 'city'
          | 'district'
          | 'detail'
          | 'delivery_date'
          | 'delivery_slot'
          | 'card_message'
        >
      >,
      at: number,
      trx: Db,
      from: readonly OrderStatus[] = ['paid'],
    ) {
      const result = await trx
        .updateTable('orders')
        .set({ ...fields, updated_at: at })
        .where('id', '=', id)
        .where('status', 'in', from)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** Counts a refund against the order, never past what was paid. */
    async addRefunded(id: string, cents: number, at: number, trx: Db) {
      const result = await trx
        .updateTable('orders')
        .set((eb) => ({ refunded_amount: eb('refunded_amount', '+', cents), updated_at: at }))
        .where('id', '=', id)
        .where((eb) => eb('refunded_amount', '<=', eb('pay_amount', '-', cents)))
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    markAfterSale: (id: string, trx: Db) =>
      trx.updateTable('orders').set({ has_after_sale: 1 }).where('id', '=', id).execute(),

    /** Ids of orders in `status` whose `column` passed `before`: the scheduler's candidates, oldest first. */
    dueIn: (
      status: OrderStatus,
      column: 'pay_deadline' | 'dispatched_at' | 'received_at',
      before: number,
      limit: number,
    ) =>
      db
        .selectFrom('orders')
        .select('id')
        .where('status', '=', status)
        .where(column, '<=', before)
        .orderBy(column)
        .limit(limit)
        .execute(),

    /** Marks a line commented only once; false when it already was. */
    async markLineCommented(lineId: string, orderId: string, trx: Db) {
      const result = await trx
        .updateTable('order_lines')
        .set({ commented: 1 })
        .where('id', '=', lineId)
        .where('order_id', '=', orderId)
        .where('commented', '=', 0)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    insertComment: (row: GoodsCommentTable, trx: Db) => trx.insertInto('goods_comments').values(row).execute(),

    commenter: (userId: string, trx: Db = db) =>
      trx.selectFrom('users').select(['nickname', 'avatar']).where('id', '=', userId).executeTakeFirst() as Promise<
        Pick<UserTable, 'nickname' | 'avatar'> | undefined
      >,
  };
}

export type OrderRepository = ReturnType<typeof orderRepository>;
export type OrderRow = NonNullable<Awaited<ReturnType<OrderRepository['findById']>>>;
export type OrderLineRow = Awaited<ReturnType<OrderRepository['linesOf']>>[number];
export type OrderEventRow = Awaited<ReturnType<OrderRepository['eventsOf']>>[number];
export type OrderAfterSaleRow = Awaited<ReturnType<OrderRepository['afterSalesOf']>>[number];
export type OrderGoodsRow = Awaited<ReturnType<OrderRepository['goodsFor']>>[number];
export type OrderSkuRow = Awaited<ReturnType<OrderRepository['skusFor']>>[number];
