import { formatYuan } from '@ffe/shared/domain/money';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoicePopup } from '../../../components/ui/choice-popup';
import type { SubscriptionQuote } from '../api/quote-subscription';
import { dateWithWeekday } from '../utils/words';
import styles from './subscription-parts.module.css';

const NO_COUPON = '';

/** The quote: price, the coupon (among those that fit), discount and pay, and the dates it would bring. */
export function QuotePanel({
  quote,
  onCoupon,
}: {
  quote: SubscriptionQuote;
  onCoupon: (couponId: string | null) => void;
}) {
  const { t } = useTranslation();
  const [picking, setPicking] = useState(false);
  const money = (amount: number) => t('sub.buy.amount', { amount: formatYuan(amount) });

  return (
    <section className={styles.section} aria-label={t('sub.buy.pay')}>
      <dl className={styles.amounts}>
        <dt>{t('sub.buy.price')}</dt>
        <dd>{money(quote.price)}</dd>
        <dt>{t('sub.buy.coupon')}</dt>
        <dd>
          <button type="button" className={styles.link} onClick={() => setPicking(true)}>
            {quote.coupon
              ? quote.coupon.name
              : quote.coupons.length > 0
                ? t('sub.buy.couponsUsable', { count: quote.coupons.length })
                : t('sub.buy.couponsNoneUsable')}
          </button>
        </dd>
        <dt>{t('sub.buy.discount')}</dt>
        <dd className={styles.price}>{t('sub.buy.minus', { amount: formatYuan(quote.discount) })}</dd>
        <dt>{t('sub.buy.pay')}</dt>
        <dd className={styles.pay}>{money(quote.pay)}</dd>
      </dl>
      {quote.dates.length > 0 && (
        <details className={styles.dates}>
          <summary>{t('sub.buy.dates', { count: quote.dates.length })}</summary>
          <ol>
            {quote.dates.map((date) => (
              <li key={date}>{dateWithWeekday(t, date)}</li>
            ))}
          </ol>
        </details>
      )}
      <ChoicePopup
        visible={picking}
        title={t('sub.buy.chooseCoupon')}
        value={quote.coupon?.id ?? NO_COUPON}
        choices={[
          ...quote.coupons.map((coupon) => ({
            value: coupon.id,
            label: coupon.name,
            extra: t('sub.buy.minus', { amount: formatYuan(coupon.discount) }),
          })),
          { value: NO_COUPON, label: t('sub.buy.couponNone') },
        ]}
        onChoose={(id) => onCoupon(id === NO_COUPON ? null : id)}
        onClose={() => setPicking(false)}
      />
    </section>
  );
}
