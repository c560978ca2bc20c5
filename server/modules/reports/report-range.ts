/**
 * What every report shares: the unit and date range checked in the reader's
 * language, the SQL that puts a row into its period in the academy's time zone,
 * the branch and list filters, and the answer's shape (every period of the
 * range, zeros included, with per-series and overall totals).
 */
import { sql, type RawBuilder } from 'kysely';
import type { RequestContext } from '../../core/context';
import { badRange, badRequest } from '../../core/errors';
import enums from '../../../schemas/enums.json' with { type: 'json' };
import { isApiDate } from '../../../domain/dates';
import { isReportUnit, MAX_PERIODS, periodsBetween, rangeProblem, type ReportUnit } from '../../../domain/report-periods';
import type { Cell, PeriodReport, Series } from '../../../domain/reports/report-table';

export interface ReportRange {
  unit: ReportUnit;
  from: string;
  to: string;
}

/** The query every period report takes besides its own filters. */
export interface RangeQuery {
  fromDate?: string;
  toDate?: string;
}

const UNIT_LABELS = enums.$defs.report_unit['x-enum-labels'] as Record<ReportUnit, { vi: string; en: string }>;

/** The academy's wall clock: timestamps become local days there before they are grouped. */
export const academyTimeZone = (ctx: RequestContext) => ctx.academy.timeZone;

/** 400 with a message in the reader's language for a bad unit, a missing or malformed day, a reversed or too long range. */
export function reportRange(ctx: RequestContext, unit: string, query: RangeQuery): ReportRange {
  if (!isReportUnit(unit)) {
    throw badRequest(ctx.t('reports.errors.unit'), [{ field: 'filterUnit', message: ctx.t('reports.errors.unit') }]);
  }
  for (const field of ['fromDate', 'toDate'] as const) {
    if (!isApiDate(query[field])) throw badRequest(ctx.t('reports.errors.date'), [{ field, message: ctx.t('reports.errors.date') }]);
  }
  const from = query.fromDate!;
  const to = query.toDate!;
  const problem = rangeProblem(from, to, unit);
  if (problem) {
    const message = ctx.t(`reports.errors.${problem}`, { max: MAX_PERIODS[unit], unit: UNIT_LABELS[unit][ctx.lang].toLowerCase() });
    throw badRange(problem, message, 'toDate');
  }
  return { unit, from, to };
}

const TRUNC: Record<ReportUnit, string> = { DATE: 'day', MONTH: 'month', QUARTER: 'quarter', YEAR: 'year' };

/** The first day of the period of a `date` column (a local day already). */
export const periodOfDay = (range: ReportRange, column: string) =>
  sql<string>`date_trunc(${sql.lit(TRUNC[range.unit])}, ${sql.ref(column)}::timestamp)::date`;

/** The first day of the period of a `timestamptz` column, read on the academy's clock. */
export const periodOfInstant = (ctx: RequestContext, range: ReportRange, column: string) =>
  sql<string>`date_trunc(${sql.lit(TRUNC[range.unit])}, ${sql.ref(column)} at time zone ${academyTimeZone(ctx)})::date`;

/** A `date` column within the range, both ends included. */
export const dayWithin = (range: ReportRange, column: string) =>
  sql<boolean>`${sql.ref(column)} between ${range.from}::date and ${range.to}::date`;

/** A `timestamptz` column within the range's local days: from the first midnight to the midnight after the last day. */
export const instantWithin = (ctx: RequestContext, range: ReportRange, column: string) => {
  const zone = academyTimeZone(ctx);
  return sql<boolean>`${sql.ref(column)} >= (${range.from}::date::timestamp at time zone ${zone})
    and ${sql.ref(column)} < ((${range.to}::date + 1)::timestamp at time zone ${zone})`;
};

/** A comma-joined filter (`categoryIds=1,2`): rows with one of the values; no filter when absent. */
export function oneOf(column: string, values: Array<string | number> | undefined): RawBuilder<boolean> {
  return values?.length ? sql<boolean>`${sql.ref(column)} in (${sql.join(values)})` : sql<boolean>`true`;
}

/** `1,2,3` → [1, 2, 3]; absent or empty → undefined. */
export function idList(value: string | undefined): number[] | undefined {
  const ids = value?.split(',').filter(Boolean).map(Number);
  return ids?.length ? ids : undefined;
}

const zeros = <M extends string>(measures: readonly M[]) => Object.fromEntries(measures.map((m) => [m, 0])) as Record<M, number>;
const addInto = <M extends string>(target: Record<M, number>, cell: Record<M, number>, measures: readonly M[]) => {
  for (const m of measures) target[m] += Number(cell[m]);
};

/**
 * Lays grouped cells out over the range: each period (zeros where nothing
 * happened), each series (in the given order; series with no cell left out),
 * and the totals. Shares are of the first measure, to one decimal.
 */
export function periodReport<M extends string>(
  range: ReportRange,
  measures: readonly M[],
  series: Series[],
  cells: Array<Cell<M>>,
): PeriodReport<M> {
  const rows = cells.map((c) => ({ ...c, key: String(c.key), ...Object.fromEntries(measures.map((m) => [m, Number(c[m])])) }) as Cell<M>);
  const byPeriod = new Map(periodsBetween(range.from, range.to, range.unit).map((p) => [p, zeros(measures)]));
  const bySeries = new Map(series.map((s) => [s.key, zeros(measures)]));
  const total = zeros(measures);
  for (const row of rows) {
    addInto(byPeriod.get(row.period)!, row, measures);
    addInto(bySeries.get(row.key)!, row, measures);
    addInto(total, row, measures);
  }
  const main = measures[0];
  return {
    unit: range.unit,
    from_date: range.from,
    to_date: range.to,
    series: series
      .filter((s) => rows.some((r) => r.key === s.key))
      .map((s) => {
        const sums = bySeries.get(s.key)!;
        return { ...s, ...sums, percent: total[main] ? Math.round((sums[main] / total[main]) * 1000) / 10 : 0 };
      }),
    periods: [...byPeriod].map(([period, sums]) => ({ period, ...sums })),
    rows: rows.sort(
      (a, b) => a.period.localeCompare(b.period) || series.findIndex((s) => s.key === a.key) - series.findIndex((s) => s.key === b.key),
    ),
    total,
  };
}
