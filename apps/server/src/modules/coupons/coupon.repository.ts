import type { Db } from '../../db/connect';
import { lockMember } from '../../db/lock-member';
import type { CouponTable } from '../../db/schema';

/** Which of a member's coupons a list shows; `expired` and the unused tab are decided by the clock. */
/** A category's or goods' name in both languages, for a coupon's scope. */
export type ScopeName = { name: string; nameEn: string | null };

export type CouponFilter = 'unusedOrHeld' | 'unused' | 'used' | 'expired';

/** Queries of coupon templates and the coupons members hold; member coupons are always scoped to the member. */
export function couponRepository(db: Db) {
  /** A member's coupons with the terms of their template, as every coupon answer needs them. */
  const couponsWithTerms = (trx: Db) =>
    trx
      .selectFrom('coupons as c')
      .innerJoin('coupon_templates as t', 't.id', 'c.template_id')
      .select([
        'c.id',
        'c.template_id',
        'c.user_id',
        'c.status',
        'c.order_id',
        'c.starts_at',
        'c.expires_at',
        'c.claimed_at',
        'c.used_at',
        't.name',
        't.name_en',
        't.kind',
        't.amount_off',
        't.percent_off',
        't.max_off',
        't.min_spend',
        't.scope',
        't.scope_ids',
      ]);

  const ofMemberIn = (memberId: string, filter: CouponFilter, at: number, trx: Db) => {
    const query = couponsWithTerms(trx).where('c.user_id', '=', memberId);
    switch (filter) {
      case 'unusedOrHeld':
        return query.where((eb) =>
          eb.or([eb.and([eb('c.status', '=', 'unused'), eb('c.expires_at', '>', at)]), eb('c.status', '=', 'held')]),
        );
      case 'unused':
        return query.where('c.status', '=', 'unused').where('c.expires_at', '>', at);
      case 'used':
        return query.where('c.status', '=', 'used');
      case 'expired':
        return query.where('c.status', '=', 'unused').where('c.expires_at', '<=', at);
    }
  };

  return {
    /** Runs `work` in one transaction, so a claim's count, quantity and insert stand or fall together. */
    transaction: <T>(work: (trx: Db) => Promise<T>) => db.transaction().execute(work),

    /** Holds the member's row until the transaction ends: see `lockMember`. */
    lockMember: (memberId: string, trx: Db = db) => lockMember(trx, memberId),

    findTemplate: (id: string, trx: Db = db) =>
      trx.selectFrom('coupon_templates').selectAll().where('id', '=', id).executeTakeFirst(),

    /** Public templates whose window has not ended at `at`, in the shop's order. */
    publicTemplatesOpenAt: (at: number, trx: Db = db) =>
      trx
        .selectFrom('coupon_templates')
        .selectAll()
        .where('audience', '=', 'public')
        .where('ended_at', 'is', null)
        .where((eb) => eb.or([eb('valid_until', 'is', null), eb('valid_until', '>', at)]))
        .orderBy('sort')
        .orderBy('id')
        .execute(),

    /** Every template given to new members, in a fixed order so concurrent grants lock rows alike. */
    newMemberTemplates: (trx: Db = db) =>
      trx
        .selectFrom('coupon_templates')
        .selectAll()
        .where('audience', '=', 'new_member')
        .where('ended_at', 'is', null)
        .orderBy('id')
        .execute(),

    /** How many coupons of each of these templates the member has ever claimed, whatever became of them. */
    async claimedBy(memberId: string, templateIds: readonly string[], trx: Db = db): Promise<Map<string, number>> {
      if (templateIds.length === 0) return new Map();
      const rows = await trx
        .selectFrom('coupons')
        .select(['template_id', (eb) => eb.fn.countAll<number | string>().as('count')])
        .where('user_id', '=', memberId)
        .where('template_id', 'in', templateIds)
        .groupBy('template_id')
        .execute();
      return new Map(rows.map((r) => [r.template_id, Number(r.count)]));
    },

    /**
     * Takes one coupon off the template's stock; false when none is left or staff ended it. The guard sits in the
     * UPDATE itself, so concurrent claims queue on the row and never pass the total.
     */
    async takeOne(templateId: string, trx: Db = db): Promise<boolean> {
      const result = await trx
        .updateTable('coupon_templates')
        .set((eb) => ({ claimed_count: eb('claimed_count', '+', 1) }))
        .where('id', '=', templateId)
        .where('ended_at', 'is', null)
        .whereRef('claimed_count', '<', 'total_quantity')
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    insertCoupon: (row: CouponTable, trx: Db = db) => trx.insertInto('coupons').values(row).execute(),

    findOwn: (memberId: string, id: string, trx: Db = db) =>
      couponsWithTerms(trx).where('c.id', '=', id).where('c.user_id', '=', memberId).executeTakeFirst(),

    /** One page of the member's coupons in `filter`, newest claim first. */
    async pageOf(memberId: string, filter: CouponFilter, at: number, page: number, pageSize: number, trx: Db = db) {
      const [rows, count] = await Promise.all([
        ofMemberIn(memberId, filter, at, trx)
          .orderBy('c.claimed_at', 'desc')
          .orderBy('c.id', 'desc')
          .limit(pageSize)
          .offset((page - 1) * pageSize)
          .execute(),
        ofMemberIn(memberId, filter, at, trx)
          .clearSelect()
          .select((eb) => eb.fn.countAll<number | string>().as('total'))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.total) };
    },

    /** Every one of the member's coupons in `filter`, expiring first. */
    /** The English names of the templates the given coupons were made from, where written. */
    englishNamesOf: (couponIds: readonly string[]) =>
      db
        .selectFrom('coupons as c')
        .innerJoin('coupon_templates as t', 't.id', 'c.template_id')
        .select(['c.id', 't.name_en'])
        .where('c.id', 'in', couponIds)
        .where('t.name_en', 'is not', null)
        .execute(),

    allOf: (memberId: string, filter: CouponFilter, at: number, trx: Db = db) =>
      ofMemberIn(memberId, filter, at, trx).orderBy('c.expires_at').orderBy('c.id').execute(),

    async countOf(memberId: string, filter: CouponFilter, at: number, trx: Db = db): Promise<number> {
      const row = await ofMemberIn(memberId, filter, at, trx)
        .clearSelect()
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** Names (Chinese and English) of these categories, by id. */
    async categoryNames(ids: readonly string[], trx: Db = db): Promise<Map<string, ScopeName>> {
      if (ids.length === 0) return new Map();
      const rows = await trx
        .selectFrom('categories')
        .select(['id', 'name', 'name_en'])
        .where('id', 'in', ids)
        .execute();
      return new Map(rows.map((r) => [r.id, { name: r.name, nameEn: r.name_en ?? null }]));
    },

    /** Names (Chinese and English) of these goods, by id, whatever their status. */
    async goodsNames(ids: readonly string[], trx: Db = db): Promise<Map<string, ScopeName>> {
      if (ids.length === 0) return new Map();
      const rows = await trx.selectFrom('goods').select(['id', 'name', 'name_en']).where('id', 'in', ids).execute();
      return new Map(rows.map((r) => [r.id, { name: r.name, nameEn: r.name_en ?? null }]));
    },

    /** unused -> held by the order, only if the member owns it and it is valid at `at`; false when it did not change. */
    async hold(memberId: string, couponId: string, orderId: string, at: number, trx: Db = db): Promise<boolean> {
      const result = await trx
        .updateTable('coupons')
        .set({ status: 'held', order_id: orderId })
        .where('id', '=', couponId)
        .where('user_id', '=', memberId)
        .where('status', '=', 'unused')
        .where('starts_at', '<=', at)
        .where('expires_at', '>', at)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** held -> unused for the order's coupon, if it holds one. */
    release: (orderId: string, trx: Db = db) =>
      trx
        .updateTable('coupons')
        .set({ status: 'unused', order_id: null })
        .where('order_id', '=', orderId)
        .where('status', '=', 'held')
        .execute(),

    /** used -> unused for the coupon an order used, when the whole order is refunded before it left the shop. */
    giveBackUsed: (orderId: string, trx: Db = db) =>
      trx
        .updateTable('coupons')
        .set({ status: 'unused', order_id: null, used_at: null })
        .where('order_id', '=', orderId)
        .where('status', '=', 'used')
        .execute(),

    /** held -> used for the order's coupon, if it holds one. */
    consume: (orderId: string, at: number, trx: Db = db) =>
      trx
        .updateTable('coupons')
        .set({ status: 'used', used_at: at })
        .where('order_id', '=', orderId)
        .where('status', '=', 'held')
        .execute(),
  };
}

export type CouponRepository = ReturnType<typeof couponRepository>;
export type CouponTemplateRow = NonNullable<Awaited<ReturnType<CouponRepository['findTemplate']>>>;
export type CouponRow = NonNullable<Awaited<ReturnType<CouponRepository['findOwn']>>>;
