import type { OrderQuote } from '@ffe/shared/contracts/order';
import { formatYuan } from '@ffe/shared/domain/money';
import { useTranslation } from 'react-i18next';
import styles from './quote-lines.module.css';
import { Section } from './section';

/** The goods being ordered as the server priced them, each with what stops it being bought, if anything. */
export function QuoteLines({ lines }: { lines: OrderQuote['lines'] }) {
  const { t } = useTranslation();
  return (
    <Section title={t('checkout.goods')}>
      <ul className={styles.lines}>
        {lines.map((line) => (
          <li key={`${line.goodsId}~${line.skuId ?? ''}`} className={styles.line} data-testid="quote-line">
            <img className={styles.cover} src={line.cover} alt="" width={72} height={72} loading="lazy" />
            <div className={styles.info}>
              <p className={styles.name}>
                {line.addOn && <span className={styles.tag}>{t('checkout.addOnTag')}</span>}
                {line.name}
              </p>
              {line.skuName && <p className={styles.option}>{line.skuName}</p>}
              <p className={styles.price}>
                <span>{t('checkout.money', { amount: formatYuan(line.price) })}</span>
                <span className={styles.quantity}>{t('checkout.quantity', { count: line.quantity })}</span>
              </p>
              {line.problem && (
                <p className={styles.problem}>{t(`checkout.problems.${line.problem}`, { count: line.stock })}</p>
              )}
            </div>
            <span className={styles.amount}>{t('checkout.money', { amount: formatYuan(line.amount) })}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}
