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

/** Players expected in each class: its active players and the active guests with a place in it, each once. */
async function expectedIn(ctx: RequestContext, classIds: number[]): Promise<Map<number, number>> {
  const { rows } = await sql<{ class_id: number; expected: string }>`
    select class_id, count(*) as expected from (
      select p.class_id, p.id from players p
      where p.academy_id = ${ctx.academy.id} and p.deleted_at is null and p.auditing_status = 1
        and p.class_id in (${sql.join(classIds)})
      union
      select pc.class_id, pc.player_id from player_classes pc
      join players p on p.academy_id = pc.academy_id and p.id = pc.player_id and p.deleted_at is null and p.auditing_status = 1
      where pc.academy_id = ${ctx.academy.id} and pc.deleted_at is null and pc.class_id in (${sql.join(classIds)})
    ) roster group by class_id`.execute(ctx.db);
  return new Map(rows.map((r) => [Number(r.class_id), Number(r.expected)]));
}

export async function teacherLessons(ctx: RequestContext, teacher: Teacher, from: string, to: string): Promise<TeacherLessons> {
  const today = academyToday(ctx.academy.timeZone);
  const classIds = await classesOf(ctx, teacher);
  const plan = await timetable(teachingContext(ctx), { fromDate: from, toDate: to, classIds });
  // No class taught: the timetable would read an empty filter as every class.
  const occurrences = classIds.length ? plan.items.filter((o) => o.kind === 'class') : [];
  const expected = classIds.length ? await expectedIn(ctx, classIds) : new Map<number, number>();
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
      expected: expected.get(o.id) ?? 0,
    })),
  };
}
