import type { HistoryEntry } from '@ffe/shared/contracts/member-centre';
import { SwipeAction } from 'antd-mobile';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { LoadMore } from '../../../components/ui/load-more';
import styles from '../../../components/ui/member-list.module.css';
import { EmptyState, PageError, PageLoading } from '../../../components/ui/page-states';
import { refusalToasted } from '../../../lib/failure';
import { PATHS } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { useClearHistory } from '../api/clear-history';
import { useHistoryInfinite } from '../api/list-history';
import { useRemoveHistory } from '../api/remove-history';
import { GoodsRow } from '../components/goods-row';
import { dayKind, groupByDay } from '../utils/day-groups';

/** 今天, 昨天, or the date (with its year when it is not this year), in the page's language. */
function useDayLabel(): (day: number) => string {
  const { t, i18n } = useTranslation();
  return useCallback(
    (day: number) => {
      const kind = dayKind(day, Date.now());
      if (kind === 'today' || kind === 'yesterday') return t(`history.${kind}`);
      const withYear = kind === 'otherYear' ? { year: 'numeric' as const } : {};
      return new Intl.DateTimeFormat(i18n.language, { ...withYear, month: 'long', day: 'numeric' }).format(day);
    },
    [t, i18n.language],
  );
}

/** The goods the member has looked at, newest first and grouped by day; entries can be removed one by one or all. */
export default function HistoryPage() {
  const { t, i18n } = useTranslation();
  const history = useHistoryInfinite();
  const remove = useRemoveHistory();
  const clear = useClearHistory();
  const [askingClear, setAskingClear] = useState(false);
  const closeClearQuestion = useCallback(() => setAskingClear(false), []);
  const dayLabel = useDayLabel();
  const timeFormat = useMemo(
    () => new Intl.DateTimeFormat(i18n.language, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
    [i18n.language],
  );

  const entries = useMemo(() => history.data?.pages.flatMap((page) => page.list) ?? [], [history.data]);
  const groups = useMemo(() => groupByDay(entries, (entry: HistoryEntry) => entry.viewedAt), [entries]);

  if (history.isPending) return <PageLoading />;
  if (history.isError) return <PageError message={history.error.message} onRetry={() => void history.refetch()} />;

  if (entries.length === 0) {
    return (
      <EmptyState title={t('history.empty')} description={t('history.emptyHint')}>
        <Link to={PATHS.home} className={styles.action}>
          {t('history.goShopping')}
        </Link>
      </EmptyState>
    );
  }

  // Per call rather than mutate's callbacks, which only tell the last of several quick removals.
  const removeOne = (id: string) =>
    remove.mutateAsync([id]).then(() => toast(t('history.removed'), 'success'), refusalToasted);

  const clearAll = () =>
    clear.mutate(undefined, {
      onSuccess: () => toast(t('history.cleared'), 'success'),
    });

  return (
    <div className={styles.page}>
      <div className={styles.toolbar}>
        <span className={styles.summaryText}>{t('history.count', { count: history.data.pages[0]?.total ?? 0 })}</span>
        <button
          type="button"
          className={styles.textButton}
          onClick={() => setAskingClear(true)}
          disabled={clear.isPending}
        >
          {t('history.clear')}
        </button>
      </div>
      {groups.map((group) => {
        const headingId = `history-day-${group.day}`;
        return (
          <section key={group.day} aria-labelledby={headingId} data-testid="history-day">
            <h2 className={styles.dayHeading} id={headingId}>
              {dayLabel(group.day)}
            </h2>
            <ul className={styles.list}>
              {group.items.map((entry) => (
                <li key={entry.id} className={styles.item}>
                  <SwipeAction
                    className={styles.swipe}
                    rightActions={[
                      { key: 'remove', text: t('history.remove'), color: 'danger', onClick: () => removeOne(entry.id) },
                    ]}
                  >
                    <GoodsRow
                      goods={entry.goods}
                      note={
                        <time dateTime={new Date(entry.viewedAt).toISOString()}>
                          {t('history.viewedAt', { time: timeFormat.format(entry.viewedAt) })}
                        </time>
                      }
                    />
                  </SwipeAction>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
      <LoadMore hasMore={history.hasNextPage} loadMore={() => history.fetchNextPage({ throwOnError: true })} />
      <p className={styles.tip}>{t('history.swipeTip')}</p>
      <ConfirmDialog
        visible={askingClear}
        content={t('history.clearConfirm')}
        confirmText={t('history.clear')}
        danger
        onConfirm={clearAll}
        onClose={closeClearQuestion}
      />
    </div>
  );
}
