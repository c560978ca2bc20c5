/**
 * The people side of the platform generator (seed-platform.ts), set-based: for the academies
 * of one chunk, their branches, staff logins, teachers, classes, players and two years of
 * attendance, each one `insert … select` over generated series. Every query runs on the one
 * connection that holds the session's `setseed` and the chunk's temp tables (`plat_*`).
 */
import { sql, type RawBuilder } from 'kysely';
import { defaultSettings } from '../../schemas/settings';
import { DEFAULT_TIME_ZONE } from '../../domain/time-zones';
import { foldText } from '../core/search-text';
import type { Db } from '../db/client';
import { FAMILY, GIVEN, MIDDLE, STREETS } from './demo-people';

/** The chunk being generated: academies of the plan with lo ≤ idx ≤ hi, and the calendar. */
export interface Chunk {
  conn: Db;
  lo: number;
  hi: number;
  /** Today, yesterday and the first day of the two years, on the academy's clock (YYYY-MM-DD). */
  today: string;
  yesterday: string;
  start: string;
  passwordHash: string;
}

const DISTRICTS = [
  'Cầu Giấy',
  'Thanh Xuân',
  'Long Biên',
  'Đống Đa',
  'Ba Đình',
  'Hai Bà Trưng',
  'Hoàng Mai',
  'Tây Hồ',
  'Hà Đông',
  'Nam Từ Liêm',
];
const GROUPS = ['U6', 'U8', 'U10', 'U12', 'U15', 'Cơ bản', 'Nâng cao', 'Năng khiếu'];
const NOTES = ['Ốm', 'Gia đình có việc', 'Đi du lịch', 'Nghỉ không báo'];

const slot = (day_of_week: string, start_time: string, end_time: string) => ({ day_of_week, start_time, end_time });
/** Weekly timetables a class may have (day 1 = Monday … 7 = Sunday), as the demo's classes. */
const TIMETABLES = [
  { label: 'Sáng cuối tuần', schedules: [slot('6', '08:00', '09:30'), slot('7', '08:00', '09:30')] },
  { label: 'Chiều thứ Hai, Tư', schedules: [slot('1', '17:00', '18:30'), slot('3', '17:00', '18:30')] },
  { label: 'Tối thứ Sáu', schedules: [slot('5', '18:30', '20:00')] },
  { label: 'Chiều thứ Ba, Năm', schedules: [slot('2', '17:30', '19:00'), slot('4', '17:30', '19:00')] },
  { label: 'Sáng Chủ nhật', schedules: [slot('7', '07:30', '09:00')] },
  { label: 'Tối thứ Hai, Tư, Sáu', schedules: [slot('1', '19:00', '20:30'), slot('3', '19:00', '20:30'), slot('5', '19:00', '20:30')] },
  { label: 'Chiều thứ Bảy', schedules: [slot('6', '15:00', '16:30')] },
  { label: 'Tối thứ Ba, Năm', schedules: [slot('2', '18:30', '20:00'), slot('4', '18:30', '20:00')] },
];

/**
 * The Vietnamese letters foldText turns into plain ones (every vowel with its marks and tones,
 * and đ, both cases): translate() then lower() folds Vietnamese text exactly as the app does.
 * translate() scans this list for every character, so it holds no more than Vietnamese needs,
 * and the large tables' search text is folded here in advance where its words are fixed.
 */
const FOLD = (() => {
  let from = '';
  let to = '';
  const letters = [...'aăâeêioôơuưy'].flatMap((v) =>
    ['', '\u0300', '\u0301', '\u0303', '\u0309', '\u0323'].map((tone) => (v + tone).normalize('NFC')),
  );
  for (const letter of [...letters, 'đ'].flatMap((l) => [l, l.toUpperCase()])) {
    if (letter.charCodeAt(0) < 128) continue;
    from += letter;
    to += foldText(letter);
  }
  return { from, to };
})();

/** The app's search text (core/search-text.ts) of one text value whose words are single-spaced. */
export const fold = (text: RawBuilder<unknown>) => sql<string>`lower(translate(${text}, ${FOLD.from}::text, ${FOLD.to}::text))`;
/** A random item of a list: one random() per row. */
export const pick = (list: readonly string[]) => sql<string>`(${JSON.stringify(list)}::jsonb ->> floor(random() * ${list.length})::int)`;
/** A random integer min…max. */
export const int = (min: number, max: number) => sql<number>`(${min} + floor(random() * ${max - min + 1}))::int`;
export const inChunk = (c: Chunk, alias = 'a') => sql`${sql.ref(`${alias}.idx`)} between ${c.lo} and ${c.hi}`;
const mobile = sql<string>`'0' || ${pick(['9', '8', '3', '7'])} || (10000000 + floor(random() * 90000000))::int::text`;
const address = sql<string>`${int(1, 200)}::text || ' ' || ${pick(STREETS)} || ', ' || ${pick(DISTRICTS)} || ', Hà Nội'`;
const personName = sql<string>`${pick(FAMILY)} || ' ' || ${pick(MIDDLE)} || ' ' || ${pick(GIVEN)}`;
const birthDate = (from: number, to: number) => sql<string>`make_date(${int(from, to)}, ${int(1, 12)}, ${int(1, 28)})`;
/** The member level a number of points reaches under the default thresholds (domain/loyalty memberLevel). */
const levelOf = (points: RawBuilder<unknown>) => {
  const levels = [...defaultSettings.point_settings.level].sort((a, b) => b.benchmarks - a.benchmarks || b.id - a.id);
  return sql<number>`case ${sql.join(
    levels.map((l) => sql`when ${points} >= ${l.benchmarks} then ${l.id}`),
    sql` `,
  )} else 0 end`;
};

/** Runs a statement; answers the rows it wrote. */
export async function run(c: Chunk, query: RawBuilder<unknown>): Promise<number> {
  const result = await query.execute(c.conn);
  return Number(result.numAffectedRows ?? 0);
}

/** A temp table of the chunk, made afresh from a select, indexed and analysed (the planner knows nothing of temp tables). */
export async function temp(c: Chunk, name: string, select: RawBuilder<unknown>, index: string): Promise<void> {
  await sql`drop table if exists ${sql.table(name)}`.execute(c.conn);
  await sql`create temp table ${sql.table(name)} as ${select}`.execute(c.conn);
  await sql.raw(`create index on ${name} (${index})`).execute(c.conn);
  await sql`analyze ${sql.table(name)}`.execute(c.conn);
}

const chunkAcademies = (c: Chunk) => sql`(select academy_id from plat_plan a where ${inChunk(c)})`;

export async function seedBranchesAndStaff(c: Chunk): Promise<void> {
  await run(
    c,
    sql`
    insert into branches (academy_id, name, address, primary_contact, auditing_status, search_text)
    select academy_id, name, address, phone, 1, ${fold(sql`name || ' ' || address || ' ' || phone`)}
    from (
      select a.academy_id, g, 'Cơ sở ' || (${JSON.stringify(DISTRICTS)}::jsonb ->> ((a.idx + g) % ${DISTRICTS.length})) as name, ${address} as address, ${mobile} as phone
      from plat_plan a cross join generate_series(1, a.branches) g where ${inChunk(c)}
    ) b order by academy_id, g`,
  );
  await temp(
    c,
    'plat_branch',
    sql`
    select academy_id, id, row_number() over (partition by academy_id order by id)::int as ord
    from branches where academy_id in ${chunkAcademies(c)}`,
    'academy_id, ord',
  );

  // Teachers: per branch, the first on a monthly salary, the others paid by the session, alternately.
  await run(
    c,
    sql`
    insert into managers (academy_id, name, date_of_birth, mobile, branch_id, address, degree_type, salary_type, salary, auditing_status, search_text)
    select academy_id, name, dob, phone, branch_id, address, degree, salary_type,
      case when salary_type = 'MONTHLY' then ${int(70, 120)} else ${int(2, 4)} end * 100000, 1, ${fold(sql`name || ' ' || phone`)}
    from (
      select a.academy_id, k, b.id as branch_id, ${personName} as name, ${birthDate(1980, 2000)} as dob, ${mobile} as phone, ${address} as address,
        ${int(1, 3)} as degree, case when ((k - 1) / a.branches) % 2 = 0 then 'MONTHLY' else 'SESSION' end as salary_type
      from plat_plan a cross join generate_series(1, a.teachers) k
      join plat_branch b on b.academy_id = a.academy_id and b.ord = (k - 1) % a.branches + 1
      where ${inChunk(c)}
    ) t order by academy_id, k`,
  );
  await temp(
    c,
    'plat_teacher',
    sql`
    select academy_id, id, row_number() over (partition by academy_id order by id)::int as ord, branch_id, name, ${fold(sql`name`)} as folded,
      salary_type, salary
    from managers where academy_id in ${chunkAcademies(c)}`,
    'academy_id, ord',
  );

  // Logins: admin (every branch), a manager (every branch) and a teacher (the first branch), one password.
  await run(
    c,
    sql`
    insert into users (academy_id, user_name, password_hash, name, user_type, branch_ids, search_text)
    select academy_id, user_name, ${c.passwordHash}, name, user_type, branch_ids, ${fold(sql`name || ' ' || user_name`)}
    from (
      select a.academy_id, u.user_name, u.user_type, ${personName} as name,
        case u.user_type when 'admin' then '[]'::jsonb
          when 'manager' then (select jsonb_agg(b.id order by b.id) from plat_branch b where b.academy_id = a.academy_id)
          else (select jsonb_build_array(b.id) from plat_branch b where b.academy_id = a.academy_id and b.ord = 1) end as branch_ids
      from plat_plan a cross join (values (1, 'admin', 'admin'), (2, 'manager', 'manager'), (3, 'teacher', 'teacher')) u(n, user_name, user_type)
      where ${inChunk(c)} order by a.academy_id, u.n
    ) s`,
  );
}

export async function seedClasses(c: Chunk): Promise<void> {
  // Class k sits in branch (k-1) % branches + 1 and is taught by one of that branch's teachers.
  await run(
    c,
    sql`
    insert into classes (academy_id, name, branch_id, manager_ids, course_fee, schedules, description, auditing_status, search_text)
    select academy_id, name, branch_id, jsonb_build_array(teacher_id), fee, t -> 'schedules', description, 1, ${fold(sql`name || ' ' || description`)}
    from (
      select a.academy_id, k, b.id as branch_id, t.id as teacher_id, ${int(8, 30)} * 100000 as fee, tt.t,
        ${pick(GROUPS)} || ' ' || (tt.t ->> 'label') || ' ' || k as name, 'Lớp ' || (tt.t ->> 'label') as description
      from plat_plan a cross join generate_series(1, a.classes) k
      join plat_branch b on b.academy_id = a.academy_id and b.ord = (k - 1) % a.branches + 1
      join plat_teacher t on t.academy_id = a.academy_id
        and t.ord = (k - 1) % a.branches + 1 + a.branches * (((k - 1) / a.branches) % (a.teachers / a.branches))
      cross join lateral (select ${JSON.stringify(TIMETABLES)}::jsonb -> ((k * 7 + a.idx) % ${TIMETABLES.length}) as t) tt
      where ${inChunk(c)}
    ) s order by academy_id, k`,
  );
  await temp(
    c,
    'plat_class',
    sql`
    select academy_id, id, row_number() over (partition by academy_id order by id)::int as ord, branch_id, schedules, course_fee,
      (manager_ids ->> 0)::int as teacher_id
    from classes where academy_id in ${chunkAcademies(c)}`,
    'academy_id, ord',
  );
}

/**
 * Players join evenly over the two years (their create_date); one in five has left
 * (inactive, update_date the day they left). Each takes their class's branch and timetable.
 */
export async function seedPlayers(c: Chunk): Promise<number> {
  const tz = DEFAULT_TIME_ZONE;
  const added = await run(
    c,
    sql`
    insert into players (academy_id, name, date_of_birth, clothes_number, branch_id, class_id, parent_name, mobile, address, schedules,
      number_of_units, points, level, auditing_status, create_date, update_date, search_text)
    select academy_id, name, dob, shirt, branch_id, class_id, parent, phone, address, schedules, units, points, ${levelOf(sql`points`)},
      case when left_on is null then 1 else 0 end, joined,
      coalesce((left_on + time '18:00') at time zone ${tz}, joined), ${fold(sql`name || ' ' || phone || ' ' || parent`)}
    from (
      select g.academy_id, g.n, k.id as class_id, k.branch_id, k.schedules, name, split_part(name, ' ', 1) || ' ' || ${pick(MIDDLE)} || ' ' || ${pick(GIVEN)} as parent,
        ${birthDate(2010, 2019)} as dob, ${int(1, 99)} as shirt, ${mobile} as phone, ${address} as address, ${int(-1, 24)} as units, ${int(0, 1500)} as points,
        (g.join_on + time '08:00' + random() * interval '10 hours') at time zone ${tz} as joined,
        case when random() < 0.2 then g.join_on + floor(random() * (${c.yesterday}::date - g.join_on + 1))::int end as left_on
      from (
        select a.academy_id, n, 1 + floor(random() * a.classes)::int as class_ord, ${personName} as name,
          ${c.start}::date + floor(random() * (${c.yesterday}::date - ${c.start}::date + 1))::int as join_on
        from plat_plan a cross join generate_series(1, a.players) n where ${inChunk(c)}
      ) g join plat_class k on k.academy_id = g.academy_id and k.ord = g.class_ord
    ) p order by academy_id, n`,
  );
  await temp(
    c,
    'plat_player',
    sql`
    select p.academy_id, p.id, row_number() over (partition by p.academy_id order by p.id)::int as ord, p.branch_id, p.class_id,
      p.parent_name, p.mobile, p.address,
      (p.create_date at time zone ${tz})::date as start_day,
      case when p.auditing_status = 0 then (p.update_date at time zone ${tz})::date else ${c.yesterday}::date end as end_day
    from players p where p.academy_id in ${chunkAcademies(c)}`,
    'academy_id, ord',
  );
  await sql`create index on plat_player (class_id)`.execute(c.conn);
  return added;
}

/**
 * Every lesson of every class over the two years up to yesterday (today is left for the
 * user to take, as in the demo): its teacher's check-in, mostly present, and each of its
 * players' who had joined and not yet left, mostly present, some absent with a reason.
 */
export async function seedAttendance(c: Chunk): Promise<number> {
  await temp(
    c,
    'plat_lesson',
    sql`
    select k.academy_id, k.branch_id, k.id as class_id, k.teacher_id, d::date as at_date
    from plat_class k cross join lateral jsonb_array_elements(k.schedules) s
    cross join lateral generate_series(
      ${c.start}::date + (((s ->> 'day_of_week')::int - extract(isodow from ${c.start}::date)::int + 7) % 7), ${c.yesterday}::date, interval '7 days') d`,
    'class_id, at_date',
  );
  await temp(
    c,
    'plat_teacher_day',
    sql`
    select academy_id, branch_id, class_id, teacher_id, at_date, case when random() < 0.97 then 1 else 0 end as check_in from plat_lesson`,
    'teacher_id',
  );
  let rows = await run(
    c,
    sql`
    insert into attendances (academy_id, branch_id, class_id, manager_id, at_date, check_in, units)
    select academy_id, branch_id, class_id, teacher_id, at_date, check_in, 1 from plat_teacher_day order by class_id, at_date`,
  );
  rows += await run(
    c,
    sql`
    insert into attendances (academy_id, branch_id, class_id, player_id, at_date, check_in, units, taken, note)
    select academy_id, branch_id, class_id, player_id, at_date, case when r < 0.88 then 1 else 0 end, 1, case when r < 0.88 then 1 else 0 end,
      case when r >= 0.88 then ${JSON.stringify(NOTES)}::jsonb ->> floor((r - 0.88) / 0.12 * ${NOTES.length})::int end
    from (
      select l.academy_id, l.branch_id, l.class_id, p.id as player_id, l.at_date, random() as r
      from plat_lesson l join plat_player p on p.class_id = l.class_id and l.at_date between p.start_day and p.end_day
    ) s`,
  );
  return rows;
}
