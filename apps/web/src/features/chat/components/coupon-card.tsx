import { fullDateTime } from '@ffe/im-client/utils/friendly-time';
import type { CouponCardBody } from '@ffe/shared/contracts/im';
import { formatYuan } from '@ffe/shared/domain/money';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '../../../lib/paths';
import styles from './service-cards.module.css';

/** A coupon's terms in a line: ¥ off or percent off, with the minimum spend when there is one. */
export function useCouponTerms(body: CouponCardBody): string {
  const { t } = useTranslation();
  const min = formatYuan(body.min_spend);
  if (body.kind === 'fixed') {
    const off = formatYuan(body.amount_off);
    return body.min_spend > 0
      ? t('chat.service.coupon.fixed', { min, off })
      : t('chat.service.coupon.fixedAny', { off });
  }
  const values = { min, percent: body.percent_off, rate: (100 - body.percent_off) / 10 };
  return t(body.min_spend > 0 ? 'chat.service.coupon.percent' : 'chat.service.coupon.percentAny', values);
}

/** A coupon an agent gave, already among the member's coupons: its name, terms and expiry, and the way to them. */
export function CouponCard({ body, mine }: { body: CouponCardBody; mine: boolean }) {
  const { t } = useTranslation();
  const terms = useCouponTerms(body);
  return (
    <section className={styles.card} aria-label={t('chat.service.coupon.heading')}>
      <span className={styles.hint}>{t('chat.service.coupon.heading')}</span>
      <span className={styles.terms}>{terms}</span>
      <span className={styles.couponName}>{body.name}</span>
      {body.expires_at > 0 && (
        <span className={styles.hint}>
          {t('chat.service.coupon.until', { date: fullDateTime(body.expires_at, t) })}
        </span>
      )}
      {/* The staff who gave it have no coupons of the customer's to open. */}
      {!mine && (
        <Link className={styles.open} to={pathTo('couponList')}>
          {t('chat.service.coupon.open')} ›
        </Link>
      )}
    </section>
  );
}
