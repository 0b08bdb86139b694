import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { useShown } from '../../i18n/use-shown';
import type { DayPl } from '../../lib/daily-pl';

const HEIGHT = 180;
const css = (name: string, fallback: string) => getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;
/** whole taka grouped as in Bangladesh (1,00,000), no decimals: an axis label, not an amount to read */
const axisTaka = (v: number) => `৳${Math.round(v).toLocaleString('en-IN')}`;

/** The uPlot drawing of PlChart: two bar series (profit days, loss days) and the running total. */
export default function PlPlot({ days }: { days: readonly DayPl[] }) {
  const box = useRef<HTMLDivElement>(null);
  const fmt = useShown();
  useEffect(() => {
    const el = box.current;
    // no 2D canvas (an old WebView, a test's DOM): the table under the plot still holds every figure
    if (!el || !document.createElement('canvas').getContext('2d')) return;
    const up = css('--c-success', '#2ecc71');
    const down = css('--c-danger', '#ff5a5a');
    const line = css('--c-accent', '#f5c400');
    const muted = css('--c-muted', '#9aa4b2');
    const bars = uPlot.paths.bars?.({ size: [0.6, 40] });
    const xs = days.map((_, i) => i);
    const data: uPlot.AlignedData = [
      xs,
      days.map((d) => (d.net > 0 ? d.net / 100 : null)),
      days.map((d) => (d.net < 0 ? d.net / 100 : null)),
      days.map((d) => d.cumulative / 100),
    ];
    const opts: uPlot.Options = {
      width: el.clientWidth || 300,
      height: HEIGHT,
      legend: { show: false },
      cursor: { show: false },
      scales: { x: { time: false, range: [-0.5, days.length - 0.5] } },
      axes: [
        {
          stroke: muted,
          grid: { show: false },
          ticks: { show: false },
          space: 44,
          incrs: [1, 2, 7, 14, 30],
          // MM-DD of the Dhaka day, in the screen's digits
          values: (_u, splits) => splits.map((i) => (Number.isInteger(i) && days[i] ? fmt.digits((days[i] as DayPl).day.slice(5)) : '')),
        },
        {
          stroke: muted,
          size: 64,
          grid: { stroke: 'rgba(255,255,255,0.08)', width: 1 },
          ticks: { show: false },
          values: (_u, splits) => splits.map((v) => fmt.digits(axisTaka(v))),
        },
      ],
      series: [
        {},
        { fill: up, stroke: up, fillTo: 0, points: { show: false }, ...(bars ? { paths: bars } : {}) },
        { fill: down, stroke: down, fillTo: 0, points: { show: false }, ...(bars ? { paths: bars } : {}) },
        { stroke: line, width: 2, points: { show: true, size: 5, fill: line } },
      ],
    };
    const plot = new uPlot(opts, data, el);
    const resize = new ResizeObserver(() => plot.setSize({ width: el.clientWidth, height: HEIGHT }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [days, fmt]);
  return <div ref={box} className="pl-plot" data-testid="pl-plot" />;
}
