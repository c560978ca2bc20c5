/**
 * The JSON Schema of a period report's answer (`GET /v1/api/{report}/{filterUnit}`):
 * the range, its series with their totals, every period with its sums, the
 * non-empty cells and the overall totals, each figure named by the report's
 * measures. The route answers with it and the report's page reads its type.
 */
import { REPORT_UNITS } from '../report-periods';

export const figure = { type: 'number' } as const;
export const day = { type: 'string', format: 'date' } as const;
const text = { type: 'string' } as const;

type Figures<F extends string> = { [K in F]: typeof figure };

/** `{amount: number, count: number}` for the figures `['amount', 'count']`. */
export const figures = <const F extends string>(names: readonly F[]) =>
  Object.fromEntries(names.map((name) => [name, figure])) as Figures<F>;

/** An object with exactly these figures. */
export const figureSet = <const F extends string>(names: readonly F[]) =>
  ({ type: 'object', properties: figures(names), required: names, additionalProperties: false }) as const;

/** Each period of the range (its first day), with these figures. */
export const periodsOf = <const F extends string>(names: readonly F[]) =>
  ({
    type: 'array',
    items: { type: 'object', properties: { period: day, ...figures(names) }, required: ['period', ...names], additionalProperties: false },
  }) as const;

/** A series: what the report groups by (a category, a class, an order status…). */
export const seriesSchema = {
  type: 'object',
  properties: { key: text, name: text },
  required: ['key', 'name'],
  additionalProperties: false,
} as const;

/**
 * A report of these measures by period and series (server/modules/reports/report-range.ts
 * lays it out); `totals` names the overall figures, the measures unless told.
 */
export const periodReportSchema = <const M extends string, const T extends string = M>(measures: readonly M[], totals?: readonly T[]) =>
  ({
    type: 'object',
    properties: {
      unit: { enum: REPORT_UNITS },
      from_date: day,
      to_date: day,
      series: {
        type: 'array',
        description: 'Every series with data, in display order, with its totals and its share of the first measure',
        items: {
          type: 'object',
          properties: { key: text, name: text, ...figures(measures), percent: figure },
          required: ['key', 'name', ...measures, 'percent'],
          additionalProperties: false,
        },
      },
      periods: { ...periodsOf(measures), description: 'Every period of the range, empty ones included, with the sums of its cells' },
      rows: {
        type: 'array',
        description: 'The non-empty (period, series) cells',
        items: {
          type: 'object',
          properties: { period: day, key: text, ...figures(measures) },
          required: ['period', 'key', ...measures],
          additionalProperties: false,
        },
      },
      total: figureSet(totals ?? (measures as readonly string[] as readonly T[])),
    },
    required: ['unit', 'from_date', 'to_date', 'series', 'periods', 'rows', 'total'],
    additionalProperties: false,
  }) as const;
