import type { CoolerWasteWeek } from '@ffe/shared/contracts/cooler-reports';
import { type CoolerWasteReason, coolerWasteReasons } from '@ffe/shared/domain/cooler-waste';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CHART_PRIMARY, Chart } from '../../../../components/chart';

/** A colour per reason, so a reason keeps its colour from one range to the next. */
const REASON_COLOURS: Record<CoolerWasteReason, string> = {
  wilted: '#f3b8c7',
  broken: '#e89a5c',
  damaged_in_delivery: '#d4c25a',
  expired: '#9aa5b1',
  display: '#7fb8a4',
  cancelled_after_making: '#8e7cc3',
  stocktake: '#6c8ebf',
  other: '#c9c9c9',
};

/** Units written off per week, stacked by reason, with the waste share as a line on the right axis. */
export default function WasteChart({ weeks }: { weeks: readonly CoolerWasteWeek[] }) {
  const { t } = useTranslation();
  const option = useMemo(() => {
    const present = coolerWasteReasons.filter((reason) =>
      weeks.some((w) => w.byReason.some((r) => r.reason === reason)),
    );
    const share = t('cooler.reports.waste.share');
    return {
      tooltip: { trigger: 'axis' },
      legend: { top: 0 },
      grid: { left: 48, right: 56, top: 48, bottom: 28 },
      xAxis: { type: 'category', data: weeks.map((w) => w.week) },
      yAxis: [
        { type: 'value', name: t('cooler.reports.waste.wasted'), minInterval: 1 },
        { type: 'value', name: share, axisLabel: { formatter: '{value}%' }, splitLine: { show: false } },
      ],
      series: [
        ...present.map((reason) => ({
          name: t(`cooler.reports.reasons.${reason}`),
          type: 'bar',
          stack: 'waste',
          barMaxWidth: 28,
          itemStyle: { color: REASON_COLOURS[reason] },
          data: weeks.map((w) => w.byReason.find((r) => r.reason === reason)?.units ?? 0),
        })),
        {
          name: share,
          type: 'line',
          yAxisIndex: 1,
          itemStyle: { color: CHART_PRIMARY },
          // A week with nothing received has no share: a gap, not a zero.
          data: weeks.map((w) => w.sharePercent),
          tooltip: { valueFormatter: (value: unknown) => (value == null ? '—' : `${value}%`) },
        },
      ],
    };
  }, [weeks, t]);
  return <Chart option={option} label={t('cooler.reports.waste.chart')} />;
}
