import type { GoodsSummary } from '@ffe/shared/contracts/catalogue';
import { unavailableReason } from '@ffe/shared/domain/cart-lines';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '../../lib/paths';
import { Picture } from '../ui/picture';
import styles from './goods-card.module.css';
import { MarketPrice, Price } from './price';

/** The cover is square; stating its size keeps the grid from jumping while pictures arrive. */
const COVER_SIZE = 345;
/** Two cards a row on a phone; the shop's column is at most 750 px wide. */
const COVER_SIZES = '(max-width: 750px) 50vw, 375px';

/** How a card's cover loads: lazily below the fold, at once in a page's first row, first of all as its largest picture. */
export type CoverLoading = 'lazy' | 'eager' | 'largest';

/** One goods in a list: tapping it opens its detail page. */
export function GoodsCard({ goods, cover = 'lazy' }: { goods: GoodsSummary; cover?: CoverLoading }) {
  const { t } = useTranslation();
  const unavailable = unavailableReason(goods);
  return (
    <Link to={pathTo('goodsDetail', { id: goods.id })} className={styles.card} data-testid="goods-card">
      <div className={styles.cover}>
        <Picture
          src={goods.cover}
          sizes={COVER_SIZES}
          alt={goods.name}
          loading={cover === 'lazy' ? 'lazy' : 'eager'}
          fetchPriority={cover === 'largest' ? 'high' : 'auto'}
          width={COVER_SIZE}
          height={COVER_SIZE}
        />
        {unavailable && <span className={styles.overlay}>{t(`goods.${unavailable}`)}</span>}
      </div>
      <div className={styles.body}>
        <p className={styles.name}>{goods.name}</p>
        {goods.flowerLanguage && <p className={styles.language}>{goods.flowerLanguage}</p>}
        <div className={styles.footer}>
          <Price value={goods.salePrice} from={goods.hasSpecs} />
          {goods.marketPrice > goods.salePrice && <MarketPrice value={goods.marketPrice} />}
          {/* New goods say nothing of sales rather than 已售0. */}
          {goods.sales > 0 && <span className={styles.sales}>{t('goods.sales', { count: goods.sales })}</span>}
        </div>
      </div>
    </Link>
  );
}
