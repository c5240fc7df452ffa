import type { GoodsSummary } from '@ffe/shared/contracts/catalogue';
import { unavailableReason } from '@ffe/shared/domain/cart-lines';
import { formatYuan } from '@ffe/shared/domain/money';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '../../../lib/paths';
import styles from './goods-row.module.css';

const COVER_SIZE = 88;

/** One goods in a member's list: tapping it opens its detail; goods that cannot be bought now are greyed and say why. */
export function GoodsRow({ goods, note }: { goods: GoodsSummary; note?: ReactNode }) {
  const { t } = useTranslation();
  const unavailable = unavailableReason(goods);
  return (
    <Link
      to={pathTo('goodsDetail', { id: goods.id })}
      className={unavailable ? `${styles.row} ${styles.unavailable}` : styles.row}
      data-testid="goods-row"
    >
      <div className={styles.cover}>
        <img src={goods.cover} alt="" loading="lazy" width={COVER_SIZE} height={COVER_SIZE} />
        {unavailable && <span className={styles.label}>{t(`goods.${unavailable}`)}</span>}
      </div>
      <div className={styles.body}>
        <p className={styles.name}>{goods.name}</p>
        {goods.flowerLanguage && <p className={styles.meta}>{goods.flowerLanguage}</p>}
        <div className={styles.footer}>
          <span className={styles.price}>
            {t(goods.hasSpecs ? 'goods.priceFrom' : 'goods.price', { price: formatYuan(goods.salePrice) })}
          </span>
          {note && <span className={styles.note}>{note}</span>}
        </div>
      </div>
    </Link>
  );
}
