import type { CouponTemplateView } from '@ffe/shared/contracts/admin-coupons';
import type { Dayjs } from 'dayjs';
import type { TFunction } from 'i18next';
import { type FieldShown, fieldChanges, type Shown, shownText } from '../../../components/record-changes';
import type { RecordChange } from '../../../components/stale-save-dialog';
import { formatTime, formatYuan } from '../../../lib/format';
import type { TemplateFormValues } from './template-form-values';

const money: Shown = (v) => (typeof v === 'number' ? formatYuan(v) : '');
const range: Shown = (v) => {
  const [from, until] = (v as [Dayjs, Dayjs] | null | undefined) ?? [];
  return from && until ? `${formatTime(from.valueOf())} – ${formatTime(until.valueOf())}` : '';
};

/** The scope's names as the templates read give them, by id. */
const scopeNamesOf = (...templates: CouponTemplateView[]) =>
  new Map(templates.flatMap((tpl) => tpl.scopeIds.map((id, i) => [id, tpl.scopeNames[i] ?? id] as const)));

/**
 * What another person's save changed in the template this editor loaded (`loaded`, now `theirs`), each field with what
 * this person chose for it when they changed it too, in the page's language.
 */
export function templateChanges(
  base: TemplateFormValues,
  theirs: TemplateFormValues,
  mine: TemplateFormValues,
  templates: { loaded: CouponTemplateView; theirs: CouponTemplateView },
  t: TFunction,
): RecordChange[] {
  const names = scopeNamesOf(templates.loaded, templates.theirs);
  const word =
    (group: 'kinds' | 'scopes' | 'validities' | 'audiences'): Shown =>
    (v) =>
      v ? t(`coupons.${group}.${v}` as never) : '';
  const fields: FieldShown<TemplateFormValues>[] = [
    ['name', 'coupons.name', shownText],
    ['nameEn', 'english.name', shownText],
    ['kind', 'coupons.kind', word('kinds')],
    ['amountOff', 'coupons.amountOff', money],
    ['minSpend', 'coupons.minSpend', money],
    ['percentOff', 'coupons.percentOff', shownText],
    ['maxOff', 'coupons.maxOff', money],
    ['scope', 'coupons.scope', word('scopes')],
    ['scopeIds', 'coupons.scopeIds', (ids) => shownText(((ids as string[]) ?? []).map((id) => names.get(id) ?? id))],
    ['validity', 'coupons.validity', word('validities')],
    ['window', 'coupons.window', range],
    ['validDays', 'coupons.validDays', shownText],
    ['claimPeriod', 'coupons.claimPeriod', range],
    ['totalQuantity', 'coupons.totalQuantity', shownText],
    ['perMemberLimit', 'coupons.perMemberLimit', shownText],
    ['audience', 'coupons.audience', word('audiences')],
  ];
  return fieldChanges(fields, base, theirs, mine, t);
}
