import type { CoolerMarginDay } from '@ffe/shared/contracts/cooler-reports';
import { formatCents } from '@ffe/shared/domain/money';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CHART_PRIMARY, CHART_TINT, Chart } from '../../../../components/chart';

/** Per delivery day: stem cost and margin stacked (together the revenue, in yuan), the margin % as a line. */
export default function MarginChart({ days }: { days: readonly CoolerMarginDay[] }) {
  const { t } = useTranslation();
  const option = useMemo(() => {
    const marginPercent = t('cooler.reports.margins.marginPercent');
    const money = { valueFormatter: (value: unknown) => `¥${formatCents(Math.round(Number(value) * 100))}` };
    return {
      tooltip: { trigger: 'axis' },
      legend: { top: 0 },
      grid: { left: 64, right: 56, top: 48, bottom: 28 },
      xAxis: { type: 'category', data: days.map((d) => d.date.slice(5)) },
      yAxis: [
        { type: 'value', name: '¥', axisLabel: { formatter: (value: number) => `¥${value}` } },
        { type: 'value', name: marginPercent, axisLabel: { formatter: '{value}%' }, splitLine: { show: false } },
      ],
      series: [
        {
          name: t('cooler.reports.margins.stemCost'),
          type: 'bar',
          stack: 'revenue',
          barMaxWidth: 18,
          itemStyle: { color: '#9aa5b1' },
          data: days.map((d) => d.stemCostCents / 100),
          tooltip: money,
        },
        {
          name: t('cooler.reports.margins.margin'),
          type: 'bar',
          stack: 'revenue',
          barMaxWidth: 18,
          itemStyle: { color: CHART_TINT },
          data: days.map((d) => d.marginCents / 100),
          tooltip: money,
        },
        {
          name: marginPercent,
          type: 'line',
          yAxisIndex: 1,
          itemStyle: { color: CHART_PRIMARY },
          data: days.map((d) => d.marginPercent),
          tooltip: { valueFormatter: (value: unknown) => (value == null ? '—' : `${value}%`) },
        },
      ],
    };
  }, [days, t]);
  return <Chart option={option} label={t('cooler.reports.margins.chart')} />;
}
