import crypto from 'node:crypto';
import type { Coupon, CouponOffer, myCoupons } from '@ffe/shared/contracts/coupon';
import { type ContentLanguage, inLanguage } from '@ffe/shared/domain/content-language';
import type { CouponTerms } from '@ffe/shared/domain/coupon';
import type { z } from 'zod';
import type { Db } from '../../db/connect';
import { type AppError, conflict, notFound } from '../../platform/errors';
import { scopeIdsOf, toCoupon, toCouponOffer, toCouponTerms } from './coupon.mapper';
import type { CouponFilter, CouponRepository, CouponRow, CouponTemplateRow } from './coupon.repository';

const DAY_MS = 86_400_000;

/** What the routes hand over: the contract's list request after its defaults are applied. */
export type MyCouponsQuery = z.output<typeof myCoupons.request>;

type Validity = { startsAt: number; expiresAt: number };
type Unclaimable = NonNullable<CouponOffer['unclaimableReason']>;

/**
 * When a coupon claimed at `at` can be used: a fixed window as the template says, or `valid_days` from claiming.
 * Undefined when the template can not be claimed at `at`: its window has ended, a relative template's claiming period
 * (valid_from) has not begun, or it names no validity at all. A fixed window may be claimed before it opens, so a
 * member can pick up next week's coupon today; it simply cannot be used yet.
 */
export function validityAt(template: CouponTemplateRow, at: number): Validity | undefined {
  if (template.valid_until !== null && at >= template.valid_until) return undefined;
  if (template.valid_days !== null) {
    if (template.valid_from !== null && at < template.valid_from) return undefined;
    return { startsAt: at, expiresAt: at + template.valid_days * DAY_MS };
  }
  if (template.valid_from === null || template.valid_until === null) return undefined;
  return { startsAt: template.valid_from, expiresAt: template.valid_until };
}

/** What a claim of a template staff ended answers, whatever else holds. */
export const templateEnded = () => conflict('COUPON_ENDED', '该优惠券活动已结束');

/** Why the member cannot claim the template now: a closed window first, then their own limit, then the stock. */
function unclaimableReason(template: CouponTemplateRow, claimedByMe: number, at: number): Unclaimable | null {
  if (!validityAt(template, at)) return 'ended';
  if (claimedByMe >= template.per_member_limit) return 'limitReached';
  if (template.claimed_count >= template.total_quantity) return 'soldOut';
  return null;
}

/** The error a claim refused for `reason` answers. */
function refusal(reason: Unclaimable): AppError {
  switch (reason) {
    case 'ended':
      return conflict('COUPON_NOT_CLAIMABLE', '该优惠券当前不可领取');
    case 'limitReached':
      return conflict('COUPON_LIMIT_REACHED', '已达到该优惠券的领取上限');
    case 'soldOut':
      return conflict('COUPON_SOLD_OUT', '优惠券已被领完');
  }
}

/**
 * Coupon templates and the coupons members claim from them (decision 006). Claiming counts against the template's total
 * and the member's limit under locks, so no concurrency gives out more than either allows. An unpaid order holds one
 * coupon; paying uses it and cancelling gives it back.
 */
export function couponService(repo: CouponRepository, now: () => number = Date.now) {
  /** The names each row's scope covers, in the reader's language, looked up in two queries for the whole list. */
  async function scopeNamesOf(
    rows: ReadonlyArray<Pick<CouponTemplateRow, 'scope' | 'scope_ids'>>,
    trx?: Db,
    language: ContentLanguage = 'zh-CN',
  ): Promise<(row: Pick<CouponTemplateRow, 'scope' | 'scope_ids'>) => string[]> {
    const idsIn = (scope: 'category' | 'goods') => [
      ...new Set(rows.filter((r) => r.scope === scope).flatMap((r) => scopeIdsOf(r))),
    ];
    const [categories, goods] = await Promise.all([
      repo.categoryNames(idsIn('category'), trx),
      repo.goodsNames(idsIn('goods'), trx),
    ]);
    return (row) => {
      const names = row.scope === 'category' ? categories : goods;
      return scopeIdsOf(row).flatMap((id) => {
        const named = names.get(id);
        return named ? [inLanguage(language, named.name, named.nameEn)] : [];
      });
    };
  }

  async function toCoupons(rows: CouponRow[], at: number, language: ContentLanguage, trx?: Db): Promise<Coupon[]> {
    const namesOf = await scopeNamesOf(rows, trx, language);
    return rows.map((row) => toCoupon(row, namesOf(row), at, language));
  }

  /** Takes one off the template's stock and gives it to the member; the new coupon's id, or undefined when none is left. */
  async function issue(memberId: string, template: CouponTemplateRow, validity: Validity, at: number, trx: Db) {
    if (!(await repo.takeOne(template.id, trx))) return undefined;
    const id = crypto.randomUUID();
    await repo.insertCoupon(
      {
        id,
        template_id: template.id,
        user_id: memberId,
        status: 'unused',
        order_id: null,
        starts_at: validity.startsAt,
        expires_at: validity.expiresAt,
        claimed_at: at,
        used_at: null,
      },
      trx,
    );
    return id;
  }

  return {
    /** The unused tab also lists coupons held by unpaid orders (state `held`): they come back if the order is cancelled. */
    async myCoupons(
      memberId: string,
      query: MyCouponsQuery,
      language: ContentLanguage = 'zh-CN',
    ): Promise<{ list: Coupon[]; total: number }> {
      const at = now();
      const filter: CouponFilter = query.state === 'unused' ? 'unusedOrHeld' : query.state;
      const { rows, total } = await repo.pageOf(memberId, filter, at, query.page, query.pageSize);
      return { list: await toCoupons(rows, at, language), total };
    },

    /** Public templates members can claim now, each with what this member has claimed and why they cannot, if so. */
    async couponCentre(memberId: string, language: ContentLanguage = 'zh-CN'): Promise<{ list: CouponOffer[] }> {
      const at = now();
      // A relative template whose claiming period has not begun is not on offer yet: no reason would explain it.
      const templates = (await repo.publicTemplatesOpenAt(at)).filter(
        (t) => t.valid_days === null || t.valid_from === null || t.valid_from <= at,
      );
      const [claimed, namesOf] = await Promise.all([
        repo.claimedBy(
          memberId,
          templates.map((t) => t.id),
        ),
        scopeNamesOf(templates, undefined, language),
      ]);
      return {
        list: templates.map((t) => {
          const claimedByMe = claimed.get(t.id) ?? 0;
          return toCouponOffer(
            t,
            namesOf(t),
            { claimedByMe, unclaimableReason: unclaimableReason(t, claimedByMe, at) },
            language,
          );
        }),
      };
    },

    /** Claims one coupon of a public template; unknown and non-public templates answer 404. */
    async claimCoupon(memberId: string, templateId: string, language: ContentLanguage = 'zh-CN'): Promise<Coupon> {
      const at = now();
      return repo.transaction(async (trx) => {
        const template = await repo.findTemplate(templateId, trx);
        if (template?.audience !== 'public') throw notFound('coupon');
        if (template.ended_at !== null) throw templateEnded();
        const validity = validityAt(template, at);
        if (!validity) throw refusal('ended');
        // Counted after the lock: a member's concurrent claims queue here, each seeing the ones before it.
        await repo.lockMember(memberId, trx);
        const mine = (await repo.claimedBy(memberId, [templateId], trx)).get(templateId) ?? 0;
        if (mine >= template.per_member_limit) throw refusal('limitReached');
        const id = await issue(memberId, template, validity, at, trx);
        if (!id) throw (await repo.findTemplate(templateId, trx))?.ended_at ? templateEnded() : refusal('soldOut');
        // Counted again under the template's row lock: a staff issue to every member that committed meanwhile is seen.
        const mineNow = (await repo.claimedBy(memberId, [templateId], trx)).get(templateId) ?? 0;
        if (mineNow > template.per_member_limit) throw refusal('limitReached');
        const row = await repo.findOwn(memberId, id, trx);
        if (!row) throw new Error('coupon vanished right after claiming');
        const [coupon] = await toCoupons([row], at, language, trx);
        if (!coupon) throw new Error('coupon vanished right after claiming');
        return coupon;
      });
    },

    /** The member's coupons an order placed at `at` could use, valid now or later, with their terms in cents. */
    async candidatesFor(
      memberId: string,
      at: number,
      trx?: Db,
      language: ContentLanguage = 'zh-CN',
    ): Promise<Array<{ coupon: Coupon; terms: CouponTerms }>> {
      const rows = await repo.allOf(memberId, 'unused', at, trx);
      const namesOf = await scopeNamesOf(rows, trx, language);
      return rows.map((row) => ({ coupon: toCoupon(row, namesOf(row), at, language), terms: toCouponTerms(row) }));
    },

    /** By coupon id, the English name of its template where written: an order names its coupon by it in English. */
    async englishNamesOf(couponIds: readonly string[]): Promise<Map<string, string>> {
      if (couponIds.length === 0) return new Map();
      const rows = await repo.englishNamesOf(couponIds);
      return new Map(rows.flatMap((row) => (row.name_en ? [[row.id, row.name_en] as const] : [])));
    },

    /** Whether the coupon is the member's, in any state: another member's coupon answers 404 like a missing one. */
    owns: async (memberId: string, couponId: string, trx?: Db): Promise<boolean> =>
      (await repo.findOwn(memberId, couponId, trx)) !== undefined,

    /** Holds the member's coupon for an unpaid order if it is unused and valid at `at`; false when it did not change. */
    hold: (memberId: string, couponId: string, orderId: string, at: number, trx: Db): Promise<boolean> =>
      repo.hold(memberId, couponId, orderId, at, trx),

    /** Gives back the coupon an unpaid order held, because the order was cancelled. */
    async release(orderId: string, trx: Db): Promise<void> {
      await repo.release(orderId, trx);
    },

    /** Gives back the coupon a paid order used, because the whole order was refunded before it left the shop. */
    async giveBackUsed(orderId: string, trx: Db): Promise<void> {
      await repo.giveBackUsed(orderId, trx);
    },

    /** Marks the coupon an order held as used, because the order was paid. */
    async consume(orderId: string, at: number, trx: Db): Promise<void> {
      await repo.consume(orderId, at, trx);
    },

    /** For the my-account page: as many as the unused tab lists, held ones included. */
    countUnused: (memberId: string, at: number = now()): Promise<number> => repo.countOf(memberId, 'unusedOrHeld', at),

    /**
     * Gives a newly registered member one coupon of every new-member template that is open and not used up; calling it
     * again gives nothing more.
     */
    async grantNewMember(memberId: string): Promise<void> {
      const at = now();
      await repo.transaction(async (trx) => {
        await repo.lockMember(memberId, trx);
        const templates = await repo.newMemberTemplates(trx);
        const claimed = await repo.claimedBy(
          memberId,
          templates.map((t) => t.id),
          trx,
        );
        for (const template of templates) {
          const validity = validityAt(template, at);
          if (!validity || (claimed.get(template.id) ?? 0) > 0) continue;
          // None left is no error here: registering still succeeds, just without this gift.
          await issue(memberId, template, validity, at, trx);
        }
      });
    },
  };
}

export type CouponService = ReturnType<typeof couponService>;
