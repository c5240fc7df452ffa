import { formatYuan } from '@ffe/shared/domain/money';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState, PageError, PageLoading } from '../../../components/ui/page-states';
import { Picture } from '../../../components/ui/picture';
import { pathTo } from '../../../lib/paths';
import { useSeriesList } from '../api/list-series';
import styles from '../components/subscription-parts.module.css';

/** 周花: the series on sale, each with its cover, words, lowest price a bouquet and this week's bouquet. */
export default function SubscriptionsPage() {
  const { t } = useTranslation();
  const series = useSeriesList();

  if (!series.data) {
    return series.isError ? (
      <PageError message={series.error.message} onRetry={() => void series.refetch()} />
    ) : (
      <PageLoading />
    );
  }

  return (
    <div className={styles.page}>
      <div className={styles.intro}>
        <p>{t('sub.intro')}</p>
        <Link to={pathTo('subscriptionMine')} className={styles.link}>
          {t('sub.mine')}
        </Link>
      </div>
      {series.data.length === 0 ? (
        <EmptyState title={t('sub.noSeries')} description={t('sub.noSeriesHint')} />
      ) : (
        <ul className={styles.grid}>
          {series.data.map((one) => (
            <li key={one.id}>
              <Link to={pathTo('subscriptionSeries', { id: one.id })} className={styles.card} data-testid="series-card">
                <Picture src={one.cover} alt="" className={styles.cover} sizes="(min-width: 961px) 380px, 100vw" />
                <span className={styles.cardBody}>
                  <span className={styles.title}>{one.name}</span>
                  <span className={styles.muted}>{one.description}</span>
                  <span className={styles.price}>{t('sub.fromPer', { price: formatYuan(one.fromPerDelivery) })}</span>
                  <span className={styles.muted}>{t('sub.thisWeek', { title: one.thisWeek.title })}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
