/**
 * Reports on people: players' check-ins by period and class, players who
 * joined by period and class (their join time read on the academy's clock),
 * and the roster as it stands, class by class.
 */
import { sql } from 'kysely';
import type { RequestContext } from '../../core/context';
import { withinBranches } from '../../core/branch-scope';
import type { Cell, Series } from '../../../domain/reports/report-table';
import type { AttendanceReport, JoinReport, Roster } from '../../../domain/reports/people-views';
import { dayWithin, instantWithin, oneOf, periodOfDay, periodOfInstant, periodReport, type ReportRange } from './report-range';
import { ABSENT, PRESENT } from '../../../domain/check-in';

/** Spec §3 report player filter. */
export const PLAYER_FILTERS = { ALL: 0, NOT_ACTIVE: 1, ACTIVE: 2, DELETED: 3 } as const;

/** "All" is everyone who ever joined, deleted players included. */
function playerStatus(filter: number) {
  switch (filter) {
    case PLAYER_FILTERS.NOT_ACTIVE:
      return sql<boolean>`p.deleted_at is null and p.auditing_status = 0`;
    case PLAYER_FILTERS.ACTIVE:
      return sql<boolean>`p.deleted_at is null and p.auditing_status = 1`;
    case PLAYER_FILTERS.DELETED:
      return sql<boolean>`p.deleted_at is not null`;
    default:
      return sql<boolean>`true`;
  }
}

/**
 * Series named by the class, in name order; a row with no class gets one series
 * of its own. Branches often share class names, so a shared name carries its branch.
 */
function classSeries(
  ctx: RequestContext,
  rows: Array<{ key: string | number | null; name: string | null; branch: string | null }>,
): Series[] {
  const classes = new Map(rows.map((r) => [String(r.key ?? ''), { name: r.name ?? ctx.t('reports.noClass'), branch: r.branch }]));
  const uses = new Map<string, number>();
  for (const { name } of classes.values()) uses.set(name, (uses.get(name) ?? 0) + 1);
  return [...classes]
    .map(([key, { name, branch }]) => ({ key, name: uses.get(name)! > 1 && branch ? `${name} (${branch})` : name }))
    .sort((a, b) => a.name.localeCompare(b.name, 'vi') || Number(a.key) - Number(b.key));
}

/** The row's class and that class's branch, for their names. */
const classJoin = (
  table: string,
) => sql`left join classes c on c.id = ${sql.ref(`${table}.class_id`)} and c.academy_id = ${sql.ref(`${table}.academy_id`)}
  left join branches b on b.id = c.branch_id and b.academy_id = c.academy_id`;

const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const monthStart = (day: string) => `${day.slice(0, 7)}-01`;
const nextMonth = (day: string) => {
  const d = new Date(`${monthStart(day)}T00:00:00Z`);
  return isoDay(new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1)));
};
const dayAfter = (day: string) => isoDay(new Date(new Date(`${day}T00:00:00Z`).getTime() + 86_400_000));

/**
 * The months the attendance report may read from the monthly counts, [start, end):
 * the whole months within the range, and an edge month too when nothing is marked in
 * its days outside the range (this month, up to today). A report by day reads every
 * day from the check-ins.
 */
async function countedMonths(ctx: RequestContext, range: ReportRange): Promise<{ start: string; end: string } | null> {
  if (range.unit === 'DATE') return null;
  const unmarked = async (from: string, until: string) =>
    !(await ctx.db
      .selectFrom('attendances')
      .select('id')
      .where('academy_id', '=', ctx.academy.id)
      .where('player_id', 'is not', null)
      .where('at_date', '>=', from)
      .where('at_date', '<', until)
      .limit(1)
      .executeTakeFirst());
  const first = monthStart(range.from);
  const after = dayAfter(range.to);
  const [headFree, tailFree] = await Promise.all([
    range.from === first || unmarked(first, range.from),
    monthStart(after) === after || unmarked(after, nextMonth(range.to)),
  ]);
  const start = headFree ? first : nextMonth(range.from);
  const end = tailFree ? nextMonth(range.to) : monthStart(after);
  return start < end ? { start, end } : null;
}

/** Players' present and absent marks in the range: counted months from the monthly counts, the other days from the check-ins. */
function marksWithin(
  ctx: RequestContext,
  range: ReportRange,
  months: { start: string; end: string } | null,
  filters: { classIds?: number[] },
) {
  const own = sql`academy_id = ${ctx.academy.id} and ${withinBranches(ctx.branchIds, 'branch_id')} and ${oneOf('class_id', filters.classIds)}`;
  const days = months
    ? sql`((at_date >= ${range.from} and at_date < ${months.start}) or (at_date >= ${months.end} and at_date <= ${range.to}))`
    : dayWithin(range, 'at_date');
  const checkIns = sql`select academy_id, at_date as day, branch_id, class_id, player_id, (check_in = ${PRESENT})::int as present, (check_in = ${ABSENT})::int as absent
    from attendances where ${own} and player_id is not null and check_in in (${PRESENT}, ${ABSENT}) and ${days}`;
  if (!months) return checkIns;
  // A counted edge month holds no marks outside the range, so its whole count is the range's.
  return sql`select academy_id, month as day, branch_id, class_id, player_id, present, absent
    from attendance_months where ${own} and month >= ${months.start} and month < ${months.end} and present + absent > 0
    union all ${checkIns}`;
}

export async function attendanceReport(
  ctx: RequestContext,
  range: ReportRange,
  filters: { classIds?: number[] },
): Promise<AttendanceReport> {
  const marks = marksWithin(ctx, range, await countedMonths(ctx, range), filters);
  const [
    { rows },
    {
      rows: [{ players }],
    },
  ] = await Promise.all([
    // Summed by period and class first, then named: the names join a few rows, not every mark.
    sql<Cell<'present' | 'absent'> & { name: string | null; branch: string | null }>`
      select a.period, a.class_id as key, c.name, b.name as branch, a.present, a.absent
      from (select ${periodOfDay(range, 'm.day')} as period, m.class_id, m.academy_id, sum(m.present) as present, sum(m.absent) as absent
        from (${marks}) m group by 1, 2, 3) a ${classJoin('a')}`.execute(ctx.db),
    // Grouped rather than count(distinct): a hash of players, not a sort of every mark.
    sql<{ players: number }>`select count(*) as players from (select player_id from (${marks}) m group by player_id) a`.execute(ctx.db),
  ]);
  const report = periodReport(
    range,
    ['present', 'absent'] as const,
    classSeries(ctx, rows),
    rows.map((r) => ({ ...r, key: String(r.key ?? '') })),
  );
  const marked = report.total.present + report.total.absent;
  const share = (n: number) => (marked ? Math.round((n / marked) * 1000) / 10 : 0);
  return {
    ...report,
    total: {
      ...report.total,
      percent_present: share(report.total.present),
      percent_absent: share(report.total.absent),
      players: Number(players),
    },
  };
}

/** Players who joined in each period, by their class, among those the filter keeps. */
export async function playerJoinReport(
  ctx: RequestContext,
  range: ReportRange,
  filters: { filter: number; classIds?: number[] },
): Promise<JoinReport> {
  const { rows } = await sql<Cell<'joined'> & { name: string | null; branch: string | null }>`
    select ${periodOfInstant(ctx, range, 'p.create_date')} as period, p.class_id as key, c.name, b.name as branch, count(*) as joined
    from players p ${classJoin('p')}
    where p.academy_id = ${ctx.academy.id} and ${instantWithin(ctx, range, 'p.create_date')}
      and ${withinBranches(ctx.branchIds, 'p.branch_id')} and ${playerStatus(filters.filter)} and ${oneOf('p.class_id', filters.classIds)}
    group by 1, 2, 3, 4`.execute(ctx.db);
  return periodReport(
    range,
    ['joined'] as const,
    classSeries(ctx, rows),
    rows.map((r) => ({ ...r, key: String(r.key ?? '') })),
  );
}

const ROSTER = ['active', 'not_active', 'deleted', 'total', 'owing'] as const;
type RosterCounts = Record<(typeof ROSTER)[number], number>;

/** Today's roster by class: active, not active, deleted, all, and active players owing sessions. */
export async function playerRoster(ctx: RequestContext, filters: { classIds?: number[] }): Promise<Roster> {
  const { rows } = await sql<{ class_id: number | null; class_name: string | null; branch_name: string | null } & RosterCounts>`
    select p.class_id, c.name as class_name, b.name as branch_name,
      count(*) filter (where p.deleted_at is null and p.auditing_status = 1) as active,
      count(*) filter (where p.deleted_at is null and p.auditing_status = 0) as not_active,
      count(*) filter (where p.deleted_at is not null) as deleted,
      count(*) as total,
      count(*) filter (where p.deleted_at is null and p.auditing_status = 1 and p.number_of_units < 0) as owing
    from players p ${classJoin('p')}
    where p.academy_id = ${ctx.academy.id} and ${withinBranches(ctx.branchIds, 'p.branch_id')} and ${oneOf('p.class_id', filters.classIds)}
    group by 1, 2, 3
    order by 3, 2, 1`.execute(ctx.db);
  const classes = rows.map((r) => ({
    class: r.class_id === null ? null : { id: r.class_id, name: r.class_name ?? ctx.t('reports.noClass') },
    branch: r.branch_name,
    ...(Object.fromEntries(ROSTER.map((k) => [k, Number(r[k])])) as RosterCounts),
  }));
  const total = Object.fromEntries(ROSTER.map((k) => [k, classes.reduce((sum, c) => sum + c[k], 0)])) as RosterCounts;
  return { classes, total };
}
