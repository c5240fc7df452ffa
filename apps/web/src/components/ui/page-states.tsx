import { Button, DotLoading, ErrorBlock } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import styles from './page-states.module.css';

/** Shown while a page's code or data is on its way. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className={styles.center} role="status" aria-live="polite">
      <DotLoading color="primary" />
      <span className={styles.hint}>{t('common.loading')}</span>
    </div>
  );
}

/** Shown when a page or its data could not load; retry tries again. */
export function PageError({ message, onRetry }: { message?: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.center} role="alert">
      <ErrorBlock status="default" title={t('common.loadFailed')} description={message ?? t('common.pageLoadFailed')}>
        <Button color="primary" fill="outline" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      </ErrorBlock>
    </div>
  );
}

/** Shown when a list has nothing to show. */
export function EmptyState({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children?: React.ReactNode;
}) {
  return (
    <div className={styles.center}>
      <ErrorBlock status="empty" title={title} description={description ?? ''}>
        {children}
      </ErrorBlock>
    </div>
  );
}
