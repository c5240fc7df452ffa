import type {
  CoolerMarginGoods,
  CoolerMarginOrder,
  CoolerMarginReport,
  CoolerReportWeeks,
} from '@ffe/shared/contracts/cooler-reports';
import { Col, Empty, Flex, Row, Skeleton, Statistic, Table, type TableColumnsType, Tooltip, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useMarginReport } from '../../api/margin-report';
import { nameIn, percent, yuan } from './report-format';
import { SectionState } from './section-state';

const MarginChart = lazy(() => import('./margin-chart'));

/** Stem cost and margin: totals, a chart per day, tables per goods and per order, refunded orders apart. */
export function MarginSection({ weeks, enabled }: { weeks: CoolerReportWeeks; enabled: boolean }) {
  const { t } = useTranslation();
  const report = useMarginReport(weeks, enabled);
  return (
    <SectionState query={report}>
      {(data) =>
        data.total.orders === 0 && data.refundedTotal.orders === 0 ? (
          <Empty description={t('cooler.reports.margins.empty')} />
        ) : (
          <Margins data={data} />
        )
      }
    </SectionState>
  );
}

function Margins({ data }: { data: CoolerMarginReport }) {
  const { t, i18n } = useTranslation();
  const english = i18n.language === 'en';
  const money = <
    R extends { revenueCents: number; stemCostCents: number; marginCents: number; marginPercent: number | null },
  >() =>
    [
      {
        key: 'revenue',
        title: t('cooler.reports.margins.revenue'),
        align: 'right',
        render: (_: unknown, r: R) => yuan(r.revenueCents),
      },
      {
        key: 'stemCost',
        title: t('cooler.reports.margins.stemCost'),
        align: 'right',
        render: (_: unknown, r: R) => yuan(r.stemCostCents),
      },
      {
        key: 'margin',
        title: t('cooler.reports.margins.margin'),
        align: 'right',
        render: (_: unknown, r: R) => yuan(r.marginCents),
      },
      {
        key: 'marginPercent',
        title: t('cooler.reports.margins.marginPercent'),
        align: 'right',
        render: (_: unknown, r: R) => percent(r.marginPercent),
      },
    ] as TableColumnsType<R>;
  const goodsColumns: TableColumnsType<CoolerMarginGoods> = [
    { key: 'goods', title: t('cooler.reports.margins.goods'), render: (_, g) => nameIn(english, g.name, g.nameEn) },
    { key: 'quantity', title: t('cooler.reports.margins.quantity'), dataIndex: 'quantity', align: 'right' },
    ...money<CoolerMarginGoods>(),
    {
      key: 'unattributed',
      title: (
        <Tooltip title={t('cooler.reports.margins.unattributedHint')}>
          {t('cooler.reports.margins.unattributed')}
        </Tooltip>
      ),
      align: 'right',
      render: (_, g) => yuan(g.unattributedCents),
    },
  ];
  const orderColumns: TableColumnsType<CoolerMarginOrder> = [
    { key: 'orderNo', title: t('cooler.reports.margins.orderNo'), dataIndex: 'orderNo' },
    { key: 'deliveryDate', title: t('cooler.reports.margins.deliveryDate'), dataIndex: 'deliveryDate' },
    {
      key: 'goods',
      title: t('cooler.reports.margins.goods'),
      render: (_, o) => (english ? o.goodsEn : o.goods).join(english ? ', ' : '、'),
    },
    { key: 'paid', title: t('cooler.reports.margins.paid'), align: 'right', render: (_, o) => yuan(o.paidCents) },
    ...money<CoolerMarginOrder>(),
  ];
  const figures = [
    ['orders', String(data.total.orders)],
    ['revenue', yuan(data.total.revenueCents)],
    ['stemCost', yuan(data.total.stemCostCents)],
    ['margin', yuan(data.total.marginCents)],
    ['marginPercent', percent(data.total.marginPercent)],
  ] as const;
  return (
    <Flex vertical gap="middle">
      <Row gutter={16}>
        {figures.map(([key, value]) => (
          <Col key={key} span={4}>
            <Statistic title={t(`cooler.reports.margins.${key}`)} value={value} />
          </Col>
        ))}
      </Row>
      <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: 300 }} />}>
        <MarginChart days={data.days} />
      </Suspense>
      <Typography.Title level={5}>{t('cooler.reports.margins.byGoods')}</Typography.Title>
      <Table<CoolerMarginGoods>
        rowKey="goodsId"
        size="small"
        columns={goodsColumns}
        dataSource={data.goods}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
      />
      <Typography.Title level={5}>{t('cooler.reports.margins.byOrder')}</Typography.Title>
      {data.ordersTotal > data.orders.length && (
        <Typography.Text type="secondary">
          {t('cooler.reports.margins.shown', { shown: data.orders.length, total: data.ordersTotal })}
        </Typography.Text>
      )}
      <Table<CoolerMarginOrder>
        rowKey="orderId"
        size="small"
        columns={orderColumns}
        dataSource={data.orders}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
      />
      {data.refunded.length > 0 && (
        <>
          <Typography.Title level={5}>{t('cooler.reports.margins.refunded')}</Typography.Title>
          <Table<CoolerMarginOrder>
            rowKey="orderId"
            size="small"
            columns={orderColumns}
            dataSource={data.refunded}
            pagination={{ pageSize: 10, hideOnSinglePage: true }}
          />
        </>
      )}
    </Flex>
  );
}
