import { formatYuan } from '@ffe/shared/domain/money';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadMore } from '../../../components/ui/load-more';
import { EmptyState, PageError, PageLoading } from '../../../components/ui/page-states';
import { pathTo } from '../../../lib/paths';
import { useAfterSalesInfinite } from '../api/list-after-sales';
import styles from '../pages/after-sale-page.module.css';
import { formatShopTime } from '../utils/shop-time';
import panel from './panel.module.css';

/** The member's requests, newest first, each opening its progress. */
export function AfterSaleRequests() {
  const { t } = useTranslation();
  const requests = useAfterSalesInfinite();
  if (requests.isPending) return <PageLoading />;
  if (requests.isError) return <PageError message={requests.error.message} onRetry={() => void requests.refetch()} />;
  const list = requests.data.pages.flatMap((page) => page.list);
  if (list.length === 0) return <EmptyState title={t('afterSale.empty')} description={t('afterSale.emptyHint')} />;
  return (
    <div className={styles.page}>
      <ul className={styles.requests}>
        {list.map((request) => (
          <li key={request.id}>
            <Link
              className={`${panel.panel} ${styles.request}`}
              to={pathTo('afterSale', { id: request.id })}
              data-testid="after-sale"
            >
              <span className={styles.requestHead}>
                <span>{t('afterSale.forOrder', { no: request.orderNo })}</span>
                <span className={styles.requestStatus}>{t(`afterSale.status.${request.status}`)}</span>
              </span>
              <span className={styles.requestBody}>
                <span>
                  {t(`afterSale.kinds.${request.kind}`)} · {t(`afterSale.reasons.${request.reason}`)}
                </span>
                <strong>{t('order.money', { amount: formatYuan(request.amount) })}</strong>
              </span>
              <span className={styles.hint}>{formatShopTime(request.createTime)}</span>
            </Link>
          </li>
        ))}
      </ul>
      <LoadMore hasMore={requests.hasNextPage} loadMore={() => requests.fetchNextPage({ throwOnError: true })} />
    </div>
  );
}
