import { DotLoading } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './load-more.module.css';

interface LoadMoreProps {
  hasMore: boolean;
  /** Loads the next page; a rejection shows a retry instead of trying again by itself. */
  loadMore: () => Promise<unknown>;
}

/** The end of an endless list: loads the next page as it scrolls into view. */
export function LoadMore({ hasMore, loadMore }: LoadMoreProps) {
  const { t } = useTranslation();
  const sentinel = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');
  const loadRef = useRef(loadMore);
  loadRef.current = loadMore;

  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasMore || state !== 'idle') return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) return;
        setState('loading');
        loadRef.current().then(
          () => setState('idle'),
          () => setState('failed'),
        );
      },
      // Start before the end is on screen, so scrolling rarely waits.
      { rootMargin: '0px 0px 400px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasMore, state]);

  return (
    <div ref={sentinel} className={styles.loadMore} aria-live="polite">
      {!hasMore ? (
        <span>{t('common.noMore')}</span>
      ) : state === 'failed' ? (
        <button type="button" className={styles.retry} onClick={() => setState('idle')}>
          {t('common.loadFailed')}, {t('common.retry')}
        </button>
      ) : (
        <>
          <span>{t('common.loading')}</span>
          {/* Its SVG animation repaints every frame, even off screen: it moves only while a page loads. */}
          {state === 'loading' && <DotLoading />}
        </>
      )}
    </div>
  );
}
