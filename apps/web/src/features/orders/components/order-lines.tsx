import type { OrderLine } from '@ffe/shared/contracts/order';
import { formatYuan } from '@ffe/shared/domain/money';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '../../../lib/paths';
import styles from '../pages/order-detail-page.module.css';

/** The goods lines first, each with the option bought; the add-ons after them under 「加购」. */
export function OrderLines({ lines }: { lines: readonly OrderLine[] }) {
  const { t } = useTranslation();
  const goods = lines.filter((line) => !line.addOn);
  const addOns = lines.filter((line) => line.addOn);
  const row = (line: OrderLine) => (
    <li key={line.id} className={styles.line} data-testid="order-line">
      <Link to={pathTo('goodsDetail', { id: line.goodsId })} className={styles.goods}>
        <img src={line.cover} alt="" width={72} height={72} loading="lazy" />
        <span className={styles.goodsText}>
          <span className={styles.goodsName}>{line.name}</span>
          {line.skuName && <span className={styles.muted}>{t('order.option', { name: line.skuName })}</span>}
        </span>
      </Link>
      <span className={styles.lineAmount}>
        <span>{t('order.money', { amount: formatYuan(line.price) })}</span>
        <span className={styles.muted}>{t('order.quantity', { count: line.quantity })}</span>
      </span>
    </li>
  );
  return (
    <>
      <ul className={styles.lines}>{goods.map(row)}</ul>
      {addOns.length > 0 && (
        <>
          <p className={styles.addOnsTitle}>{t('order.addOns')}</p>
          <ul className={`${styles.lines} ${styles.addOnLines}`} aria-label={t('order.addOns')}>
            {addOns.map(row)}
          </ul>
        </>
      )}
    </>
  );
}

/** A line as one text: 「name · 33枝」. */
export const lineLabel = (line: Pick<OrderLine, 'name' | 'skuName'>) =>
  line.skuName ? `${line.name} · ${line.skuName}` : line.name;
