import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../../lib/paths';
import { useBack } from '../../../lib/use-back';
import styles from './detail-header.module.css';
import { Icon } from './icons';

/** The detail page's own header: see-through over the gallery, white with the goods name once scrolled (progress 1). */
export function DetailHeader({ title, progress }: { title?: string | undefined; progress: number }) {
  const { t } = useTranslation();
  const back = useBack();
  const solid = progress > 0.5;
  return (
    <header className={solid ? `${styles.header} ${styles.solid}` : styles.header}>
      <div className={styles.background} style={{ opacity: progress }} />
      <button type="button" className={styles.round} onClick={back} aria-label={t('common.back')}>
        <Icon name="back" />
      </button>
      {/* The page's heading names the goods already; this is its echo in the bar. */}
      <p className={styles.title} style={{ opacity: progress }} aria-hidden="true">
        {title}
      </p>
      <Link to={PATHS.cart} className={styles.round} aria-label={t('goods.cart')}>
        <Icon name="cart" />
      </Link>
    </header>
  );
}
