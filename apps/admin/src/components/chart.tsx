import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';

// Only the parts the console draws ship (issue 13): bars, a line, the grid, tooltip and legend on a canvas.
echarts.use([BarChart, LineChart, GridComponent, TooltipComponent, LegendComponent, CanvasRenderer]);

/** The console's brand colour and its light tint, for a chart's line and bars. */
export const CHART_PRIMARY = '#c0446a';
export const CHART_TINT = '#f3b8c7';

export type ChartOption = echarts.EChartsCoreOption;

/**
 * An ECharts chart of `option`, described by `label` to assistive technology. Imported only by lazily loaded charts,
 * so ECharts stays out of every page's first load.
 */
export function Chart({ option, label }: { option: ChartOption; label: string }) {
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

  // `true`: the new option replaces the old one, so a series that went away is not left drawn.
  useEffect(() => chart.current?.setOption(option, true), [option]);

  return <div ref={box} className="revenue-chart" role="img" aria-label={label} />;
}
