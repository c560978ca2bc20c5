/**
 * The report's chart (Chart.js on a canvas): grouped columns by period and
 * series, or lines with points for a trend. Its own lazily loaded chunk, so the
 * charting library never weighs on screens that show no chart.
 *
 * Only the pieces drawn here are registered (no `chart.js/auto`), so the rest of
 * Chart.js stays out of the build. The legend is HTML under the canvas rather
 * than Chart.js's: a dozen long series names (the attendance report's classes)
 * wrap onto lines of their own there instead of squeezing the plot out of its
 * 360 px on a phone, and each entry is a real button a keyboard and a screen
 * reader can use to hide or show its series.
 */
import { useMemo, useState } from 'react';
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  type ChartData,
  type ChartOptions,
} from 'chart.js';
import { Chart } from 'react-chartjs-2';
import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatCompact, formatMoney, formatNumber } from '../../../domain/money';
import type { ReportChart as ReportChartData } from '../../../domain/reports/report-table';
import { useReducedMotion } from '../../components/use-reduced-motion';

ChartJS.register(BarController, LineController, BarElement, LineElement, PointElement, CategoryScale, LinearScale, Tooltip);

/** Past this many periods the columns scroll sideways instead of shrinking to hairlines. */
const SCROLL_AFTER = 60;
const HEIGHT = 360;
const MIN_PERIOD_WIDTH = 8;
/** antd's (G2 5's) categorical palette, so the screens keep the look they had. */
const PALETTE = ['#1783FF', '#00C9C9', '#F0884D', '#D580FF', '#7863FF', '#60C42D', '#BD8F24', '#FF80CA', '#2491B3', '#17C76F'];

/** The distinct values in the order they first appear. */
function inOrder(values: string[]): string[] {
  return [...new Set(values)];
}

type Kind = 'bar' | 'line';

export default function ReportChart({ chart }: { chart: ReportChartData }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const reducedMotion = useReducedMotion();
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());

  const kind: Kind = chart.type === 'line' ? 'line' : 'bar';
  const periods = useMemo(() => inOrder(chart.points.map((p) => p.period)), [chart.points]);
  const series = useMemo(() => inOrder(chart.points.map((p) => p.series)), [chart.points]);
  const format = chart.money ? formatMoney : formatNumber;

  const data = useMemo<ChartData<Kind, Array<number | null>, string>>(() => {
    const value = new Map(chart.points.map((p) => [`${p.period}\u0000${p.series}`, p.value]));
    return {
      labels: periods,
      datasets: series.map((name, i) => {
        const color = PALETTE[i % PALETTE.length];
        return {
          label: name,
          data: periods.map((period) => value.get(`${period}\u0000${name}`) ?? null),
          hidden: hidden.has(name),
          backgroundColor: color,
          borderColor: color,
          ...(kind === 'line'
            ? {
                borderWidth: 2,
                pointRadius: 3,
                pointHoverRadius: 5,
                pointStyle: 'circle',
                pointBackgroundColor: color,
                pointBorderColor: '#fff',
                pointBorderWidth: 1,
                spanGaps: true,
              }
            : { maxBarThickness: 48 }),
        };
      }),
    };
  }, [chart.points, periods, series, hidden, kind]);

  const options = useMemo<ChartOptions<Kind>>(() => {
    const font = { family: token.fontFamily, size: token.fontSizeSM };
    return {
      responsive: true,
      maintainAspectRatio: false,
      animation: reducedMotion ? false : { duration: 400 },
      font,
      color: token.colorTextSecondary,
      interaction: { mode: 'index', intersect: false },
      layout: { padding: { top: 8 } },
      scales: {
        x: {
          grid: { display: false },
          border: { color: token.colorBorder },
          // Upright labels where they fit, turned up to vertical on a narrow screen so that every period keeps its label.
          ticks: { color: token.colorTextSecondary, font, maxRotation: 90 },
        },
        y: {
          beginAtZero: true,
          grid: { color: token.colorSplit },
          border: { display: false },
          ticks: {
            color: token.colorTextSecondary,
            font,
            padding: 8,
            // Counts have no halves.
            ...(chart.money ? {} : { precision: 0 }),
            callback: (v) => (chart.money ? formatCompact(Number(v)) : formatNumber(Number(v))),
          },
        },
      },
      plugins: {
        tooltip: {
          backgroundColor: token.colorBgElevated,
          borderColor: token.colorBorderSecondary,
          borderWidth: 1,
          titleColor: token.colorText,
          bodyColor: token.colorText,
          titleFont: { ...font, weight: 'bold' },
          bodyFont: font,
          padding: 10,
          cornerRadius: token.borderRadiusSM,
          boxPadding: 4,
          usePointStyle: true,
          callbacks: { label: (item) => `${item.dataset.label ?? ''}: ${item.parsed.y === null ? '' : format(item.parsed.y)}` },
        },
      },
    };
  }, [token, reducedMotion, chart.money, format]);

  const label = series.length
    ? t(kind === 'line' ? 'reports.chartLabelLine' : 'reports.chartLabelColumn', {
        series: series.join(', '),
        first: periods[0],
        last: periods[periods.length - 1],
      })
    : t('reports.chart');

  const toggle = (name: string) =>
    setHidden((was) => {
      const now = new Set(was);
      if (!now.delete(name)) now.add(name);
      return now;
    });

  const scrolls = periods.length > SCROLL_AFTER;
  return (
    <div>
      <div
        style={scrolls ? { overflowX: 'auto' } : undefined}
        tabIndex={scrolls ? 0 : undefined}
        aria-label={scrolls ? t('reports.chart') : undefined}
        role={scrolls ? 'region' : undefined}
      >
        <div
          style={{
            position: 'relative',
            height: HEIGHT,
            // As wide as SCROLL_AFTER periods per screen, and at least MIN_PERIOD_WIDTH each on a phone.
            ...(scrolls
              ? { width: `${(periods.length / SCROLL_AFTER) * 100}%`, minWidth: periods.length * MIN_PERIOD_WIDTH }
              : { width: '100%' }),
          }}
        >
          <Chart type={kind} data={data} options={options} datasetIdKey="label" role="img" aria-label={label} />
        </div>
      </div>
      <ul
        aria-label={t('reports.chartLegend')}
        style={{
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'center',
          gap: '4px 16px',
          listStyle: 'none',
          margin: '8px 0 0',
          padding: 0,
        }}
      >
        {series.map((name, i) => {
          const off = hidden.has(name);
          return (
            <li key={name}>
              <button
                type="button"
                aria-pressed={!off}
                onClick={() => toggle(name)}
                style={{
                  display: 'inline-flex',
                  alignItems: 'center',
                  gap: 6,
                  padding: '2px 0',
                  border: 0,
                  background: 'none',
                  cursor: 'pointer',
                  font: 'inherit',
                  fontSize: token.fontSizeSM,
                  color: off ? token.colorTextDescription : token.colorText,
                  textDecoration: off ? 'line-through' : undefined,
                  textAlign: 'start',
                }}
              >
                <span
                  aria-hidden
                  style={{
                    flex: 'none',
                    width: 8,
                    height: 8,
                    borderRadius: kind === 'line' ? '50%' : 1,
                    background: off ? token.colorTextQuaternary : PALETTE[i % PALETTE.length],
                  }}
                />
                {name}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
