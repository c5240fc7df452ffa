import type { SearchedGoods } from '@ffe/shared/contracts/catalogue';
import { type CartLine, cartLineKey, type UnavailableReason } from '@ffe/shared/domain/cart-lines';
import { useTranslation } from 'react-i18next';
import styles from '../pages/cart-page.module.css';

export interface UnavailableRow {
  line: CartLine;
  goods: SearchedGoods | undefined;
  reason: UnavailableReason;
}

/** The lines that cannot be bought now (off sale, sold out, a removed option), with a way to clear them. */
export function UnavailableLines({ rows, onClear }: { rows: readonly UnavailableRow[]; onClear: () => void }) {
  const { t } = useTranslation();
  if (rows.length === 0) return null;
  return (
    <section className={styles.unavailable} aria-label={t('cart.unavailable')}>
      <div className={styles.sectionHead}>
        <span>
          {t('cart.unavailable')} ({rows.length})
        </span>
        <button type="button" className={styles.textButton} onClick={onClear}>
          {t('cart.clearUnavailable')}
        </button>
      </div>
      <ul className={styles.list}>
        {rows.map(({ line, goods, reason }) => (
          <li
            key={cartLineKey(line)}
            className={`${styles.line} ${styles.disabled}`}
            data-testid="cart-line-unavailable"
          >
            <span className={styles.badge}>{t(`cart.${reason}`)}</span>
            {goods && (
              <img
                src={goods.cover}
                alt={goods.name}
                width={90}
                height={90}
                loading="lazy"
                className={styles.coverImage}
              />
            )}
            <div className={styles.info}>
              <div className={styles.name}>{goods?.name ?? line.goodsId}</div>
              <div className={styles.meta}>×{line.number}</div>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
