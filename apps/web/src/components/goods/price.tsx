import { formatYuan } from '@ffe/shared/domain/money';
import { useTranslation } from 'react-i18next';
import styles from './price.module.css';

/** A sale price in yuan, always with 2 decimals (PRODUCT.md#shop-display). */
export function Price({
  value,
  large = false,
  from = false,
  testId,
}: {
  value: number;
  large?: boolean;
  /** The lowest option's price of a goods with specifications: 「¥199起」. */
  from?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <span className={large ? `${styles.price} ${styles.large}` : styles.price} data-testid={testId}>
      {t(from ? 'goods.priceFrom' : 'goods.price', { price: formatYuan(value) })}
    </span>
  );
}

/** The struck-through market price beside a sale price. */
export function MarketPrice({ value }: { value: number }) {
  const { t } = useTranslation();
  return <del className={styles.market}>{t('goods.price', { price: formatYuan(value) })}</del>;
}
