import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type CouponTerms, conditionOf, faceOf, scopeOf } from '../utils/coupon-words';
import styles from './coupon-card.module.css';

/**
 * A coupon as a ticket: the figure and its condition on the left, the name, scope and validity beside them, and the
 * card's button (or state) at the end. A greyed card is one that can no longer be used.
 */
export function CouponCard({
  terms,
  validity,
  mark,
  greyed = false,
  children,
}: {
  terms: CouponTerms;
  validity: string;
  /** A word about this coupon's state, e.g. 待支付订单占用. */
  mark?: string | undefined;
  greyed?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <article className={greyed ? `${styles.card} ${styles.greyed}` : styles.card} data-testid="coupon-card">
      <div className={styles.face}>
        <strong className={styles.figure}>{faceOf(terms, t)}</strong>
        <span className={styles.condition}>{conditionOf(terms, t)}</span>
      </div>
      <div className={styles.body}>
        <h3 className={styles.name}>{terms.name}</h3>
        <p className={styles.line}>{scopeOf(terms, t)}</p>
        <p className={styles.line}>{validity}</p>
        {mark && <span className={styles.mark}>{mark}</span>}
      </div>
      {children && <div className={styles.action}>{children}</div>}
    </article>
  );
}
