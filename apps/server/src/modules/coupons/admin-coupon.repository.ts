import type { CouponTemplateState } from '@ffe/shared/contracts/admin-coupons';
import { sql } from 'kysely';
import type { Db } from '../../db/connect';
import { contains } from '../../db/contains';
import { pageOf } from '../../db/page';
import type { CouponIssueTable, CouponTemplateTable } from '../../db/schema';

/** A template's figures as the grouped query counts them. */
export interface TemplateFigures {
  claimed: number;
  used: number;
  discountCents: number;
  orders: number;
}

/** Who an issue gives a coupon to: every member, or one. */
export type IssueAudience = { memberId?: string | undefined };

/** The coupons an issue inserts: their id prefix (a member's id follows it) and the validity they carry. */
export interface IssueBatch {
  templateId: string;
  idPrefix: string;
  startsAt: number;
  expiresAt: number;
  at: number;
  perMemberLimit: number;
  /** At most this many, the total's remainder. */
  limit: number;
}

/** Members of the shop (customers), optionally one of them. */
const membersIn = (trx: Db, audience: IssueAudience) => {
  const query = trx.selectFrom('users as u').where('u.role', '=', 'customer');
  return audience.memberId === undefined ? query : query.where('u.id', '=', audience.memberId);
};

/** How many coupons of the template member `u` holds, in any state, for the per-member limit. */
const heldOf = (trx: Db, templateId: string) =>
  trx
    .selectFrom('coupons as h')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('h.template_id', '=', templateId)
    .where('h.user_id', '=', sql.ref<string>('u.id'));

const counted = (value: number | string | bigint | null | undefined) => Number(value ?? 0);

/** The console's queries over coupon templates: writing them, listing them with figures, issuing them in bulk. */
export function adminCouponRepository(db: Db) {
  return {
    transaction: <T>(work: (trx: Db) => Promise<T>) => db.transaction().execute(work),

    insertTemplate: (row: CouponTemplateTable, trx: Db = db) =>
      trx.insertInto('coupon_templates').values(row).execute(),

    /**
     * Replaces the fields of the template read at `guard.version` (raising it) while it is not ended; when
     * `termsChange`, only while nothing was claimed, so a claim racing the edit either comes first (and the edit is
     * refused) or gets the new terms. False when refused.
     */
    async updateTemplate(
      id: string,
      changes: Partial<CouponTemplateTable>,
      guard: { version: number; termsChange: boolean; totalQuantity: number },
      trx: Db = db,
    ): Promise<boolean> {
      let update = trx
        .updateTable('coupon_templates')
        .set((eb) => ({ ...changes, version: eb('version', '+', 1) }))
        .where('id', '=', id)
        .where('version', '=', guard.version)
        .where('ended_at', 'is', null)
        .where('claimed_count', '<=', guard.totalQuantity);
      if (guard.termsChange) update = update.where('claimed_count', '=', 0);
      const result = await update.executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** active -> ended, raising the version an open editor holds; false when it was already ended (or is missing). */
    async endTemplate(id: string, at: number, trx: Db = db): Promise<boolean> {
      const result = await trx
        .updateTable('coupon_templates')
        .set((eb) => ({ ended_at: at, updated_at: at, version: eb('version', '+', 1) }))
        .where('id', '=', id)
        .where('ended_at', 'is', null)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** Holds the template's row until the transaction ends (a no-op update), so claims and issues of it queue. */
    lockTemplate: (id: string, trx: Db) =>
      trx
        .updateTable('coupon_templates')
        .set((eb) => ({ claimed_count: eb.ref('claimed_count') }))
        .where('id', '=', id)
        .execute(),

    addClaimed: (id: string, count: number, trx: Db) =>
      trx
        .updateTable('coupon_templates')
        .set((eb) => ({ claimed_count: eb('claimed_count', '+', count) }))
        .where('id', '=', id)
        .execute(),

    /** A page of templates in `state` at `at` (any state when undefined), newest first. */
    page(
      filter: { state?: CouponTemplateState | undefined; keyword?: string | undefined },
      at: number,
      page: number,
      pageSize: number,
    ) {
      let matching = db.selectFrom('coupon_templates');
      if (filter.state === 'ended') matching = matching.where('ended_at', 'is not', null);
      if (filter.state === 'active') {
        matching = matching
          .where('ended_at', 'is', null)
          .where((eb) => eb.or([eb('valid_until', 'is', null), eb('valid_until', '>', at)]));
      }
      if (filter.state === 'expired') matching = matching.where('ended_at', 'is', null).where('valid_until', '<=', at);
      if (filter.keyword) {
        const keyword = filter.keyword;
        matching = matching.where((eb) => contains(eb.ref('name'), keyword));
      }
      return pageOf(matching, matching.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc'), page, pageSize);
    },

    /**
     * Claimed, used, discount given and orders of each template, in one grouped query. A coupon may have been held by
     * a cancelled order before a paid one used it, so coupons are counted distinct and the discount is the using order's.
     */
    async figures(templateIds: readonly string[], trx: Db = db): Promise<Map<string, TemplateFigures>> {
      if (templateIds.length === 0) return new Map();
      const rows = await trx
        .selectFrom('coupons as c')
        .leftJoin('orders as o', 'o.coupon_id', 'c.id')
        .select((eb) => [
          'c.template_id',
          eb.fn.count<number | string>('c.id').distinct().as('claimed'),
          eb.fn
            .count<number | string>(eb.case().when('c.status', '=', 'used').then(eb.ref('c.id')).end())
            .distinct()
            .as('used'),
          eb.fn
            .sum<number | string | null>(
              eb
                .case()
                .when(eb.and([eb('c.status', '=', 'used'), eb('o.id', '=', eb.ref('c.order_id'))]))
                .then(eb.ref('o.discount_amount'))
                .else(0)
                .end(),
            )
            .as('discount'),
          eb.fn.count<number | string>('o.id').distinct().as('orders'),
        ])
        .where('c.template_id', 'in', templateIds)
        .groupBy('c.template_id')
        .execute();
      return new Map(
        rows.map((r) => [
          r.template_id,
          {
            claimed: counted(r.claimed),
            used: counted(r.used),
            discountCents: counted(r.discount),
            orders: counted(r.orders),
          },
        ]),
      );
    },

    /** The ids among these that are categories. */
    async categoryIdsAmong(ids: readonly string[], trx: Db = db): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await trx.selectFrom('categories').select('id').where('id', 'in', ids).execute();
      return new Set(rows.map((r) => r.id));
    },

    /** The ids among these that are goods. */
    async goodsIdsAmong(ids: readonly string[], trx: Db = db): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await trx.selectFrom('goods').select('id').where('id', 'in', ids).execute();
      return new Set(rows.map((r) => r.id));
    },

    /** A member (customer) by phone or id; staff accounts are not members. */
    findMember: (by: { phone?: string | undefined; id?: string | undefined }, trx: Db = db) => {
      let query = trx.selectFrom('users').select(['id', 'phone']).where('role', '=', 'customer');
      if (by.phone !== undefined) query = query.where('phone', '=', by.phone);
      if (by.id !== undefined) query = query.where('id', '=', by.id);
      return query.executeTakeFirst();
    },

    /**
     * Takes the idempotency key for this issue; false when it was taken before (a concurrent request with the same key
     * waits here until the first commits).
     */
    async claimIssueKey(row: CouponIssueTable, trx: Db): Promise<boolean> {
      const result = await trx
        .insertInto('coupon_issues')
        .values(row)
        .onConflict((c) => c.column('idempotency_key').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
    },

    findIssue: (key: string, trx: Db = db) =>
      trx.selectFrom('coupon_issues').selectAll().where('idempotency_key', '=', key).executeTakeFirst(),

    recordIssueResult: (id: string, result: Pick<CouponIssueTable, 'issued' | 'at_limit' | 'sold_out'>, trx: Db) =>
      trx.updateTable('coupon_issues').set(result).where('id', '=', id).execute(),

    /** How many members the audience names, and how many of them are below the per-member limit. */
    async audienceCounts(templateId: string, perMemberLimit: number, audience: IssueAudience, trx: Db = db) {
      const row = await membersIn(trx, audience)
        .select((eb) => [
          eb.fn.countAll<number | string>().as('members'),
          eb.fn
            .sum<number | string | null>(
              eb.case().when(heldOf(trx, templateId), '<', perMemberLimit).then(1).else(0).end(),
            )
            .as('eligible'),
        ])
        .executeTakeFirstOrThrow();
      return { members: counted(row.members), eligible: counted(row.eligible) };
    },

    /**
     * Gives one coupon to each member of the audience below the per-member limit, up to `batch.limit`, in one
     * INSERT ... SELECT; the number inserted. Ids are the prefix and the member's id, unique per issue and member.
     */
    async insertForMembers(batch: IssueBatch, audience: IssueAudience, trx: Db): Promise<number> {
      if (batch.limit <= 0) return 0;
      // Typed casts: PostgreSQL cannot infer a parameter's type in the select list of an INSERT ... SELECT.
      const chosen = membersIn(trx, audience)
        .select([
          sql<string>`cast(${batch.idPrefix} as text) || u.id`.as('id'),
          sql<string>`cast(${batch.templateId} as text)`.as('template_id'),
          'u.id as user_id',
          sql<string>`cast('unused' as text)`.as('status'),
          sql<null>`cast(null as text)`.as('order_id'),
          sql<number>`cast(${batch.startsAt} as bigint)`.as('starts_at'),
          sql<number>`cast(${batch.expiresAt} as bigint)`.as('expires_at'),
          sql<number>`cast(${batch.at} as bigint)`.as('claimed_at'),
          sql<null>`cast(null as bigint)`.as('used_at'),
        ])
        .where(heldOf(trx, batch.templateId), '<', batch.perMemberLimit)
        .orderBy('u.id')
        .limit(batch.limit);
      const result = await trx
        .insertInto('coupons')
        .columns([
          'id',
          'template_id',
          'user_id',
          'status',
          'order_id',
          'starts_at',
          'expires_at',
          'claimed_at',
          'used_at',
        ])
        .expression(chosen)
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0n);
    },
  };
}

export type AdminCouponRepository = ReturnType<typeof adminCouponRepository>;
