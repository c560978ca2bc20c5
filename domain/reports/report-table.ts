/**
 * What a report shows, built from the server's answer: the figures on top, the
 * chart's points and the table (columns, rows, totals row). The app draws the
 * table and the server writes the very same table as the report's file, both
 * through the builders of this folder, each in its reader's language.
 */
import { periodLabel, type ReportUnit } from '../report-periods';
import type { Translate } from '../validation-messages';

/** How a column's values read: money `1.234.567 đ`, counts `1.234`, shares `12,5%`; a date's text is `DD/MM/YYYY` (a real date in a workbook). */
export type CellKind = 'text' | 'date' | 'money' | 'number' | 'percent';

/** Kinds read as words, left-aligned: the rest are figures. */
export const isTextual = (kind: CellKind) => kind === 'text' || kind === 'date';

/** A period column holds days in a report by day, labels (`03/2026`, `Q1/2026`) otherwise. */
export const periodKind = (unit: ReportUnit): CellKind => (unit === 'DATE' ? 'date' : 'text');
export type CellValue = string | number;

export interface ReportColumn {
  key: string;
  title: string;
  kind: CellKind;
}

export type ReportRow = Record<string, CellValue>;

export interface ReportTable {
  columns: ReportColumn[];
  rows: ReportRow[];
  /** The totals row under the table. */
  summary?: ReportRow;
}

export interface ChartPoint {
  period: string;
  series: string;
  value: number;
}

export interface ReportChart {
  type: 'column' | 'line';
  points: ChartPoint[];
  /** Amounts in đ (axis in K/M/B) rather than counts. */
  money: boolean;
}

export interface ReportStat {
  label: string;
  value: number;
  kind: CellKind;
  /** Shown after the value: "(62,5%)". */
  note?: string;
}

export interface ReportView {
  stats: ReportStat[];
  chart?: ReportChart;
  table: ReportTable;
}

/** The reader's words (i18next's `t` in the app, the request's translator on the server) and language, which percentages are written in. */
export interface ReportLocale {
  t: Translate;
  lang: string;
}

/** A series of a period report: a category, a class, an order status… */
export interface Series {
  key: string;
  name: string;
}

/** One series' figures in one period, as grouped by SQL (`period` = the period's first day). */
export type Cell<M extends string> = { period: string; key: string } & Record<M, number>;

/**
 * A period report of any measures, as the table and chart builders read it
 * (server/modules/reports/report-range.ts lays it out). Each report's answer is
 * declared by its schema (period-report.ts) and its type derived from that.
 */
export interface PeriodReport<M extends string> {
  unit: ReportUnit;
  from_date: string;
  to_date: string;
  /** Every series with data, in display order, with its totals and its share of the first measure. */
  series: Array<Series & Record<M, number> & { percent: number }>;
  /** Every period of the range, empty ones included, with the sums of its cells. */
  periods: Array<{ period: string } & Record<M, number>>;
  /** Non-empty (period, series) cells. */
  rows: Array<Cell<M>>;
  total: Record<M, number>;
}

/** What the tables and charts read of a period report (a report may carry other totals). */
type PeriodFigures<M extends string> = Pick<PeriodReport<M>, 'unit' | 'series' | 'periods' | 'rows'>;

const PERIOD = 'period';

/** The titles every period table shares. */
export const periodTitles = (t: Translate) => ({ period: t('reports.period'), total: t('reports.total') });

/**
 * Rows = periods, one column per series (one measure) and a total column; the
 * totals row sums each column. Reads like a spreadsheet of amounts.
 */
export function wideTable<M extends string>(
  report: PeriodFigures<M>,
  measure: M,
  kind: CellKind,
  titles: { period: string; total: string },
): ReportTable {
  const columns: ReportColumn[] = [
    { key: PERIOD, title: titles.period, kind: periodKind(report.unit) },
    ...report.series.map((s) => ({ key: `s${s.key}`, title: s.name, kind })),
    { key: 'total', title: titles.total, kind },
  ];
  const cell = new Map(report.rows.map((r) => [`${r.period}|${r.key}`, r[measure]]));
  const rows = report.periods.map((p) => ({
    [PERIOD]: periodLabel(p.period, report.unit),
    ...Object.fromEntries(report.series.map((s) => [`s${s.key}`, cell.get(`${p.period}|${s.key}`) ?? 0])),
    total: p[measure],
  }));
  const summary = {
    [PERIOD]: titles.total,
    ...Object.fromEntries(report.series.map((s) => [`s${s.key}`, s[measure]])),
    total: report.series.reduce((sum, s) => sum + s[measure], 0),
  };
  return { columns, rows, summary };
}

export interface Measure<M extends string> {
  key: string;
  title: string;
  kind: CellKind;
  /** The cell's figure from its measures (a share computed from two counts, say). */
  value: (cell: Record<M, number>) => number;
}

/** Rows = each (period, series) that has figures, one column per measure; the totals row applies the measures to the totals. */
export function longTable<M extends string>(
  report: PeriodFigures<M>,
  seriesTitle: string,
  measures: Array<Measure<M>>,
  titles: { period: string; total: string },
  total: Record<M, number>,
): ReportTable {
  const names = new Map(report.series.map((s) => [s.key, s.name]));
  return {
    columns: [
      { key: PERIOD, title: titles.period, kind: periodKind(report.unit) },
      { key: 'series', title: seriesTitle, kind: 'text' },
      ...measures.map(({ key, title, kind }) => ({ key, title, kind })),
    ],
    rows: report.rows.map((r) => ({
      [PERIOD]: periodLabel(r.period, report.unit),
      series: names.get(r.key) ?? r.key,
      ...Object.fromEntries(measures.map((m) => [m.key, m.value(r)])),
    })),
    summary: { [PERIOD]: titles.total, series: '', ...Object.fromEntries(measures.map((m) => [m.key, m.value(total)])) },
  };
}

/** Every period × series, zeros included, so the chart's axis shows the whole range. */
export function chartPoints<M extends string>(report: PeriodFigures<M>, measure: M): ChartPoint[] {
  const cell = new Map(report.rows.map((r) => [`${r.period}|${r.key}`, r[measure]]));
  return report.periods.flatMap((p) =>
    report.series.map((s) => ({
      period: periodLabel(p.period, report.unit),
      series: s.name,
      value: cell.get(`${p.period}|${s.key}`) ?? 0,
    })),
  );
}

/** `part` of `whole` as a percentage to one decimal; 0 when there is no whole. */
export const share = (part: number, whole: number) => (whole ? Math.round((part / whole) * 1000) / 10 : 0);
