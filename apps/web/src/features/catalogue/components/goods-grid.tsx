import type { GoodsSummary } from '@ffe/shared/contracts/catalogue';
import { GoodsCard } from '../../../components/goods/goods-card';
import styles from './goods-grid.module.css';
import skeleton from './skeleton.module.css';

/** Goods in two columns (more on wide screens). */
export function GoodsGrid({ goods }: { goods: readonly GoodsSummary[] }) {
  return (
    <ul className={styles.grid}>
      {goods.map((item) => (
        <li key={item.id}>
          <GoodsCard goods={item} />
        </li>
      ))}
    </ul>
  );
}

/** Grey cards where goods are about to appear. */
export function GoodsGridSkeleton({ cards = 4 }: { cards?: number }) {
  return (
    <div className={styles.grid} aria-hidden="true">
      {Array.from({ length: cards }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity beyond their position
        <div key={index} className={`${skeleton.block} ${styles.cardBlock}`} />
      ))}
    </div>
  );
}
