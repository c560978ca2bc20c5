/**
 * A teacher's lessons between two days: the office's timetable (schedules/schedule-service.ts)
 * narrowed to the classes they teach, each lesson with how many players are expected.
 */
import { sql } from 'kysely';
import type { RequestContext } from '../../core/context';
import { academyToday } from '../../core/academy-clock';
import { timetable } from '../schedules/schedule-service';
import { addDays, dayOfWeek } from '../schedules/timetable';
import type { TeacherLessons } from '../../../domain/teacher-area';
import { classesOf, teachingContext, type Teacher } from './teacher-of';

/** The Monday to Sunday week holding `day`. */
export function weekOf(day: string): { from: string; to: string } {
  const from = addDays(day, 1 - Number(dayOfWeek(day)));
  return { from, to: addDays(from, 6) };
}

/**
 * Players expected at each lesson, by class and day: the class's active players and the active
 * guests with a place in it, each once, but those frozen that day; and the make-ups booked into it.
 */
async function expectedIn(ctx: RequestContext, classIds: number[], from: string, to: string): Promise<Map<string, number>> {
  const { rows } = await sql<{ class_id: number; day: string; expected: string }>`
    with roster as (
      select p.class_id, p.id from players p
      where p.academy_id = ${ctx.academy.id} and p.deleted_at is null and p.auditing_status = 1
        and p.class_id in (${sql.join(classIds)})
      union
      select pc.class_id, pc.player_id from player_classes pc
      join players p on p.academy_id = pc.academy_id and p.id = pc.player_id and p.deleted_at is null and p.auditing_status = 1
      where pc.academy_id = ${ctx.academy.id} and pc.deleted_at is null and pc.class_id in (${sql.join(classIds)})
    ), days as (
      select generate_series(${from}::date, ${to}::date, interval '1 day')::date as day
    )
    select r.class_id, to_char(d.day, 'YYYY-MM-DD') as day, count(*) as expected
    from roster r cross join days d
    where not exists (
      select from player_freezes f
      where f.academy_id = ${ctx.academy.id} and f.deleted_at is null and f.player_id = r.id and d.day between f.from_date and f.to_date
    )
    group by 1, 2
    union all
    select m.booked_class_id, to_char(m.booked_date, 'YYYY-MM-DD'), count(*)
    from makeup_credits m
    where m.academy_id = ${ctx.academy.id} and m.deleted_at is null and m.status in ('booked', 'used')
      and m.booked_class_id in (${sql.join(classIds)}) and m.booked_date between ${from} and ${to}
    group by 1, 2`.execute(ctx.db);
  const expected = new Map<string, number>();
  for (const r of rows) expected.set(`${r.class_id}:${r.day}`, (expected.get(`${r.class_id}:${r.day}`) ?? 0) + Number(r.expected));
  return expected;
}

export async function teacherLessons(ctx: RequestContext, teacher: Teacher, from: string, to: string): Promise<TeacherLessons> {
  const today = academyToday(ctx.academy.timeZone);
  const classIds = await classesOf(ctx, teacher);
  const plan = await timetable(teachingContext(ctx), { fromDate: from, toDate: to, classIds });
  // No class taught: the timetable would read an empty filter as every class.
  const occurrences = classIds.length ? plan.items.filter((o) => o.kind === 'class') : [];
  const expected = classIds.length ? await expectedIn(ctx, classIds, from, to) : new Map<string, number>();
  return {
    from,
    to,
    today,
    paused: plan.paused,
    lessons: occurrences.map((o) => ({
      class: { id: o.id, name: o.name },
      branch: o.branch,
      date: o.date,
      start_time: o.start_time,
      end_time: o.end_time,
      teachers: o.teachers,
      expected: expected.get(`${o.id}:${o.date}`) ?? 0,
    })),
  };
}
