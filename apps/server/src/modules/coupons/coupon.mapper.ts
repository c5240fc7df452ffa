import type { Coupon, CouponOffer, CouponState } from '@ffe/shared/contracts/coupon';
import { type ContentLanguage, inLanguage } from '@ffe/shared/domain/content-language';
import type { CouponTerms } from '@ffe/shared/domain/coupon';
import { toYuan } from '@ffe/shared/domain/money';
import type { CouponRow, CouponTemplateRow } from './coupon.repository';

/** The template columns a coupon's terms are read from. */
type TermsColumns = Pick<
  CouponTemplateRow,
  'name' | 'name_en' | 'kind' | 'amount_off' | 'percent_off' | 'max_off' | 'min_spend' | 'scope' | 'scope_ids'
>;

/** The category or goods ids a template's scope names; a damaged column covers nothing rather than everything. */
export function scopeIdsOf(row: Pick<TermsColumns, 'scope' | 'scope_ids'>): string[] {
  if (row.scope === 'all') return [];
  try {
    const ids: unknown = JSON.parse(row.scope_ids);
    return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/** `expired` is never stored: an unused coupon becomes it when its time runs out; a held one waits for its order. */
export function couponStateOf(row: Pick<CouponRow, 'status' | 'expires_at'>, now: number): CouponState {
  if (row.status === 'unused' && row.expires_at <= now) return 'expired';
  return row.status;
}

function termsInYuan(row: TermsColumns, scopeNames: string[], language: ContentLanguage) {
  return {
    name: inLanguage(language, row.name, row.name_en),
    kind: row.kind,
    amountOff: toYuan(row.amount_off),
    percentOff: row.percent_off,
    maxOff: toYuan(row.max_off),
    minSpend: toYuan(row.min_spend),
    scope: row.scope,
    scopeNames,
  };
}

/** One of the member's coupons, amounts in yuan, named in the reader's language when written in it. */
export function toCoupon(
  row: CouponRow,
  scopeNames: string[],
  now: number,
  language: ContentLanguage = 'zh-CN',
): Coupon {
  return {
    id: row.id,
    templateId: row.template_id,
    ...termsInYuan(row, scopeNames, language),
    startsAt: row.starts_at,
    expiresAt: row.expires_at,
    state: couponStateOf(row, now),
    orderId: row.order_id,
  };
}

/** The terms the pricing rules work with, amounts in cents. */
export function toCouponTerms(row: CouponRow): CouponTerms {
  return {
    kind: row.kind,
    amountOffCents: row.amount_off,
    percentOff: row.percent_off,
    maxOffCents: row.max_off,
    minSpendCents: row.min_spend,
    scope: row.scope,
    scopeIds: scopeIdsOf(row),
    startsAt: row.starts_at,
    expiresAt: row.expires_at,
  };
}

/** A template as the claim centre shows it to one member. */
export function toCouponOffer(
  row: CouponTemplateRow,
  scopeNames: string[],
  mine: { claimedByMe: number; unclaimableReason: CouponOffer['unclaimableReason'] },
  language: ContentLanguage = 'zh-CN',
): CouponOffer {
  return {
    templateId: row.id,
    ...termsInYuan(row, scopeNames, language),
    validFrom: row.valid_from,
    validUntil: row.valid_until,
    validDays: row.valid_days,
    remaining: Math.max(0, row.total_quantity - row.claimed_count),
    claimedByMe: mine.claimedByMe,
    perMemberLimit: row.per_member_limit,
    unclaimableReason: mine.unclaimableReason,
  };
}
