import type {
  CouponTemplateState,
  CouponTemplateValues,
  CouponTemplateView,
} from '@ffe/shared/contracts/admin-coupons';
import type { CouponTemplateTable } from '../../db/schema';
import type { TemplateFigures } from './admin-coupon.repository';
import { scopeIdsOf } from './coupon.mapper';

const NO_FIGURES: TemplateFigures = { claimed: 0, used: 0, discountCents: 0, orders: 0 };

/** The fields a coupon's holder is priced by; once claimed, they stay as they are. */
export const TERM_FIELDS = [
  'kind',
  'amountOffCents',
  'percentOff',
  'maxOffCents',
  'minSpendCents',
  'scope',
  'scopeIds',
] as const satisfies readonly (keyof CouponTemplateValues)[];

/** `ended` by staff, `expired` once its window closed, else `active`. */
export function templateStateOf(
  row: Pick<CouponTemplateTable, 'ended_at' | 'valid_until'>,
  at: number,
): CouponTemplateState {
  if (row.ended_at !== null) return 'ended';
  if (row.valid_until !== null && row.valid_until <= at) return 'expired';
  return 'active';
}

/** A template row as the fields staff write. */
export function valuesOf(row: CouponTemplateTable): CouponTemplateValues {
  return {
    name: row.name,
    nameEn: row.name_en ?? null,
    kind: row.kind,
    amountOffCents: row.amount_off,
    percentOff: row.percent_off,
    maxOffCents: row.max_off,
    minSpendCents: row.min_spend,
    scope: row.scope,
    scopeIds: scopeIdsOf(row),
    validFrom: row.valid_from,
    validUntil: row.valid_until,
    validDays: row.valid_days,
    totalQuantity: row.total_quantity,
    perMemberLimit: row.per_member_limit,
    audience: row.audience,
  };
}

/** The columns the fields staff write are kept in. */
export function columnsOf(values: CouponTemplateValues) {
  return {
    name: values.name,
    name_en: values.nameEn,
    kind: values.kind,
    amount_off: values.amountOffCents,
    percent_off: values.percentOff,
    max_off: values.maxOffCents,
    min_spend: values.minSpendCents,
    scope: values.scope,
    scope_ids: JSON.stringify(values.scopeIds),
    valid_from: values.validFrom,
    valid_until: values.validUntil,
    valid_days: values.validDays,
    total_quantity: values.totalQuantity,
    per_member_limit: values.perMemberLimit,
    audience: values.audience,
  };
}

/** A template for the console, with its scope's names and its figures. */
export function toTemplateView(
  row: CouponTemplateTable,
  scopeNames: string[],
  figures: TemplateFigures | undefined,
  at: number,
): CouponTemplateView {
  return {
    id: row.id,
    ...valuesOf(row),
    scopeNames,
    claimedCount: row.claimed_count,
    state: templateStateOf(row, at),
    endedAt: row.ended_at,
    createdAt: row.created_at,
    figures: figures ?? NO_FIGURES,
    version: row.version ?? 1,
  };
}
