import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { EmptyState, PageError, PageLoading } from '../../../components/ui/page-states';
import { Picture } from '../../../components/ui/picture';
import { pathTo } from '../../../lib/paths';
import { useMySubscriptions } from '../api/list-subscriptions';
import styles from '../components/subscription-parts.module.css';
import { dateWithWeekday, everyWords } from '../utils/words';

/** The member's subscriptions, bought or received: series, status, how far along, and the next date. */
export default function MySubscriptionsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const mine = useMySubscriptions();

  if (!mine.data) {
    return mine.isError ? (
      <PageError message={mine.error.message} onRetry={() => void mine.refetch()} />
    ) : (
      <PageLoading />
    );
  }
  if (mine.data.length === 0) {
    return (
      <EmptyState title={t('sub.list.empty')} description={t('sub.list.emptyHint')}>
        <Button color="primary" shape="rounded" onClick={() => navigate(pathTo('subscriptions'))}>
          {t('sub.browse')}
        </Button>
      </EmptyState>
    );
  }

  return (
    <div className={styles.page}>
      <ul className={styles.list}>
        {mine.data.map((one) => (
          <li key={one.id}>
            <Link to={pathTo('subscriptionDetail', { id: one.id })} className={styles.row} data-testid="subscription">
              {/* A series without a cover of its own shows none rather than an empty frame. */}
              {one.cover && <Picture src={one.cover} alt="" className={styles.thumb} sizes="64px" />}
              <span className={styles.cardBody}>
                <span className={styles.title}>
                  {one.seriesName}
                  {one.gift && (
                    <span className={styles.tag}>{one.isBuyer ? t('sub.list.gift') : t('sub.list.received')}</span>
                  )}
                </span>
                <span className={styles.muted}>
                  {t('sub.plan.deliveries', { count: one.deliveriesTotal })} · {everyWords(t, one.everyWeeks)}
                </span>
                <span>
                  {t('sub.list.progress', { delivered: one.delivered, placed: one.placed, total: one.deliveriesTotal })}
                </span>
                {one.pausedUntil ? (
                  <span className={styles.muted}>{t('sub.list.pausedUntil', { date: one.pausedUntil })}</span>
                ) : (
                  one.nextDate && <span>{t('sub.list.next', { date: dateWithWeekday(t, one.nextDate) })}</span>
                )}
              </span>
              <span className={styles.status} data-status={one.status}>
                {t(`sub.status.${one.status}`)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <Link to={pathTo('subscriptions')} className={styles.link}>
        {t('sub.browse')}
      </Link>
    </div>
  );
}
