import { useTranslation } from 'react-i18next';
import { RECOMMENDED, useSearchGoodsInfinite } from '../../lib/api/search-goods';
import { GoodsGrid } from './goods-grid';
import styles from './recommended-goods.module.css';

/** How many goods a page with nothing else to offer recommends. */
const SHOWN = 6;

/**
 * A few of the goods the home page recommends (the same list, read once for both), under 为你推荐: for pages that
 * end a visit, such as the empty cart and the payment result. Nothing shows while they load or if they cannot.
 */
export function RecommendedGoods() {
  const { t } = useTranslation();
  const feed = useSearchGoodsInfinite(RECOMMENDED);
  const goods = feed.data?.pages[0]?.list.slice(0, SHOWN) ?? [];
  if (goods.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="recommended-goods">
      <h2 className={styles.title} id="recommended-goods">
        {t('home.recommend')}
      </h2>
      <GoodsGrid goods={goods} />
    </section>
  );
}
