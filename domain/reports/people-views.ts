/** How the people reports read: check-ins by period and class, players who joined, and today's roster by class; their answers' schemas. */
import type { FromSchema } from 'json-schema-to-ts';
import { cellText } from './cell-text';
import { figureSet, periodReportSchema } from './period-report';
import {
  chartPoints,
  longTable,
  periodTitles,
  share,
  wideTable,
  type ReportLocale,
  type ReportTable,
  type ReportView,
} from './report-table';

type Counts = { present: number; absent: number };
/** `GET /attendances/{filterUnit}`: present and absent check-ins by period and class; the shares and the players marked overall. */
export const attendanceReportSchema = periodReportSchema(
  ['present', 'absent'],
  ['present', 'absent', 'percent_present', 'percent_absent', 'players'],
);
export type AttendanceReport = FromSchema<typeof attendanceReportSchema>;

export function attendanceView(report: AttendanceReport, { t, lang }: ReportLocale): ReportView {
  const percent = (n: number) => `(${cellText(n, 'percent', lang)})`;
  return {
    stats: [
      { label: t('report_attendances.present'), value: report.total.present, kind: 'number', note: percent(report.total.percent_present) },
      { label: t('report_attendances.absent'), value: report.total.absent, kind: 'number', note: percent(report.total.percent_absent) },
      { label: t('report_attendances.players'), value: report.total.players, kind: 'number' },
    ],
    // As the attendance sheet is read: who came, class by class.
    chart: { type: 'column', points: chartPoints(report, 'present'), money: false },
    table: longTable(
      report,
      t('report_attendances.class'),
      [
        { key: 'present', title: t('report_attendances.present'), kind: 'number', value: (c: Counts) => c.present },
        { key: 'absent', title: t('report_attendances.absent'), kind: 'number', value: (c: Counts) => c.absent },
        { key: 'rate', title: t('report_attendances.rate'), kind: 'percent', value: (c: Counts) => share(c.present, c.present + c.absent) },
      ],
      periodTitles(t),
      report.total,
    ),
  };
}

/** `GET /players/report`: players who joined by period and class. */
export const joinReportSchema = periodReportSchema(['joined']);
export type JoinReport = FromSchema<typeof joinReportSchema>;

/** Players who joined by period and class: lines, the trend. */
export function playerJoinView(report: JoinReport, { t }: ReportLocale): ReportView {
  return {
    stats: [{ label: t('report_players.joined'), value: report.total.joined, kind: 'number' }],
    chart: { type: 'line', points: chartPoints(report, 'joined'), money: false },
    table: wideTable(report, 'joined', 'number', periodTitles(t)),
  };
}

const COUNTS = ['active', 'not_active', 'deleted', 'owing', 'total'] as const;
const counts = figureSet(COUNTS);

/** `GET /players/report-all`: today's players of each class (null: no class) by status, and the totals. */
export const rosterSchema = {
  type: 'object',
  properties: {
    classes: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          class: {
            anyOf: [
              { type: 'null' },
              {
                type: 'object',
                properties: { id: { type: 'integer' }, name: { type: 'string' } },
                required: ['id', 'name'],
                additionalProperties: false,
              },
            ],
          },
          branch: { type: ['string', 'null'] },
          ...counts.properties,
        },
        required: ['class', 'branch', ...COUNTS],
        additionalProperties: false,
      },
    },
    total: counts,
  },
  required: ['classes', 'total'],
  additionalProperties: false,
} as const;
export type Roster = FromSchema<typeof rosterSchema>;

/** Column titles: the status names of the report's filter, then owing and all. */
const TITLE_KEYS: Record<(typeof COUNTS)[number], string> = {
  active: 'report_players.filters.2',
  not_active: 'report_players.filters.1',
  deleted: 'report_players.filters.3',
  owing: 'report_players.owing',
  total: 'report_players.all',
};

/** The roster (`GET /players/report-all`) as a table; no totals row before the roster has arrived. */
export function rosterTable(roster: Roster | undefined, { t }: ReportLocale): ReportTable {
  return {
    columns: [
      { key: 'class', title: t('report_players.class'), kind: 'text' },
      { key: 'branch', title: t('report_players.branch'), kind: 'text' },
      ...COUNTS.map((key) => ({ key, title: t(TITLE_KEYS[key]), kind: 'number' as const })),
    ],
    rows: (roster?.classes ?? []).map((c) => ({ ...c, class: c.class?.name ?? t('reports.noClass'), branch: c.branch ?? '' })),
    summary: roster && { class: t('reports.total'), branch: '', ...roster.total },
  };
}
