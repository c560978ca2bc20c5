/**
 * The report's chart (antd's chart family): grouped columns by period and
 * series, or lines for a trend. Its own lazily loaded chunk, so the charting
 * library never weighs on screens that show no chart.
 */
import { Column, Line } from '@ant-design/plots';
import { formatCompact, formatMoney, formatNumber } from '../../../domain/money';
import type { ReportChart as Chart } from './report-data';

/** Past this many points per period the columns scroll sideways instead of shrinking to hairlines. */
const SCROLL_AFTER = 60;

export default function ReportChart({ chart }: { chart: Chart }) {
  const periods = new Set(chart.points.map((p) => p.period)).size;
  const config = {
    data: chart.points,
    xField: 'period',
    yField: 'value',
    colorField: 'series',
    height: 360,
    autoFit: true,
    axis: {
      y: chart.money
        ? { labelFormatter: (v: number) => formatCompact(v) }
        : { labelFormatter: (v: number) => formatNumber(v), tickFilter: (v: number) => Number.isInteger(v) }, // counts have no halves
    },
    tooltip: { items: [{ channel: 'y', valueFormatter: (v: number) => (chart.money ? formatMoney(v) : formatNumber(v)) }] },
    legend: { color: { position: 'bottom' as const, layout: { justifyContent: 'center' } } },
    ...(periods > SCROLL_AFTER && { scrollbar: { x: { ratio: SCROLL_AFTER / periods } } }),
  };
  return chart.type === 'line' ? <Line {...config} point={{ shapeField: 'circle', sizeField: 3 }} /> : <Column {...config} group />;
}
