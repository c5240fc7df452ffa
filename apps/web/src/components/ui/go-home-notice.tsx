import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PATHS } from '../../lib/paths';
import { EmptyState } from './page-states';
import styles from './page-states.module.css';

/** A whole-page notice with one way on: back to the home page. */
export function GoHomeNotice({ title, description }: { title: string; description: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <EmptyState title={title} description={description}>
      <button type="button" className={styles.solid} onClick={() => navigate(PATHS.home)}>
        {t('common.goHome')}
      </button>
    </EmptyState>
  );
}
