import type { DeskFigures } from '@ffe/shared/contracts/admin-desk';
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

// Only the parts drawn here ship: bars, a line, the grid, tooltip and legend on a canvas.
echarts.use([BarChart, LineChart, GridComponent, TooltipComponent, LegendComponent, CanvasRenderer]);

const PRIMARY = '#c0446a';
const BARS = '#f3b8c7';

/** Conversations per day (bars) and the median first response in seconds (a line on the right axis). */
export default function ReportsChart({ days }: { days: readonly (DeskFigures & { date: string })[] }) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts>(undefined);

  // ECharts draws into a DOM node of its own: made once, resized with its box, disposed with the tab.
  useEffect(() => {
    if (!box.current) return;
    const instance = echarts.init(box.current);
    chart.current = instance;
    const resize = new ResizeObserver(() => instance.resize());
    resize.observe(box.current);
    return () => {
      resize.disconnect();
      instance.dispose();
      chart.current = undefined;
    };
  }, []);

  useEffect(() => {
    const conversations = t('desk.reports.conversations');
    const first = t('desk.reports.firstResponse');
    chart.current?.setOption(
      {
        color: [BARS, PRIMARY],
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
      },
      true,
    );
  }, [days, t]);

  return <div ref={box} className="revenue-chart" role="img" aria-label={t('desk.reports.chart')} />;
}
