import type { DashboardDay } from '@ffe/shared/contracts/admin-dashboard';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CHART_PRIMARY, CHART_TINT, Chart } from '../../../components/chart';

/** The last 30 days: revenue (yuan, a line on the left axis) and paid orders (bars on the right). */
export default function RevenueChart({ days }: { days: readonly DashboardDay[] }) {
  const { t } = useTranslation();
  const option = useMemo(() => {
    const revenue = t('dashboard.chart.revenue');
    const orders = t('dashboard.chart.orders');
    return {
      color: [CHART_PRIMARY, CHART_TINT],
      tooltip: { trigger: 'axis' },
      legend: { data: [revenue, orders], top: 0 },
      grid: { left: 56, right: 48, top: 40, bottom: 28 },
      xAxis: { type: 'category', data: days.map((day) => day.date.slice(5)) },
      yAxis: [
        { type: 'value', name: '¥', axisLabel: { formatter: (value: number) => `¥${value}` } },
        { type: 'value', name: orders, minInterval: 1, splitLine: { show: false } },
      ],
      series: [
        {
          name: revenue,
          type: 'line',
          // Straight segments: a smoothed line would dip below a day of no sales.
          showSymbol: false,
          data: days.map((day) => day.revenue),
          areaStyle: { opacity: 0.08 },
          tooltip: { valueFormatter: (value: unknown) => `¥${Number(value).toFixed(2)}` },
        },
        { name: orders, type: 'bar', yAxisIndex: 1, barMaxWidth: 14, data: days.map((day) => day.orders) },
      ],
    };
  }, [days, t]);

  return <Chart option={option} label={t('dashboard.chart.title')} />;
}
