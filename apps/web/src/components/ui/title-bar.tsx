import { useTranslation } from 'react-i18next';
import { useBack } from '../../lib/use-back';
import { LineIcon } from './line-icon';
import styles from './title-bar.module.css';

/** The shop's title bar: the page's title, with a way back unless the page is a tab. */
export function TitleBar({ title, withBack = true }: { title: string; withBack?: boolean }) {
  const { t } = useTranslation();
  const back = useBack();
  return (
    <header className={styles.header}>
      {withBack && (
        // A real button, so the way back works from the keyboard and has a name.
        <button type="button" className={styles.back} onClick={back} aria-label={t('common.back')}>
          <LineIcon d="M15 5l-7 7 7 7" />
        </button>
      )}
      <h1 className={styles.title}>{title}</h1>
    </header>
  );
}
