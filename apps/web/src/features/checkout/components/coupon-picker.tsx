import type { Coupon } from '@ffe/shared/contracts/coupon';
import type { OrderQuote } from '@ffe/shared/contracts/order';
import { formatYuan } from '@ffe/shared/domain/money';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Choice, ChoicePopup } from '../../../components/ui/choice-popup';
import sectionStyles from './checkout.module.css';
import { PickerRow } from './picker-row';

/** The choice that stands for "no coupon" (couponId null). */
const NO_COUPON = '';

/** The day a coupon ends, as 2026-05-20 in local time. */
function dayOf(epochMs: number): string {
  const date = new Date(epochMs);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A coupon's terms in words: 满¥100.00减¥20.00, 9折 with its cap, and so on. */
function useTermsOf() {
  const { t } = useTranslation();
  return (coupon: Coupon) => {
    const min = formatYuan(coupon.minSpend);
    const main =
      coupon.kind === 'fixed'
        ? t(coupon.minSpend > 0 ? 'checkout.couponTerms.fixed' : 'checkout.couponTerms.fixedAny', {
            min,
            off: formatYuan(coupon.amountOff),
          })
        : t(coupon.minSpend > 0 ? 'checkout.couponTerms.percent' : 'checkout.couponTerms.percentAny', {
            min,
            rate: (100 - coupon.percentOff) / 10,
            percent: coupon.percentOff,
          });
    const cap =
      coupon.kind === 'percent' && coupon.maxOff > 0
        ? t('checkout.couponTerms.cap', { max: formatYuan(coupon.maxOff) })
        : '';
    return `${main}${cap} · ${t('checkout.couponUntil', { date: dayOf(coupon.expiresAt) })}`;
  };
}

/**
 * The coupon row and its sheet: the usable coupons with what each takes off, 不使用优惠券, and the unusable ones
 * greyed with the reason. Choosing one re-quotes; the server preselects the best.
 */
export function CouponPicker({
  quote,
  onChoose,
}: {
  quote: Pick<OrderQuote, 'couponId' | 'coupons' | 'discountAmount'>;
  onChoose: (couponId: string | null) => void;
}) {
  const { t } = useTranslation();
  const termsOf = useTermsOf();
  const [picking, setPicking] = useState(false);
  const { usable, unusable } = quote.coupons;

  const choices: Choice<string>[] = [
    ...usable.map((coupon) => ({
      value: coupon.id,
      label: coupon.name,
      detail: termsOf(coupon),
      extra: t('checkout.minus', { amount: formatYuan(coupon.discount) }),
    })),
    { value: NO_COUPON, label: t('checkout.couponNone') },
    ...unusable.map((coupon) => ({
      value: coupon.id,
      label: coupon.name,
      detail: `${t(`checkout.couponReasons.${coupon.reason}`)} · ${termsOf(coupon)}`,
      disabled: true,
    })),
  ];

  const value =
    quote.couponId !== null ? (
      <span className={sectionStyles.minus}>{t('checkout.minus', { amount: formatYuan(quote.discountAmount) })}</span>
    ) : usable.length > 0 ? (
      t('checkout.couponsUsable', { count: usable.length })
    ) : (
      t('checkout.couponsNoneUsable')
    );

  return (
    <>
      <PickerRow label={t('checkout.coupon')} value={value} onClick={() => setPicking(true)} />
      <ChoicePopup
        visible={picking}
        title={t('checkout.chooseCoupon')}
        choices={choices}
        value={quote.couponId ?? NO_COUPON}
        onChoose={(id) => onChoose(id === NO_COUPON ? null : id)}
        onClose={() => setPicking(false)}
      />
    </>
  );
}
