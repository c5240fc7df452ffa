import { formatYuan } from '@ffe/shared/domain/money';
import { Button, Card, Col, Row, Skeleton, Statistic, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error';
import { Page } from '../../../components/page';
import { formatTime } from '../../../lib/format';
import { useDashboard } from '../api/get-dashboard';
import { Hinted } from '../components/hinted';
import { SubscriptionFigures } from '../components/subscription-figures';
import { TomorrowSlots } from '../components/tomorrow-slots';
import { TopGoods } from '../components/top-goods';

// ECharts loads in a chunk of its own, after the figures show.
const RevenueChart = lazy(() => import('../components/revenue-chart'));

const CHART_HEIGHT = 300;

/**
 * `/dashboard`: today's figures (orders, sales, refunds, revenue, average, the work waiting), each with its definition,
 * tomorrow's slots against capacity, 30 days of revenue and orders, the best sellers.
 */
export default function DashboardPage() {
  const { t } = useTranslation();
  const dashboard = useDashboard();
  const data = dashboard.data;

  if (!data) {
    return (
      <Page title={t('dashboard.title')}>
        {dashboard.isError ? (
          <LoadError error={dashboard.error} onRetry={() => void dashboard.refetch()} />
        ) : (
          <Card>
            <Skeleton active paragraph={{ rows: 10 }} />
          </Card>
        )}
      </Page>
    );
  }

  const { today, tomorrow, days, topGoods } = data;
  // Each figure as `domain/shop-figures.ts` defines it, its definition in the hint beside its title.
  const cards = [
    { key: 'orders', value: today.orders },
    { key: 'sales', value: formatYuan(today.sales), prefix: '¥' },
    { key: 'refunds', value: formatYuan(today.refunds), prefix: '¥' },
    { key: 'revenue', value: formatYuan(today.revenue), prefix: '¥' },
    { key: 'averageOrderValue', value: formatYuan(today.averageOrderValue), prefix: '¥' },
    { key: 'toPrepare', value: today.toPrepare },
    { key: 'toDispatch', value: today.toDispatch },
    { key: 'openAfterSales', value: today.openAfterSales },
  ] as const;

  return (
    <Page
      title={t('dashboard.title')}
      extra={
        <Typography.Text type="secondary">
          {t('dashboard.asOf', { date: today.date, time: formatTime(dashboard.dataUpdatedAt).slice(11) })}{' '}
          <Button type="link" size="small" loading={dashboard.isFetching} onClick={() => void dashboard.refetch()}>
            {t('dashboard.refresh')}
          </Button>
        </Typography.Text>
      }
    >
      <Row gutter={[16, 16]}>
        {cards.map((card) => (
          <Col key={card.key} span={3}>
            <Card size="small" className="figure-card">
              <Statistic
                title={<Hinted title={t(`dashboard.today.${card.key}`)} hint={t(`dashboard.hints.${card.key}`)} />}
                value={card.value}
                prefix={'prefix' in card ? card.prefix : undefined}
              />
            </Card>
          </Col>
        ))}
        <Col span={9}>
          <Card title={t('dashboard.tomorrow', { date: tomorrow.date })} className="fill-card">
            <TomorrowSlots slots={tomorrow.slots} />
          </Card>
        </Col>
        <Col span={15}>
          <Card
            title={<Hinted title={t('dashboard.chart.title')} hint={t('dashboard.hints.chart')} />}
            className="fill-card"
          >
            <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: CHART_HEIGHT }} />}>
              <RevenueChart days={days} />
            </Suspense>
          </Card>
        </Col>
        <SubscriptionFigures />
        <Col span={24}>
          <Card title={t('dashboard.top.title')}>
            <TopGoods goods={topGoods} />
          </Card>
        </Col>
      </Row>
    </Page>
  );
}
