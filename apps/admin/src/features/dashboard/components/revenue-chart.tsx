import type { DashboardDay } from '@ffe/shared/contracts/admin-dashboard';
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

// Only the parts drawn here ship (issue 13): bars, a line, the grid, tooltip and legend on a canvas.
echarts.use([BarChart, LineChart, GridComponent, TooltipComponent, LegendComponent, CanvasRenderer]);

const PRIMARY = '#c0446a';
const ORDERS = '#f3b8c7';

/** The last 30 days: revenue (yuan, a line on the left axis) and paid orders (bars on the right). */
export default function RevenueChart({ days }: { days: readonly DashboardDay[] }) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts>(undefined);

  // ECharts draws into a DOM node of its own: made once, resized with its box, disposed with the page.
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
    const revenue = t('dashboard.chart.revenue');
    const orders = t('dashboard.chart.orders');
    chart.current?.setOption(
      {
        color: [PRIMARY, ORDERS],
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
      },
      true,
    );
  }, [days, t]);

  return <div ref={box} className="revenue-chart" role="img" aria-label={t('dashboard.chart.title')} />;
}
