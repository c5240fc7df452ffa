import type { GoodsSummary } from '@ffe/shared/contracts/catalogue';
import { type CoverLoading, GoodsCard } from './goods-card';
import styles from './goods-grid.module.css';

/** A phone's first row: two cards. */
const FIRST_ROW = 2;

const coverLoading = (index: number): CoverLoading => {
  if (index === 0) return 'largest';
  return index < FIRST_ROW ? 'eager' : 'lazy';
};

/**
 * Goods in two columns (more on wide screens). A grid that `opensThePage` loads its first row's pictures at once, the
 * first as the page's largest (the server preloads it); any other grid waits until its pictures scroll near.
 */
export function GoodsGrid({ goods, opensThePage = false }: { goods: readonly GoodsSummary[]; opensThePage?: boolean }) {
  return (
    <ul className={styles.grid}>
      {goods.map((item, index) => (
        <li key={item.id}>
          <GoodsCard goods={item} cover={opensThePage ? coverLoading(index) : 'lazy'} />
        </li>
      ))}
    </ul>
  );
}
