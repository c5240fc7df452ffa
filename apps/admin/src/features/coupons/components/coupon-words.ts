import type { CouponTemplateView } from '@ffe/shared/contracts/admin-coupons';
import { formatCents } from '@ffe/shared/domain/money';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';

/** Yuan as a coupon names it: whole yuan without decimals (满199减30), else with them. */
export const couponYuan = (cents: number) => formatCents(cents).replace(/\.00$/, '');

/** A template's terms in a few words: ¥20 off ¥199, or 10% off up to ¥50. */
export function termsText(t: TFunction, tpl: CouponTemplateView): string {
  if (tpl.kind === 'fixed') {
    const off = couponYuan(tpl.amountOffCents);
    return tpl.minSpendCents > 0
      ? t('coupons.fixedTerms', { off, min: couponYuan(tpl.minSpendCents) })
      : t('coupons.noMinTerms', { off });
  }
  const rate = t('coupons.percentTerms', { percent: tpl.percentOff, rate: (100 - tpl.percentOff) / 10 });
  const parts = [rate];
  if (tpl.minSpendCents > 0) parts.unshift(`≥¥${couponYuan(tpl.minSpendCents)}`);
  if (tpl.maxOffCents > 0) parts.push(t('coupons.capTerms', { max: couponYuan(tpl.maxOffCents) }));
  return parts.join(' · ');
}

/** Where it applies: the whole shop, or the names of its categories or goods. */
export function scopeText(t: TFunction, tpl: CouponTemplateView): string {
  if (tpl.scope === 'all') return t('coupons.scopes.all');
  return `${t(`coupons.scopes.${tpl.scope}`)}: ${tpl.scopeNames.join('、') || '—'}`;
}

/** How long a coupon lasts: a window, or days after claiming. */
export function validityText(t: TFunction, tpl: CouponTemplateView): string {
  if (tpl.validDays !== null) return t('coupons.daysAfterClaim', { count: tpl.validDays });
  const day = (ms: number | null) => (ms === null ? '—' : dayjs(ms).format('YYYY-MM-DD'));
  return `${day(tpl.validFrom)} ~ ${day(tpl.validUntil)}`;
}

export const STATE_COLOURS = { active: 'green', ended: 'default', expired: 'orange' } as const;
