import type { GoodsSummary } from '@ffe/shared/contracts/catalogue';
import { GoodsCard } from './goods-card';
import styles from './goods-grid.module.css';

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
