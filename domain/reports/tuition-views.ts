/**
 * The tuition balance (`GET /tuition-balance`): on a day, each player's sessions sold, taught,
 * lapsed, frozen and left, the money received for them and the part of it paying for sessions not
 * yet taught; by player, class or branch. Its answer's schema, and how it reads as figures and a table.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { day, figures, figureSet } from './period-report';
import type { CellKind, ReportColumn, ReportLocale, ReportView } from './report-table';

/** What the rows are: each player, or their sums by the player's class or branch of today. */
export const TUITION_GROUPS = ['player', 'class', 'branch'] as const;
export type TuitionGroup = (typeof TUITION_GROUPS)[number];

/** Sessions first, then money, in the order of the table's columns. */
export const BALANCE_FIGURES = ['sold', 'taught', 'expired', 'frozen', 'left', 'received', 'unearned'] as const;
const MONEY: ReadonlySet<string> = new Set(['received', 'unearned']);

/** A player, class or branch by id and name; null where the row has none (a class's or branch's row, a player with no class). */
const named = {
  anyOf: [
    { type: 'null' },
    {
      type: 'object',
      properties: { id: { type: 'integer' }, name: { type: 'string' } },
      required: ['id', 'name'],
      additionalProperties: false,
    },
  ],
} as const;

const TOTALS = ['players', ...BALANCE_FIGURES] as const;

export const tuitionBalanceSchema = {
  type: 'object',
  properties: {
    at_date: day,
    group_by: { enum: TUITION_GROUPS },
    rows: {
      type: 'array',
      description: 'Each player, class or branch with packs started by the day, by name',
      items: {
        type: 'object',
        properties: { player: named, class: named, branch: named, ...figures(TOTALS) },
        required: ['player', 'class', 'branch', ...TOTALS],
        additionalProperties: false,
      },
    },
    total: { ...figureSet(TOTALS), description: "The rows' sums" },
  },
  required: ['at_date', 'group_by', 'rows', 'total'],
  additionalProperties: false,
} as const;
export type TuitionBalance = FromSchema<typeof tuitionBalanceSchema>;
export type BalanceRow = TuitionBalance['rows'][number];

/** The columns naming a row: who or what it is, then the players it sums (but for a player's own row). */
const NAMES: Record<TuitionGroup, Array<'player' | 'class' | 'branch'>> = {
  player: ['player', 'class', 'branch'],
  class: ['class', 'branch'],
  branch: ['branch'],
};

export function tuitionBalanceView(report: TuitionBalance, { t }: ReportLocale): ReportView {
  const label = (key: string) => t(`report_tuition_balance.${key}`);
  const names = NAMES[report.group_by];
  const counted = report.group_by === 'player' ? BALANCE_FIGURES : TOTALS;
  const kind = (key: string): CellKind => (MONEY.has(key) ? 'money' : 'number');
  const columns: ReportColumn[] = [
    ...names.map((key) => ({ key, title: label(key), kind: 'text' as const })),
    ...counted.map((key) => ({ key, title: label(key), kind: kind(key) })),
  ];
  const nameOf = (row: BalanceRow, key: 'player' | 'class' | 'branch') => row[key]?.name ?? (key === 'class' ? t('reports.noClass') : '');
  const figuresOf = (row: Record<(typeof TOTALS)[number], number>) => Object.fromEntries(counted.map((key) => [key, row[key]]));
  return {
    stats: [
      { label: label('received'), value: report.total.received, kind: 'money' },
      { label: label('unearned'), value: report.total.unearned, kind: 'money' },
      { label: label('left'), value: report.total.left, kind: 'number' },
      { label: label('players'), value: report.total.players, kind: 'number' },
    ],
    table: {
      columns,
      rows: report.rows.map((row) => ({ ...Object.fromEntries(names.map((key) => [key, nameOf(row, key)])), ...figuresOf(row) })),
      summary: { ...Object.fromEntries(names.map((key, i) => [key, i ? '' : t('reports.total')])), ...figuresOf(report.total) },
    },
  };
}
