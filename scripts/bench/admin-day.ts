/**
 * A day of an academy's admin, as the screens call the API: the dashboard, the
 * header's bell, the players list filtered and searched, a player's page, the attendance roster of a
 * class and its save, the monthly attendance and revenue reports and the salary
 * report. Aimed at one academy (by its Host), with its own busiest class and players.
 */
import type { RequestSpec } from 'autocannon';
import { sql } from 'kysely';
import type { Db } from '../../server/db/client';

export const DAY_SCENARIOS = [
  'dashboard',
  "the bell: what's new",
  'players: class and status, by name',
  'players: search',
  "a player's page",
  'attendance: a class on a day',
  'attendance: save the day',
  'report: attendance by month',
  'report: revenue by month',
  'report: salary by branch and month',
] as const;
export type DayScenario = (typeof DAY_SCENARIOS)[number];

/** What the scenarios need to know of the academy. */
export interface AcademyDay {
  code: string;
  players: number;
  classId: number;
  playerIds: number[];
  /** A past day the class met, and its roster as the save sends it back. */
  day: string;
  checkIns: Array<{ player_id: number; check_in: number }>;
}

/** The academy's busiest class and a sample of its live players, read from the database. */
export async function readAcademyDay(db: Db, code: string): Promise<Omit<AcademyDay, 'day' | 'checkIns'> & { lastLesson: string | null }> {
  const { rows } = await sql<{ academy_id: number; class_id: number; players: number }>`
    select p.academy_id, p.class_id, count(*)::int as players from players p join academies a on a.id = p.academy_id
    where a.code = ${code} and p.deleted_at is null and p.class_id is not null
    group by 1, 2 order by 3 desc limit 1`.execute(db);
  const { academy_id: academyId, class_id: classId } = rows[0];
  const players = await db
    .selectFrom('players')
    .select('id')
    .where('academy_id', '=', academyId)
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .execute();
  const sample = players.filter((_, i) => i % Math.max(1, Math.floor(players.length / 500)) === 0).map((p) => p.id);
  const met = await db
    .selectFrom('attendances')
    .select(sql<string | null>`max(at_date)`.as('day'))
    .where('academy_id', '=', academyId)
    .where('class_id', '=', classId)
    .where('player_id', 'is not', null)
    .executeTakeFirst();
  return { code, players: players.length, classId, playerIds: sample, lastLesson: met?.day ?? null };
}

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)];
const PAGES = Array.from({ length: 10 }, (_, i) => i);

export function dayRequests(a: AcademyDay, today: string): Record<DayScenario, RequestSpec[]> {
  const year = today.slice(0, 4);
  const yearSoFar = `fromDate=${year}-01-01&toDate=${today}`;
  const get = (path: () => string): RequestSpec[] => [{ method: 'GET', setupRequest: (req) => ({ ...req, path: path() }) }];
  return {
    dashboard: get(() => `/v1/api/admin/dashboard?year=${year}`),
    "the bell: what's new": get(() => '/v1/api/admin/inbox?size=20'),
    'players: class and status, by name': get(
      () => `/v1/api/admin/players?classIds=${a.classId}&auditingStatuses=1&sort=name:asc&page=${pick(PAGES)}&size=10`,
    ),
    'players: search': get(() => `/v1/api/admin/players?search=${pick(['nguyen', 'tran', 'minh', 'anh'])}&page=0&size=10`),
    "a player's page": get(() => `/v1/api/players/${pick(a.playerIds)}`),
    'attendance: a class on a day': get(() => `/v1/api/admin/attendances/player?classId=${a.classId}&date=${a.day}`),
    'attendance: save the day': [
      {
        method: 'POST',
        path: '/v1/api/admin/attendances/players',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ class_id: a.classId, at_date: a.day, player_check_in: a.checkIns }),
      },
    ],
    'report: attendance by month': get(() => `/v1/api/attendances/MONTH?${yearSoFar}`),
    'report: revenue by month': get(() => `/v1/api/revenues/MONTH?${yearSoFar}`),
    'report: salary by branch and month': get(
      () => `/v1/api/admin/report/payslip-branch-month?fromMonth=${year}-01&toMonth=${today.slice(0, 7)}`,
    ),
  };
}
