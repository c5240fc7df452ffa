import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './page-states.module.css';

/** A small line drawing of a flower: empty and failed states share it instead of a picture library. */
function StateIcon({ tone }: { tone: 'empty' | 'error' }) {
  return (
    <svg className={styles.icon} viewBox="0 0 64 64" aria-hidden="true" data-tone={tone}>
      <circle cx="32" cy="24" r="7" />
      <path d="M32 17c-4-8-14-6-12 2s8 6 12 5M32 17c4-8 14-6 12 2s-8 6-12 5M25 27c-8 2-8 12 0 12s7-8 7-8M39 27c8 2 8 12 0 12s-7-8-7-8M32 31v26M32 48c-6-6-12-5-14-2M32 52c6-6 11-5 13-2" />
    </svg>
  );
}

function StateBlock({
  tone,
  title,
  description,
  children,
}: {
  tone: 'empty' | 'error';
  title: string;
  description?: string | undefined;
  children?: ReactNode;
}) {
  return (
    <div className={styles.center} role={tone === 'error' ? 'alert' : undefined}>
      <StateIcon tone={tone} />
      <p className={styles.title}>{title}</p>
      {description && <p className={styles.hint}>{description}</p>}
      {children}
    </div>
  );
}

// The page states use plain buttons and dots, not antd-mobile's: they are on the first load of every page.

/** Shown while a page's code or data is on its way. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className={styles.center} role="status" aria-live="polite">
      <span className={styles.dots} aria-hidden="true">
        <i />
        <i />
        <i />
      </span>
      <span className={styles.hint}>{t('common.loading')}</span>
    </div>
  );
}

/** Shown when a page or its data could not load; retry tries again. */
export function PageError({ message, onRetry }: { message?: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <StateBlock tone="error" title={t('common.loadFailed')} description={message ?? t('common.pageLoadFailed')}>
      <button type="button" className={styles.outline} onClick={onRetry}>
        {t('common.retry')}
      </button>
    </StateBlock>
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
  children?: ReactNode;
}) {
  return (
    <StateBlock tone="empty" title={title} description={description}>
      {children}
    </StateBlock>
  );
}
