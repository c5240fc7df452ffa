import styles from '../../../components/goods/goods-grid.module.css';
import skeleton from './skeleton.module.css';

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
