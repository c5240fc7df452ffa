import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LineIcon } from '../../../components/ui/line-icon';
import { PATHS } from '../../../lib/paths';
import { useBack } from '../../../lib/use-back';
import styles from './page-header.module.css';

/** The own header of a custom-header page: back, the title (with a badge, as the sandbox's), and home if asked. */
export function PageHeader({ title, badge, home = false }: { title: string; badge?: string; home?: boolean }) {
  const { t } = useTranslation();
  const back = useBack();
  return (
    <header className={styles.header}>
      <button type="button" className={styles.button} onClick={back} aria-label={t('common.back')}>
        <LineIcon d="M15 5l-7 7 7 7" />
      </button>
      <h1 className={styles.title}>
        {title}
        {badge && <span className={styles.badge}>{badge}</span>}
      </h1>
      {home ? (
        <Link to={PATHS.home} className={styles.button} aria-label={t('common.goHome')}>
          <LineIcon d="M4 11l8-7 8 7M6 9.5V20h4.5v-5h3v5H18V9.5" />
        </Link>
      ) : (
        <span className={styles.button} aria-hidden="true" />
      )}
    </header>
  );
}
