import { useTranslation } from 'react-i18next';
import styles from './home-skeleton.module.css';
import skeleton from './skeleton.module.css';

function Blocks({ count, className }: { count: number; className: string | undefined }) {
  return Array.from({ length: count }, (_, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity beyond their position
    <div key={index} className={`${skeleton.block} ${className}`} />
  ));
}

/**
 * The home page while it loads, exactly as PRODUCT.md#shop-tab-bar draws it: a banner, three blocks, five round icons,
 * two blocks and two rows of two product cards.
 */
export function HomeSkeleton() {
  const { t } = useTranslation();
  return (
    <div className={styles.skeleton} data-testid="home-skeleton" role="status" aria-label={t('common.loading')}>
      <div className={`${skeleton.block} ${styles.banner}`} />
      <div className={`${styles.row} ${styles.three}`}>
        <Blocks count={3} className={styles.entry} />
      </div>
      <div className={`${styles.row} ${styles.five}`}>
        <Blocks count={5} className={styles.icon} />
      </div>
      <div className={`${styles.row} ${styles.two}`}>
        <Blocks count={2} className={styles.promotion} />
      </div>
      <div className={`${styles.row} ${styles.two}`}>
        <Blocks count={4} className={styles.card} />
      </div>
    </div>
  );
}
