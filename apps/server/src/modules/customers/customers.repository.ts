import { CUSTOMER_DETAIL_RECENT } from '@ffe/shared/contracts/admin-customers';
import { sql } from 'kysely';
import type { Db } from '../../db/connect';
import { contains } from '../../db/contains';
import { pageOf } from '../../db/page';
import type { CustomerNoteTable } from '../../db/schema';

/** Which customers the console's list shows. */
export interface CustomerFilter {
  keyword?: string | undefined;
  disabled?: boolean | undefined;
}

/** Digits typed in the search box look for a phone; fewer than 4 would match nearly everyone. */
const PHONE_DIGITS = /^\d{4,11}$/;

/** Notes shown on the customer page, newest first. */
const NOTES_SHOWN = 100;

const customerColumns = ['id', 'nickname', 'phone', 'avatar', 'gender', 'created_at', 'disabled_at'] as const;

/** Customers (`users` of role customer) as the console reads them, their figures, notes and the disable switch. */
export function customerRepository(db: Db) {
  /** Orders count towards figures once paid; a refund takes its amount back off. */
  const figures = (trx: Db, userIds: readonly string[]) =>
    trx
      .selectFrom('orders')
      .select((eb) => [
        'user_id',
        eb.fn.countAll<number | string>().as('order_count'),
        eb.fn
          .sum<number | string | null>(
            eb
              .case()
              .when('paid_at', 'is not', null)
              .then(eb('pay_amount', '-', eb.ref('refunded_amount')))
              .else(0)
              .end(),
          )
          .as('total_spent'),
        eb.fn.min<number | string | null>('created_at').as('first_order_at'),
        eb.fn.max<number | string | null>('created_at').as('last_order_at'),
      ])
      .where('user_id', 'in', userIds.length ? [...userIds] : [''])
      // A subscription's money is counted through its delivery orders, its purchase never (decision 061).
      .where('kind', '!=', 'subscription')
      .groupBy('user_id')
      .execute();

  return {
    transaction: <T>(work: (trx: Db) => Promise<T>) => db.transaction().execute(work),

    /** One page of customers, newest members first (ties by id, so pages never overlap). */
    async page(filter: CustomerFilter, pageNo: number, pageSize: number) {
      let matching = db.selectFrom('users').where('role', '=', 'customer');
      const keyword = filter.keyword;
      if (keyword) {
        matching = matching.where((eb) =>
          eb.or([
            contains(sql<string>`lower(${eb.ref('nickname')})`, keyword.toLowerCase()),
            ...(PHONE_DIGITS.test(keyword) ? [contains(eb.ref('phone'), keyword)] : []),
          ]),
        );
      }
      if (filter.disabled !== undefined) {
        matching = matching.where('disabled_at', filter.disabled ? 'is not' : 'is', null);
      }
      const sorted = matching.select(customerColumns).orderBy('created_at', 'desc').orderBy('id', 'desc');
      return pageOf(matching, sorted, pageNo, pageSize);
    },

    findCustomer: (id: string, trx: Db = db) =>
      trx
        .selectFrom('users')
        .select(customerColumns)
        .where('id', '=', id)
        .where('role', '=', 'customer')
        .executeTakeFirst(),

    /** Orders, money and first and last order of each customer named (customers without orders are absent). */
    figures: (userIds: readonly string[], trx: Db = db) => figures(trx, userIds),

    recentOrders: (userId: string) =>
      db
        .selectFrom('orders')
        .select(['id', 'order_no', 'status', 'pay_amount', 'refunded_amount', 'created_at'])
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(CUSTOMER_DETAIL_RECENT)
        .execute(),

    async afterSales(userId: string) {
      const matching = db.selectFrom('after_sales').where('after_sales.user_id', '=', userId);
      const sorted = matching
        .leftJoin('orders', 'orders.id', 'after_sales.order_id')
        .select([
          'after_sales.id',
          'after_sales.order_id',
          'orders.order_no',
          'after_sales.kind',
          'after_sales.status',
          'after_sales.amount',
          'after_sales.reason',
          'after_sales.created_at',
        ])
        .orderBy('after_sales.created_at', 'desc')
        .orderBy('after_sales.id', 'desc');
      return pageOf(matching, sorted, 1, CUSTOMER_DETAIL_RECENT);
    },

    async coupons(userId: string) {
      const matching = db.selectFrom('coupons').where('coupons.user_id', '=', userId);
      const sorted = matching
        .innerJoin('coupon_templates', 'coupon_templates.id', 'coupons.template_id')
        .select([
          'coupons.id',
          'coupons.status',
          'coupons.expires_at',
          'coupons.claimed_at',
          'coupon_templates.name',
          'coupon_templates.kind',
          'coupon_templates.amount_off',
          'coupon_templates.percent_off',
          'coupon_templates.min_spend',
        ])
        .orderBy('coupons.claimed_at', 'desc')
        .orderBy('coupons.id', 'desc');
      return pageOf(matching, sorted, 1, CUSTOMER_DETAIL_RECENT);
    },

    addresses: (userId: string) =>
      db
        .selectFrom('addresses')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('is_default', 'desc')
        .orderBy('updated_at', 'desc')
        .execute(),

    notes: (userId: string) =>
      db
        .selectFrom('customer_notes')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(NOTES_SHOWN)
        .execute(),

    insertNote: (row: CustomerNoteTable, trx: Db) => trx.insertInto('customer_notes').values(row).execute(),

    /** The name a note is signed with: the team name, else the account's nickname. */
    async authorName(userId: string, trx: Db = db) {
      const row = await trx
        .selectFrom('users')
        .leftJoin('staff_members', 'staff_members.user_id', 'users.id')
        .select(['staff_members.display_name', 'users.nickname', 'users.username'])
        .where('users.id', '=', userId)
        .executeTakeFirst();
      return row?.display_name ?? row?.username ?? row?.nickname ?? userId;
    },

    /** Switches the customer off or on, only if not already so; false when nothing changed. */
    async setDisabled(id: string, disabledAt: number | null, at: number, trx: Db) {
      const result = await trx
        .updateTable('users')
        .set({ disabled_at: disabledAt, updated_at: at })
        .where('id', '=', id)
        .where('role', '=', 'customer')
        .where('disabled_at', disabledAt === null ? 'is not' : 'is', null)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** Whether the account is kept out (asked as a token is issued). */
    async isDisabled(id: string) {
      const row = await db.selectFrom('users').select('disabled_at').where('id', '=', id).executeTakeFirst();
      return row?.disabled_at != null;
    },
  };
}

export type CustomerRepository = ReturnType<typeof customerRepository>;
export type CustomerRow = NonNullable<Awaited<ReturnType<CustomerRepository['findCustomer']>>>;
export type CustomerFigures = Awaited<ReturnType<CustomerRepository['figures']>>[number];
