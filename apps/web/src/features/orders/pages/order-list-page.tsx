import { type OrderListTab, orderListTabs } from '@ffe/shared/domain/order-state';
import { Button, Tabs } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LoadMore } from '../../../components/ui/load-more';
import { EmptyState, PageError, PageLoading } from '../../../components/ui/page-states';
import { PullToRefresh } from '../../../components/ui/pull-to-refresh';
import { PATHS, pathTo } from '../../../lib/paths';
import { useOrdersInfinite } from '../api/list-orders';
import { OrderCard } from '../components/order-card';
import styles from './order-list-page.module.css';

const isTab = (value: string | undefined): value is OrderListTab =>
  (orderListTabs as readonly (string | undefined)[]).includes(value);

function OrderList({ tab }: { tab: OrderListTab }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const orders = useOrdersInfinite(tab);

  if (orders.isPending) return <PageLoading />;
  if (orders.isError) return <PageError message={orders.error.message} onRetry={() => void orders.refetch()} />;

  const list = orders.data.pages.flatMap((page) => page.list);
  if (list.length === 0) {
    return (
      <EmptyState title={t(`order.empty.${tab}`)} description={t('order.emptyHint')}>
        <Button color="primary" shape="rounded" onClick={() => navigate(PATHS.home)}>
          {t('order.goShopping')}
        </Button>
      </EmptyState>
    );
  }

  return (
    <PullToRefresh
      onRefresh={() => orders.refetch()}
      texts={{
        pulling: t('home.pullToRefresh'),
        release: t('home.releaseToRefresh'),
        refreshing: t('home.refreshing'),
        done: t('home.refreshed'),
      }}
    >
      <ul className={styles.list}>
        {list.map((order) => (
          <li key={order.id}>
            <OrderCard order={order} />
          </li>
        ))}
      </ul>
      <LoadMore hasMore={orders.hasNextPage} loadMore={() => orders.fetchNextPage({ throwOnError: true })} />
    </PullToRefresh>
  );
}

/** The member's orders by tab (the tab lives in the query, so Back and reload keep it), newest first. */
export default function OrderListPage({ tab }: { tab?: string | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const current = isTab(tab) ? tab : 'all';

  const choose = (key: string) =>
    navigate(pathTo('orderList', { tab: key === 'all' ? undefined : key }), { replace: true });

  return (
    <div className={styles.page}>
      <Tabs className={styles.tabs} activeKey={current} onChange={choose}>
        {orderListTabs.map((key) => (
          <Tabs.Tab key={key} title={t(`order.tabs.${key}`)} />
        ))}
      </Tabs>
      <OrderList key={current} tab={current} />
    </div>
  );
}
