import { SHOP_UTC_OFFSET_MS } from '@ffe/shared/constants';
import type { Coupon } from '@ffe/shared/contracts/coupon';
import { formatYuan } from '@ffe/shared/domain/money';
import type { TFunction } from 'i18next';

/** The terms every coupon and offer share. */
export type CouponTerms = Pick<
  Coupon,
  'name' | 'kind' | 'amountOff' | 'percentOff' | 'maxOff' | 'minSpend' | 'scope' | 'scopeNames'
>;

/** A coupon's face value is printed like a banknote's: ¥20, not ¥20.00; cents only when there are some. */
export const faceYuan = (yuan: number) => formatYuan(yuan).replace(/\.00$/, '');

/** The big figure: ¥20 off, or 9折 (10% off). */
export function faceOf(terms: CouponTerms, t: TFunction): string {
  if (terms.kind === 'fixed') return t('coupon.amount', { amount: faceYuan(terms.amountOff) });
  return t('coupon.percent', { percent: terms.percentOff, zhe: (100 - terms.percentOff) / 10 });
}

/** When it can be used: 满99可用 or 无门槛, with a percent coupon's cap. */
export function conditionOf(terms: CouponTerms, t: TFunction): string {
  const minimum =
    terms.minSpend > 0 ? t('coupon.minSpend', { amount: faceYuan(terms.minSpend) }) : t('coupon.noMinimum');
  return terms.kind === 'percent' && terms.maxOff > 0
    ? `${minimum} · ${t('coupon.maxOff', { amount: faceYuan(terms.maxOff) })}`
    : minimum;
}

/** 全场通用, or 限「玫瑰、百合」. */
export const scopeOf = (terms: CouponTerms, t: TFunction) =>
  terms.scope === 'all' || terms.scopeNames.length === 0
    ? t('coupon.scopeAll')
    : t('coupon.scopeSome', { names: terms.scopeNames.join(t('coupon.nameSeparator')) });

/** A day as the shop's calendar (UTC+8) has it: 2026.05.20. */
const shopDate = (at: number) => new Date(at + SHOP_UTC_OFFSET_MS).toISOString().slice(0, 10).replaceAll('-', '.');

/** The days a coupon works; the end is the first moment it no longer does, so its last day is the one before. */
export const validityOf = (startsAt: number, expiresAt: number) => `${shopDate(startsAt)}–${shopDate(expiresAt - 1)}`;
