import type { OrderStatus } from '@ffe/shared/domain/order-state';
import type { Db } from '../../db/connect';
import type { SubscriptionChangeTable, SubscriptionDeliveryTable, SubscriptionTable } from '../../db/schema';

export type SubscriptionRow = SubscriptionTable;
export type DeliveryRow = SubscriptionDeliveryTable;

/** The queries of buying, paying for and claiming a subscription; no rules live here. */
export function purchaseRepository(db: Db) {
  return {
    transaction: <T>(work: (trx: Db) => Promise<T>) => db.transaction().execute(work),

    findByKey: (userId: string, key: string, trx: Db = db) =>
      trx
        .selectFrom('subscriptions')
        .selectAll()
        .where('user_id', '=', userId)
        .where('idempotency_key', '=', key)
        .executeTakeFirst(),

    findById: (id: string, trx: Db = db) =>
      trx.selectFrom('subscriptions').selectAll().where('id', '=', id).executeTakeFirst(),

    findByPurchaseOrder: (orderId: string, trx: Db = db) =>
      trx.selectFrom('subscriptions').selectAll().where('purchase_order_id', '=', orderId).executeTakeFirst(),

    findByTokenHash: (hash: string, trx: Db = db) =>
      trx.selectFrom('subscriptions').selectAll().where('gift_token_hash', '=', hash).executeTakeFirst(),

    insert: (row: SubscriptionRow, trx: Db = db) => trx.insertInto('subscriptions').values(row).execute(),

    /** Moves the subscription on only from `from`; false when another process (or a claim) moved it first. */
    async moveFrom(
      id: string,
      from: SubscriptionRow['status'],
      changes: Partial<SubscriptionRow>,
      trx: Db = db,
      tokenHash?: string,
    ) {
      let update = trx
        .updateTable('subscriptions')
        .set((eb) => ({ ...changes, version: eb('version', '+', 1) }))
        .where('id', '=', id)
        .where('status', '=', from);
      if (tokenHash !== undefined) update = update.where('gift_token_hash', '=', tokenHash);
      const result = await update.executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    insertDeliveries: (rows: readonly DeliveryRow[], trx: Db = db) =>
      rows.length === 0
        ? Promise.resolve()
        : trx
            .insertInto('subscription_deliveries')
            .values([...rows])
            .execute(),

    /** Appends to the subscription's log as its next `seq` (unique per subscription). */
    async addChange(row: Omit<SubscriptionChangeTable, 'seq'>, trx: Db) {
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

    /** Subscriptions still waiting for payment whose purchase order is in one of `orderStatuses`. */
    pendingWithOrderIn: (orderStatuses: readonly OrderStatus[], limit: number, trx: Db = db) =>
      trx
        .selectFrom('subscriptions as s')
        .innerJoin('orders as o', 'o.id', 's.purchase_order_id')
        .select(['s.id', 's.purchase_order_id', 'o.status as order_status'])
        .where('s.status', '=', 'pending_payment')
        .where('o.status', 'in', [...orderStatuses])
        .limit(limit)
        .execute(),

    /** The purchase order's state and pay channel. */
    purchaseOrder: (orderId: string, trx: Db = db) =>
      trx.selectFrom('orders').select(['id', 'status', 'pay_channel']).where('id', '=', orderId).executeTakeFirst(),
  };
}

export type PurchaseRepository = ReturnType<typeof purchaseRepository>;
