import type { Db } from '../../db/connect';

/** What the desk's customer panel reads of a customer: profile, orders, goods, addresses and notes (issue 15). */
export function deskCustomerRepository(db: Db) {
  return {
    customers: (ids: readonly string[]) =>
      ids.length
        ? db
            .selectFrom('users')
            .select(['id', 'role', 'nickname', 'phone', 'avatar', 'created_at'])
            .where('id', 'in', ids)
            .execute()
        : Promise.resolve([]),
    /** The customer's recent orders, newest first. */
    ordersOf: (customerUid: string, limit: number) =>
      db
        .selectFrom('orders')
        .select(['id', 'order_no', 'status', 'pay_amount', 'delivery_date', 'created_at'])
        .where('user_id', '=', customerUid)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute(),

    findOrder: (orderId: string) =>
      db
        .selectFrom('orders')
        .select(['id', 'user_id', 'order_no', 'status', 'pay_amount', 'delivery_date', 'created_at'])
        .where('id', '=', orderId)
        .executeTakeFirst(),

    goods: (ids: readonly string[]) =>
      ids.length
        ? db.selectFrom('goods').select(['id', 'name', 'cover', 'sale_price']).where('id', 'in', ids).execute()
        : Promise.resolve([]),

    addressesOf: (customerUid: string) =>
      db
        .selectFrom('addresses')
        .selectAll()
        .where('user_id', '=', customerUid)
        .orderBy('is_default', 'desc')
        .orderBy('updated_at', 'desc')
        .orderBy('id')
        .execute(),

    notesOf: (customerUid: string) =>
      db
        .selectFrom('customer_notes')
        .selectAll()
        .where('user_id', '=', customerUid)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(50)
        .execute(),

    insertNote: (
      row: { id: string; user_id: string; author_id: string; author_name: string; content: string; created_at: number },
      trx: Db = db,
    ) => trx.insertInto('customer_notes').values(row).execute(),

    /** The language the member chose in the shop; null for a guest or a member who chose none. */
    languageOf: async (uid: string, trx: Db = db) =>
      (await trx.selectFrom('users').select('language').where('id', '=', uid).executeTakeFirst())?.language ?? null,
  };
}

export type DeskCustomerRepository = ReturnType<typeof deskCustomerRepository>;
