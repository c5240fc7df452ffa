import type { CouponAudience, CouponTemplateInput, CouponTemplateView } from '@ffe/shared/contracts/admin-coupons';
import { toCents, toYuan } from '@ffe/shared/domain/money';
import dayjs, { type Dayjs } from 'dayjs';

/** The editor's values: amounts in yuan as staff type them, times as pickers hold them. */
export interface TemplateFormValues {
  name: string;
  nameEn?: string | null;
  kind: 'fixed' | 'percent';
  amountOff?: number | null;
  minSpend?: number | null;
  percentOff?: number | null;
  maxOff?: number | null;
  scope: 'all' | 'category' | 'goods';
  scopeIds?: string[];
  validity: 'window' | 'days';
  window?: [Dayjs, Dayjs] | null;
  validDays?: number | null;
  claimPeriod?: [Dayjs, Dayjs] | null;
  totalQuantity?: number | null;
  perMemberLimit?: number | null;
  audience: CouponAudience;
}

/** A new template starts as ¥-off for the whole shop, valid for the next 30 days, one a member, in the claim centre. */
export const NEW_TEMPLATE: TemplateFormValues = {
  name: '',
  kind: 'fixed',
  minSpend: 0,
  maxOff: 0,
  scope: 'all',
  scopeIds: [],
  validity: 'window',
  window: [dayjs().startOf('day'), dayjs().add(30, 'day').endOf('day')],
  perMemberLimit: 1,
  audience: 'public',
};

const rangeOf = (from: number | null, until: number | null): [Dayjs, Dayjs] | null =>
  from !== null && until !== null ? [dayjs(from), dayjs(until)] : null;

/** A template as the editor shows it. */
export function valuesOfTemplate(tpl: CouponTemplateView): TemplateFormValues {
  const days = tpl.validDays !== null;
  return {
    name: tpl.name,
    nameEn: tpl.nameEn,
    kind: tpl.kind,
    amountOff: toYuan(tpl.amountOffCents),
    minSpend: toYuan(tpl.minSpendCents),
    percentOff: tpl.percentOff,
    maxOff: toYuan(tpl.maxOffCents),
    scope: tpl.scope,
    scopeIds: tpl.scopeIds,
    validity: days ? 'days' : 'window',
    window: days ? null : rangeOf(tpl.validFrom, tpl.validUntil),
    validDays: tpl.validDays,
    claimPeriod: days ? rangeOf(tpl.validFrom, tpl.validUntil) : null,
    totalQuantity: tpl.totalQuantity,
    perMemberLimit: tpl.perMemberLimit,
    audience: tpl.audience,
  };
}

const cents = (yuan: number | null | undefined) => toCents(yuan ?? 0);

/** The editor's values as the server takes them: only the fields the kind and validity use, amounts in cents. */
export function inputOfValues(v: TemplateFormValues): CouponTemplateInput {
  const range = v.validity === 'window' ? v.window : v.claimPeriod;
  return {
    name: v.name,
    nameEn: v.nameEn ?? null,
    kind: v.kind,
    amountOffCents: v.kind === 'fixed' ? cents(v.amountOff) : 0,
    minSpendCents: cents(v.minSpend),
    percentOff: v.kind === 'percent' ? (v.percentOff ?? 0) : 0,
    maxOffCents: v.kind === 'percent' ? cents(v.maxOff) : 0,
    scope: v.scope,
    scopeIds: v.scope === 'all' ? [] : (v.scopeIds ?? []),
    validFrom: range ? range[0].valueOf() : null,
    validUntil: range ? range[1].valueOf() : null,
    validDays: v.validity === 'days' ? (v.validDays ?? null) : null,
    totalQuantity: v.totalQuantity ?? 0,
    perMemberLimit: v.perMemberLimit ?? 1,
    audience: v.audience,
  };
}

/** The editor's field that shows a server error about `field` (`amountOffCents`, `scopeIds.2`, `validUntil`). */
export function formFieldOf(field: string, validity: 'window' | 'days'): string | undefined {
  const [name] = field.split('.');
  switch (name) {
    case 'amountOffCents':
      return 'amountOff';
    case 'minSpendCents':
      return 'minSpend';
    case 'maxOffCents':
      return 'maxOff';
    case 'validFrom':
    case 'validUntil':
      return validity === 'window' ? 'window' : 'claimPeriod';
    case 'name':
    case 'nameEn':
    case 'kind':
    case 'percentOff':
    case 'scope':
    case 'scopeIds':
    case 'validDays':
    case 'totalQuantity':
    case 'perMemberLimit':
    case 'audience':
      return name;
    default:
      return undefined;
  }
}
