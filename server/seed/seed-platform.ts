/**
 * SaaS-sized data: `npm run seed -- --academies=N` adds N academies (`p0001`…, served at
 * p0001.localhost) of uneven sizes after the demo seed — most with 50–500 players, one in
 * two hundred with 10,000 (at least one from N = 100), about 300 players an academy on
 * average — each on the full package for a year, with branches, logins (admin / Admin@123),
 * teachers, classes, players, two years of attendance, tuition, costs, payslips, a shop
 * with orders, rewards redeemed and free-trial registrations.
 *
 * Everything is set-based SQL (insert … select over generate_series), academy range by
 * academy range, on one connection seeded with `setseed`, so a run is reproducible. The
 * academies' sizes come from a seeded generator here; the rows from the database.
 */
import { sql } from 'kysely';
import { academyToday } from '../core/academy-clock';
import { DEFAULT_TIME_ZONE } from '../../domain/time-zones';
import { addDays } from '../modules/attendance/attendance-policy';
import { hashPassword } from '../modules/auth/passwords';
import type { Db } from '../db/client';
import { randomSource } from './demo-people';
import { seedAttendance, seedBranchesAndStaff, seedClasses, seedPlayers, type Chunk } from './seed-platform-people';
import { seedCatalogue, seedMoney, seedPayslips, seedPractices, seedRewards, seedShop } from './seed-platform-activity';
import { openSessionLedgers } from './seed-session-ledger';

export const PLATFORM_PASSWORD = 'Admin@123';
const BIG_ACADEMY = 10_000;
const HISTORY_DAYS = 730;
const CITIES = ['Hà Nội', 'Hồ Chí Minh', 'Đà Nẵng', 'Hải Phòng', 'Cần Thơ', 'Nha Trang', 'Huế', 'Vinh'];
const KINDS = [
  'Học viện Bóng đá',
  'Trung tâm Anh ngữ',
  'Câu lạc bộ Võ thuật',
  'Trung tâm Âm nhạc',
  'Trung tâm Bơi lội',
  'Học viện Cầu lông',
];
const WORDS = ['Ánh Dương', 'Sao Mai', 'Tuổi Thơ', 'Phương Đông', 'Hải Âu', 'Bình Minh', 'Đại Việt', 'Hoa Sen', 'Trường Sơn', 'Tương Lai'];
/**
 * Large tables loaded without their secondary indexes and foreign keys, restored afterwards from
 * their exact definitions: measured on 5.5M attendance rows, 34 s with the indexes, 6 s without
 * and 10 s to build them; the foreign key alone added 25 s.
 */
const BULK = ['attendances', 'players', 'revenues', 'expenses', 'orders', 'manager_payslips', 'practices'];
/** Tables the generator writes: vacuumed and analysed at the end. */
const TOUCHED = [
  'academies',
  'branches',
  'users',
  'managers',
  'classes',
  'players',
  'attendances',
  'transaction_categories',
  'courses',
  'revenues',
  'expenses',
  'manager_payslips',
  'categories',
  'products',
  'suppliers',
  'inventory_histories',
  'orders',
  'practices',
  'rewards',
  'redeems',
  'attendance_months',
];

export interface AcademyPlan {
  idx: number;
  code: string;
  name: string;
  city: string;
  players: number;
  branches: number;
  classes: number;
  teachers: number;
  orders: number;
}

export const platformCode = (i: number, n: number) => `p${String(i).padStart(Math.max(4, String(n).length), '0')}`;

/** The academies' sizes, reproducible: a skewed 50–500 players for most, 10,000 for one in two hundred. */
export function planAcademies(n: number): AcademyPlan[] {
  const r = randomSource(20_261_124);
  const big = n >= 100 ? Math.max(1, Math.round(n * 0.005)) : 0;
  const bigAt = new Set<number>();
  while (bigAt.size < big) bigAt.add(r.int(1, n));
  return Array.from({ length: n }, (_, k) => {
    const idx = k + 1;
    const players = bigAt.has(idx) ? BIG_ACADEMY : 50 + Math.floor(450 * r.next() ** 1.24);
    const branches = players >= BIG_ACADEMY ? 4 : players < 150 ? r.int(1, 2) : players < 350 ? r.int(1, 3) : r.int(2, 4);
    const classes = Math.max(branches, Math.ceil(players / r.int(15, 20)));
    const perBranch = Math.max(2, Math.ceil(classes / branches / 3));
    return {
      idx,
      code: platformCode(idx, n),
      name: `${r.pick(KINDS)} ${r.pick(WORDS)} ${idx}`,
      city: r.pick(CITIES),
      players,
      branches,
      classes,
      teachers: perBranch * branches,
      orders: Math.ceil(players * 0.4),
    };
  });
}

export interface PlatformSummary {
  academies: number;
  players: number;
  attendances: number;
  seconds: number;
  /** Seconds spent in each phase, over every chunk. */
  phases: Record<string, number>;
  /** Rows of the platform academies, by table. */
  counts: Record<string, number>;
}

const PLATFORM = sql`(select id from academies where code ~ '^p[0-9]{4,}$')`;

/** Rows the platform academies have, by table (the count of attendances includes the teachers'). */
export async function platformCounts(db: Db): Promise<Record<string, number>> {
  const tables = [
    'branches',
    'users',
    'managers',
    'classes',
    'players',
    'attendances',
    'revenues',
    'expenses',
    'manager_payslips',
    'orders',
    'inventory_histories',
    'practices',
    'redeems',
  ];
  const { rows } = await sql<{ name: string; n: number }>`${sql.join(
    tables.map((t) => sql`select ${t}::text as name, count(*)::int as n from ${sql.table(t)} where academy_id in ${PLATFORM}`),
    sql` union all `,
  )}`.execute(db);
  return Object.fromEntries(rows.map((r) => [r.name, Number(r.n)]));
}

/**
 * Adds `academies` academies to a seeded database (the packages must exist: seedDemo).
 * `log` receives a line per chunk of academies and the summary.
 */
export async function seedPlatform(
  db: Db,
  opts: { academies: number; chunk?: number; log?: (line: string) => void },
): Promise<PlatformSummary> {
  const log = opts.log ?? (() => {});
  const began = Date.now();
  const plan = planAcademies(opts.academies);
  if (!plan.length) throw new Error('--academies needs a number above 0');
  const taken = await db.selectFrom('academies').select('code').where('code', '=', plan[0].code).executeTakeFirst();
  if (taken)
    throw new Error(`Academy ${plan[0].code} exists already: the platform academies were seeded before (start from an empty database).`);
  const passwordHash = await hashPassword(PLATFORM_PASSWORD);
  // The platform's academies keep the default zone.
  const today = academyToday(DEFAULT_TIME_ZONE);
  const days = { today, yesterday: addDays(today, -1), start: addDays(today, -HISTORY_DAYS) };
  const phases: Record<string, number> = {};
  const totals = { players: 0, attendances: 0 };

  await db.connection().execute(async (conn) => {
    const timed = async <T>(phase: string, work: () => Promise<T>): Promise<T> => {
      const t = Date.now();
      const result = await work();
      phases[phase] = (phases[phase] ?? 0) + (Date.now() - t) / 1000;
      return result;
    };
    await sql`select setseed(0.2026)`.execute(conn);
    await timed('academies', () => insertAcademies(conn, plan));
    // Index builds sort in memory rather than on disk (this session only).
    await sql`set maintenance_work_mem = '256MB'`.execute(conn);
    const dropped = await timed('indexes', () => dropIndexes(conn, BULK));
    try {
      const size = opts.chunk ?? Math.max(1, Math.min(200, Math.ceil(plan.length / 5)));
      for (let lo = 1; lo <= plan.length; lo += size) {
        const t = Date.now();
        const c: Chunk = { conn, lo, hi: Math.min(plan.length, lo + size - 1), passwordHash, ...days };
        await timed('branches, staff', () => seedBranchesAndStaff(c));
        await timed('classes', () => seedClasses(c));
        const players = await timed('players', () => seedPlayers(c));
        const attendances = await timed('attendance', () => withoutTriggers(conn, () => seedAttendance(c)));
        await timed('categories, courses', () => seedCatalogue(c));
        await timed('tuition, costs', () => seedMoney(c));
        await timed('payslips', () => seedPayslips(c));
        await timed('shop', () => seedShop(c));
        await timed('registrations', () => seedPractices(c));
        await timed('rewards', () => seedRewards(c));
        totals.players += players;
        totals.attendances += attendances;
        log(
          `[seed] academies ${c.lo}–${c.hi}: ${players.toLocaleString('en')} players, ${(attendances / 1e6).toFixed(1)}M attendance rows, ${Math.round((Date.now() - t) / 1000)} s`,
        );
      }
    } finally {
      await timed('indexes', () => restoreIndexes(conn, dropped));
    }
    await timed('sessions ledgers', () => openSessionLedgers(conn, PLATFORM));
    // Counted once for the whole load: the trigger that keeps them was off for it.
    await timed('monthly attendance', () =>
      sql`
      insert into attendance_months (academy_id, month, branch_id, class_id, player_id, present, absent)
      select academy_id, date_trunc('month', at_date)::date, branch_id, class_id, player_id, count(*) filter (where check_in = 1), count(*) filter (where check_in = 0)
      from attendances where player_id is not null and academy_id in ${PLATFORM} group by 1, 2, 3, 4, 5`.execute(conn),
    );
    for (const table of [
      'plat_plan',
      'plat_branch',
      'plat_teacher',
      'plat_class',
      'plat_player',
      'plat_lesson',
      'plat_teacher_day',
      'plat_category',
      'plat_slip',
      'plat_product',
      'plat_order_revenue',
    ]) {
      await sql`drop table if exists ${sql.table(table)}`.execute(conn);
    }
    // Fresh statistics and visibility maps for the planner (PGlite never vacuums by itself).
    await timed('vacuum analyze', () => sql.raw(`vacuum analyze ${TOUCHED.join(', ')}`).execute(conn));
  });
  const counts = await platformCounts(db);
  const summary = {
    academies: plan.length,
    players: totals.players,
    attendances: totals.attendances,
    seconds: Math.round((Date.now() - began) / 1000),
    phases,
    counts,
  };
  const targets = await platformTargets(db);
  log(
    `[seed] ${summary.academies.toLocaleString('en')} academies, ${summary.players.toLocaleString('en')} players, ` +
      `${summary.attendances.toLocaleString('en')} attendance rows, ${counts.revenues.toLocaleString('en')} revenues; took ${summary.seconds} s`,
  );
  log(
    `[seed] rows: ${Object.entries(counts)
      .map(([k, v]) => `${k} ${v.toLocaleString('en')}`)
      .join(', ')}`,
  );
  log(
    `[seed] by phase: ${Object.entries(phases)
      .map(([k, v]) => `${k} ${v.toFixed(1)} s`)
      .join(', ')}`,
  );
  if (targets)
    log(
      `[seed] biggest academy: ${targets.biggest.code} (${targets.biggest.players.toLocaleString('en')} players), typical: ${targets.typical.code} (${targets.typical.players.toLocaleString('en')} players); admin / ${PLATFORM_PASSWORD} at <code>.localhost`,
    );
  return summary;
}

/**
 * Runs a bulk insert with the tables' triggers off (this session only): the monthly
 * attendance counts and change notifications are caught up after it, once.
 */
async function withoutTriggers<T>(conn: Db, work: () => Promise<T>): Promise<T> {
  await sql`set session_replication_role = replica`.execute(conn);
  try {
    return await work();
  } finally {
    await sql`set session_replication_role = origin`.execute(conn);
  }
}

/** An index or foreign key dropped for the load: its name, table and how PostgreSQL defines it. */
interface Dropped {
  kind: 'index' | 'foreign key';
  name: string;
  table: string;
  /** CREATE INDEX … as pg_get_indexdef prints it, or the constraint as pg_get_constraintdef does. */
  definition: string;
}

/**
 * Drops the tables' indexes that back no constraint and their foreign keys (each row would
 * otherwise look its academy up: a third of the load), keeping primary keys and unique
 * constraints, and answers their exact definitions to restore them afterwards.
 */
async function dropIndexes(conn: Db, tables: string[]): Promise<Dropped[]> {
  const { rows } = await sql<Dropped>`
    select 'index' as kind, c.relname as name, t.relname as "table", pg_get_indexdef(i.indexrelid) as definition
    from pg_index i join pg_class c on c.oid = i.indexrelid join pg_class t on t.oid = i.indrelid
    where t.relnamespace = current_schema()::regnamespace and t.relname in (${sql.join(tables)})
      and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)
    union all
    select 'foreign key', k.conname, t.relname, pg_get_constraintdef(k.oid)
    from pg_constraint k join pg_class t on t.oid = k.conrelid
    where t.relnamespace = current_schema()::regnamespace and t.relname in (${sql.join(tables)}) and k.contype = 'f'
    order by 3, 1, 2`.execute(conn);
  for (const d of rows) {
    await (
      d.kind === 'index' ? sql`drop index ${sql.ref(d.name)}` : sql`alter table ${sql.table(d.table)} drop constraint ${sql.ref(d.name)}`
    ).execute(conn);
  }
  return rows;
}

/**
 * Rebuilds what dropIndexes dropped, from the same definitions (a foreign key is checked
 * against every row as it is added); anything still there (a rerun after a failure) is left alone.
 */
async function restoreIndexes(conn: Db, dropped: Dropped[]): Promise<void> {
  for (const d of dropped) {
    if (d.kind === 'index') {
      await sql.raw(d.definition.replace(/^CREATE (UNIQUE )?INDEX /, 'CREATE $1INDEX IF NOT EXISTS ')).execute(conn);
      continue;
    }
    const { rows } = await sql`select 1 from pg_constraint where conname = ${d.name} and conrelid = ${d.table}::regclass`.execute(conn);
    if (!rows.length) await sql`alter table ${sql.table(d.table)} add constraint ${sql.ref(d.name)} ${sql.raw(d.definition)}`.execute(conn);
  }
}

async function insertAcademies(conn: Db, plan: AcademyPlan[]): Promise<void> {
  const full = await conn.selectFrom('packages').select('id').where('code', '=', 'full').executeTakeFirstOrThrow();
  const settings = JSON.stringify({ common_settings: { app_language: 'vi', web_app_version: '1.0.0' } });
  await sql`create temp table plat_plan (idx int primary key, academy_id int not null, code text not null, players int, branches int, classes int, teachers int, orders int)`.execute(
    conn,
  );
  await sql`
    with p as (
      select * from jsonb_to_recordset(${JSON.stringify(plan)}::jsonb)
        as r(idx int, code text, name text, city text, players int, branches int, classes int, teachers int, orders int)
    ), added as (
      insert into academies (code, name, package_id, expired_on, settings, city, size, create_date)
      select code, name, ${full.id}, now() + interval '365 days', ${settings}::jsonb, city, branches, now() - interval '3 years' from p order by idx
      returning id, code
    )
    insert into plat_plan select p.idx, added.id, p.code, p.players, p.branches, p.classes, p.teachers, p.orders from p join added using (code)`.execute(
    conn,
  );
  await sql`analyze plat_plan`.execute(conn);
}

export interface PlatformTarget {
  id: number;
  code: string;
  players: number;
}

/**
 * The platform academies a benchmark should aim at, read back from the database: the
 * biggest (most players) and a typical one (the median size). Null when none was seeded.
 */
export async function platformTargets(db: Db): Promise<{ biggest: PlatformTarget; typical: PlatformTarget } | null> {
  const { rows } = await sql<{ id: number; code: string; players: number }>`
    select a.id, a.code, count(p.id)::int as players
    from academies a left join players p on p.academy_id = a.id and p.deleted_at is null
    where a.id in ${PLATFORM}
    group by a.id, a.code order by 3, a.id`.execute(db);
  if (!rows.length) return null;
  const pick = (r: (typeof rows)[number]) => ({ id: Number(r.id), code: r.code, players: Number(r.players) });
  return { biggest: pick(rows[rows.length - 1]), typical: pick(rows[Math.floor(rows.length / 2)]) };
}
