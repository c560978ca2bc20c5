/**
 * Every report of spec §7 once: its path, its page (whose gate it takes), its
 * words in the OpenAPI document, its query, how the answer is computed and how
 * that answer reads as the screen's table (domain/reports/). The routes serve
 * each as JSON and as a file from this one description.
 */
import type { RequestContext } from '../../core/context';
import { moneyReportSchema, moneyView, profitLossSchema, profitLossView } from '../../../domain/reports/money-views';
import {
  attendanceReportSchema,
  attendanceView,
  joinReportSchema,
  playerJoinView,
  rosterSchema,
  rosterTable,
} from '../../../domain/reports/people-views';
import type { ReportLocale, ReportTable } from '../../../domain/reports/report-table';
import { inventoryReportSchema, inventoryView, orderReportSchema, orderView } from '../../../domain/reports/shop-views';
import { expenseReport, profitAndLoss, revenueReport } from './money-reports';
import { attendanceReport, playerJoinReport, playerRoster } from './people-reports';
import { idList, reportRange } from './report-range';
import { REPORT_UNITS } from '../../../domain/report-periods';
import { inventoryReport, orderReport } from './shop-reports';
import { TUITION_GROUPS, tuitionBalanceSchema, tuitionBalanceView, type TuitionGroup } from '../../../domain/reports/tuition-views';
import { tuitionBalance } from './tuition-reports';

/** Path parameters and query together, as the route received them. */
export type ReportInput = Record<string, string | undefined>;
type Schema = Record<string, unknown>;

export interface ReportDefinition<T = unknown> {
  /** The page of resources.config.ts whose gate the report takes. */
  page: string;
  path: string;
  summary: string;
  description: string;
  params?: Schema;
  query: Schema;
  /** The answer's `data`, declared once in domain/reports/ beside how it reads. */
  schema: Schema;
  /** The file's name before its range (or its day) and the i18n key of its sheet's title. */
  file: { name: string; titleKey: string };
  answer: (ctx: RequestContext, input: ReportInput) => Promise<T>;
  table: (answer: T, locale: ReportLocale) => ReportTable;
}

const ids = { type: 'string', format: 'id-list' } as const;
const day = { type: 'string', format: 'date' } as const;
const unit = { type: 'string', maxLength: 10 } as const;
const unitParams = { type: 'object', properties: { filterUnit: unit }, required: ['filterUnit'] };
const query = (properties: Schema) => ({ type: 'object', properties, additionalProperties: false });
const UNITS = '`filterUnit` DATE, MONTH, QUARTER or YEAR';

/**
 * A report's parameters as its service judges them (report-range.ts), which the route leaves to it
 * so a bad unit or day is refused in the reader's words: a unit of REPORT_UNITS, both days named.
 * Null for a report over no range.
 */
export function judgedRange({ params, query: own }: ReportDefinition): { params?: Schema; querystring: Schema } | null {
  const strict = (schema: Schema) => {
    const properties = schema.properties as Record<string, Schema>;
    return {
      ...schema,
      properties: { ...properties, ...('filterUnit' in properties && { filterUnit: { enum: REPORT_UNITS } }) },
      required: ['filterUnit', 'fromDate', 'toDate'].filter((name) => name in properties),
    };
  };
  if (!('fromDate' in (own.properties as Schema))) return null;
  return { ...(params && { params: strict(params) }), querystring: strict(own) };
}

/** Ties a report's table to the type of its answer; the list then holds every report alike. */
const defined = <T>(report: ReportDefinition<T>) => report as unknown as ReportDefinition;

/** A report over a range of days by period, its unit in the path, named and titled after its page. */
function byPeriod<T>({
  filters,
  ...report
}: Omit<ReportDefinition<T>, 'params' | 'query' | 'file'> & { filters: Schema }): ReportDefinition {
  return defined({
    ...report,
    params: unitParams,
    query: query({ fromDate: day, toDate: day, ...filters }),
    file: { name: report.page, titleKey: `${report.page}.${report.page}` },
  });
}

const range = (ctx: RequestContext, input: ReportInput) => reportRange(ctx, input.filterUnit ?? '', input);

export const REPORTS: ReportDefinition[] = [
  byPeriod({
    page: 'report_revenues',
    path: '/revenues/:filterUnit',
    summary: 'Revenue report',
    description: `Paid revenue between two days, by period (${UNITS}) and revenue category.`,
    filters: { categoryIds: ids, paymentTypes: ids },
    schema: moneyReportSchema,
    answer: (ctx, input) =>
      revenueReport(ctx, range(ctx, input), { categoryIds: idList(input.categoryIds), paymentTypes: idList(input.paymentTypes) }),
    table: (report, locale) => moneyView(report, 'report_revenues', locale).table,
  }),
  byPeriod({
    page: 'report_expenses',
    path: '/expenses/:filterUnit',
    summary: 'Expense report',
    description: `Expenses between two days, by period (${UNITS}) and expense category.`,
    filters: { categoryIds: ids },
    schema: moneyReportSchema,
    answer: (ctx, input) => expenseReport(ctx, range(ctx, input), { categoryIds: idList(input.categoryIds) }),
    table: (report, locale) => moneyView(report, 'report_expenses', locale).table,
  }),
  byPeriod({
    page: 'report_profit_and_loss',
    path: '/profit-and-loss/:filterUnit',
    summary: 'Profit and loss report',
    description: `Paid revenue, expenses and their difference between two days, by period (${UNITS}).`,
    filters: {},
    schema: profitLossSchema,
    answer: (ctx, input) => profitAndLoss(ctx, range(ctx, input)),
    table: (report, locale) => profitLossView(report, locale).table,
  }),
  byPeriod({
    page: 'report_orders',
    path: '/orders/:filterUnit',
    summary: 'Sales report',
    description: `Orders and their totals between two days, by period (${UNITS}) and order status.`,
    filters: { orderStatuses: ids },
    schema: orderReportSchema,
    answer: (ctx, input) => orderReport(ctx, range(ctx, input), { orderStatuses: idList(input.orderStatuses) }),
    table: (report, locale) => orderView(report, locale).table,
  }),
  byPeriod({
    page: 'report_inventories',
    path: '/inventories/:filterUnit',
    summary: 'Inventory report',
    description: `Units taken in and sold by period (${UNITS}), and each product's opening and closing stock with its value; academy-wide, not per branch.`,
    filters: { categoryIds: ids },
    schema: inventoryReportSchema,
    answer: (ctx, input) => inventoryReport(ctx, range(ctx, input), { categoryIds: idList(input.categoryIds) }),
    table: (report, locale) => inventoryView(report, locale).table,
  }),
  byPeriod({
    page: 'report_attendances',
    path: '/attendances/:filterUnit',
    summary: 'Attendance report',
    description: `Players' present and absent check-ins between two days, by period (${UNITS}) and class.`,
    filters: { classIds: ids },
    schema: attendanceReportSchema,
    answer: (ctx, input) => attendanceReport(ctx, range(ctx, input), { classIds: idList(input.classIds) }),
    table: (report, locale) => attendanceView(report, locale).table,
  }),
  // Static paths: find-my-way tries them before `/players/:id`.
  defined({
    page: 'report_players',
    path: '/players/report',
    summary: 'Player report',
    description:
      'Players who joined between two days, by period and class, among all, not active, active or deleted players (`filter` 0 to 3).',
    query: query({ filterUnit: unit, fromDate: day, toDate: day, filter: { type: 'integer', enum: [0, 1, 2, 3] }, classIds: ids }),
    file: { name: 'report_players', titleKey: 'report_players.report_players' },
    schema: joinReportSchema,
    answer: (ctx, input) =>
      playerJoinReport(ctx, range(ctx, input), { filter: Number(input.filter ?? 0), classIds: idList(input.classIds) }),
    table: (report, locale) => playerJoinView(report, locale).table,
  }),
  defined({
    page: 'report_players',
    path: '/players/report-all',
    summary: 'Players by class today',
    description: "Today's roster class by class: active, not active, deleted and all players, and active players owing sessions.",
    query: query({ classIds: ids }),
    file: { name: 'report_players_roster', titleKey: 'report_players.roster' },
    schema: rosterSchema,
    answer: (ctx, input) => playerRoster(ctx, { classIds: idList(input.classIds) }),
    table: (roster, locale) => rosterTable(roster, locale),
  }),
  defined({
    page: 'report_tuition_balance',
    path: '/tuition-balance',
    summary: 'Tuition balance report',
    description:
      "On a day (`atDate`, the academy's today unless told), each player's sessions sold, taught, expired, frozen and left in the packs started by then, the packs' tuition paid by then and its part for the sessions not yet taught; by player, class or branch (`groupBy`).",
    query: query({ atDate: day, groupBy: { type: 'string', enum: TUITION_GROUPS }, classIds: ids }),
    file: { name: 'report_tuition_balance', titleKey: 'report_tuition_balance.report_tuition_balance' },
    schema: tuitionBalanceSchema,
    answer: (ctx, input) =>
      tuitionBalance(ctx, { atDate: input.atDate, groupBy: input.groupBy as TuitionGroup | undefined, classIds: idList(input.classIds) }),
    table: (report, locale) => tuitionBalanceView(report, locale).table,
  }),
];
