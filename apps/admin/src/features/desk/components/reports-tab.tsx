import { Card, DatePicker, Flex, Skeleton, Statistic, Tabs } from 'antd';
import dayjs from 'dayjs';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error';
import { shopDay } from '../../../lib/format';
import { useDeskReports } from '../api/get-reports';
import { formatDuration } from '../utils/desk-words';
import { ReportsTable } from './reports-table';

const ReportsChart = lazy(() => import('./reports-chart'));
const CHART_HEIGHT = 280;

/** The desk's figures over a range of shop days: totals, a chart per day, and tables per day and per agent. */
export default function ReportsTab() {
  const { t } = useTranslation();
  const [range, setRange] = useState({ from: shopDay(-6), to: shopDay() });
  const reports = useDeskReports(range);
  const total = reports.data?.total;
  return (
    <Flex vertical gap={16}>
      <DatePicker.RangePicker
        aria-label={t('desk.reports.range')}
        allowClear={false}
        value={[dayjs(range.from), dayjs(range.to)]}
        onChange={(dates) => {
          const [from, to] = dates ?? [];
          if (from && to) setRange({ from: from.format('YYYY-MM-DD'), to: to.format('YYYY-MM-DD') });
        }}
      />
      {reports.isError && <LoadError error={reports.error} onRetry={() => void reports.refetch()} />}
      {reports.isPending && <Skeleton active />}
      {total && reports.data && (
        <>
          <Flex gap={12} wrap>
            <Card size="small">
              <Statistic title={t('desk.reports.conversations')} value={total.conversations} />
            </Card>
            <Card size="small">
              <Statistic title={t('desk.reports.resolved')} value={total.resolved} />
            </Card>
            <Card size="small">
              <Statistic
                title={t('desk.reports.firstResponse')}
                value={`${formatDuration(total.first_response_median_ms, t)} / ${formatDuration(total.first_response_p90_ms, t)}`}
              />
            </Card>
            <Card size="small">
              <Statistic title={t('desk.reports.resolution')} value={formatDuration(total.resolution_median_ms, t)} />
            </Card>
            <Card size="small">
              <Statistic
                title={t('desk.reports.satisfaction')}
                value={total.satisfaction === null ? t('desk.reports.noRating') : total.satisfaction.toFixed(2)}
                suffix={total.ratings > 0 ? `(${total.ratings})` : undefined}
              />
            </Card>
          </Flex>
          <Card size="small" title={t('desk.reports.chart')}>
            <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: CHART_HEIGHT }} />}>
              <ReportsChart days={reports.data.days} />
            </Suspense>
          </Card>
          <Tabs
            items={[
              {
                key: 'days',
                label: t('desk.reports.byDay'),
                children: (
                  <ReportsTable
                    rows={reports.data.days.map((day) => ({ key: day.date, label: day.date, ...day }))}
                    first={t('desk.reports.date')}
                  />
                ),
              },
              {
                key: 'agents',
                label: t('desk.reports.byAgent'),
                children: (
                  <ReportsTable
                    rows={reports.data.agents.map((row) => ({ key: row.agent.id, label: row.agent.name, ...row }))}
                    first={t('desk.reports.agent')}
                  />
                ),
              },
            ]}
          />
        </>
      )}
    </Flex>
  );
}
