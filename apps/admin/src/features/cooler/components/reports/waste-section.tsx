import type { CoolerReportWeeks, CoolerWasteStem } from '@ffe/shared/contracts/cooler-reports';
import { Empty, Flex, Skeleton, Space, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useWasteReport } from '../../api/waste-report';
import { percent, stemIn, yuan } from './report-format';
import { SectionState } from './section-state';

// ECharts loads in a chunk of its own, after the figures show.
const WasteChart = lazy(() => import('./waste-chart'));

/** Waste by week (a chart) and by stem (a table); costs only when the answer carries them. */
export function WasteSection({ weeks, enabled }: { weeks: CoolerReportWeeks; enabled: boolean }) {
  const { t, i18n } = useTranslation();
  const english = i18n.language === 'en';
  const report = useWasteReport(weeks, enabled);
  return (
    <SectionState query={report}>
      {(data) => {
        if (data.total.wasted === 0 && data.total.received === 0)
          return <Empty description={t('cooler.reports.waste.empty')} />;
        const columns: TableColumnsType<CoolerWasteStem> = [
          { key: 'stem', title: t('cooler.reports.waste.stem'), render: (_, s) => stemIn(english, s) },
          { key: 'received', title: t('cooler.reports.waste.received'), dataIndex: 'received', align: 'right' },
          { key: 'wasted', title: t('cooler.reports.waste.wasted'), dataIndex: 'wasted', align: 'right' },
          {
            key: 'share',
            title: t('cooler.reports.waste.share'),
            align: 'right',
            render: (_, s) => percent(s.sharePercent),
          },
          ...(data.withCosts
            ? [
                {
                  key: 'cost',
                  title: t('cooler.reports.waste.cost'),
                  align: 'right' as const,
                  render: (_: unknown, s: CoolerWasteStem) => yuan(s.costCents),
                },
              ]
            : []),
          {
            key: 'reasons',
            title: t('cooler.reports.waste.reasons'),
            render: (_, s) => (
              <Space size={[0, 4]} wrap>
                {s.byReason.map((r) => (
                  <Tag key={r.reason}>{`${t(`cooler.reports.reasons.${r.reason}`)} ${r.units}`}</Tag>
                ))}
              </Space>
            ),
          },
        ];
        return (
          <Flex vertical gap="middle">
            <Typography.Text>
              {t('cooler.reports.waste.totalLine', {
                wasted: data.total.wasted,
                received: data.total.received,
                share: percent(data.total.sharePercent),
              })}
              {data.withCosts ? t('cooler.reports.waste.totalCost', { cost: yuan(data.total.costCents) }) : ''}
            </Typography.Text>
            <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: 300 }} />}>
              <WasteChart weeks={data.weeks} />
            </Suspense>
            <Table<CoolerWasteStem>
              rowKey="stemId"
              size="small"
              columns={columns}
              dataSource={data.stems}
              pagination={{ pageSize: 20, hideOnSinglePage: true }}
            />
          </Flex>
        );
      }}
    </SectionState>
  );
}
