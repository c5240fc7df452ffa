import type { DeskFigures } from '@ffe/shared/contracts/admin-desk';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CHART_PRIMARY, CHART_TINT, Chart } from '../../../components/chart';

/** Conversations per day (bars) and the median first response in seconds (a line on the right axis). */
export default function ReportsChart({ days }: { days: readonly (DeskFigures & { date: string })[] }) {
  const { t } = useTranslation();
  const option = useMemo(() => {
    const conversations = t('desk.reports.conversations');
    const first = t('desk.reports.firstResponse');
    return {
      color: [CHART_TINT, CHART_PRIMARY],
      tooltip: { trigger: 'axis' },
      legend: { data: [conversations, first], top: 0 },
      grid: { left: 48, right: 56, top: 40, bottom: 28 },
      xAxis: { type: 'category', data: days.map((day) => day.date.slice(5)) },
      yAxis: [
        { type: 'value', name: conversations, minInterval: 1 },
        { type: 'value', name: 's', splitLine: { show: false } },
      ],
      series: [
        { name: conversations, type: 'bar', barMaxWidth: 14, data: days.map((day) => day.conversations) },
        {
          name: first,
          type: 'line',
          yAxisIndex: 1,
          showSymbol: false,
          connectNulls: false,
          data: days.map((day) =>
            day.first_response_median_ms === null ? null : Math.round(day.first_response_median_ms / 1000),
          ),
        },
      ],
    };
  }, [days, t]);

  return <Chart option={option} label={t('desk.reports.chart')} />;
}
