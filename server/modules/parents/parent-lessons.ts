/**
 * The family's lessons between two days: the office's timetable (schedules/schedule-service.ts),
 * as the teachers' app reads it (teacher/teacher-lessons.ts), narrowed to the classes the children
 * go to: each child's class and places in others (as the class's roster counts them: active
 * players), and the lessons of other classes a make-up of theirs is booked into. Each lesson names
 * the children expected and, where it applies, their state: on leave (approved or asked), frozen,
 * or there for a make-up. `me` takes each child's next lesson from the same lessons
 * (childFigures), and what is left to pay of their fees, the whole family at once.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { RequestContext } from '../../core/context';
import { academyToday } from '../../core/academy-clock';
import { badRange } from '../../core/errors';
import { answers } from '../../core/openapi/responses';
import { ok } from '../../core/reply';
import { typed } from '../../core/typed';
import { zonedDateTime } from '../../../domain/time-zones';
import { PAID } from '../../../domain/tuition-fee';
import { NEXT_LESSON_DAYS, PARENT_AREA, parentGate, type ChildFigures } from '../../../domain/parent-area';
import { denialFor, type Gate } from '../../../domain/gate';
import { resources } from '../../../resources.config';
import {
  PARENT_LESSONS_GATE,
  PARENT_LESSONS_MAX_DAYS,
  parentLessonsQuerySchema,
  parentLessonsSchema,
  type ChildLessonState,
  type ParentLesson,
  type ParentLessons,
} from '../../../domain/parent-lessons';
import { timetable } from '../schedules/schedule-service';
import { addDays, daysBetween } from '../schedules/timetable';
import { weekOf } from '../teacher/teacher-lessons';
import { familyContext, familyOf, type Family } from './parent-family';

/** What the children's lessons are made of: their places in classes, their make-ups, leave and freezes over the days. */
interface Attendance {
  names: Map<number, string>;
  /** Each child's classes, as the roster counts them. */
  places: Array<{ player: number; klass: number }>;
  /** Make-ups booked (or taken) into a lesson. */
  makeups: Array<{ player: number; klass: number; day: string }>;
  /** Leave asked (status 0) or approved (1); a leave naming no class is for the day. */
  leaves: Array<{ player: number; klass: number | null; day: string; approved: boolean }>;
  freezes: Array<{ player: number; from: string; to: string }>;
}

type Row = {
  kind: 'place' | 'makeup' | 'leave' | 'freeze';
  player_id: number;
  name: string | null;
  class_id: number | null;
  day: string | null;
  until: string | null;
  status: number | null;
};

/** One round trip for every child of the family: their places, make-ups, leave and freezes between the two days. */
async function attendanceOf(ctx: RequestContext, children: number[], from: string, to: string): Promise<Attendance> {
  const academy = ctx.academy.id;
  const ids = sql.join(children);
  const { rows } = await sql<Row>`
    select 'place' as kind, p.id as player_id, p.name, p.class_id, null as day, null as until, null::int as status
    from players p
    where p.academy_id = ${academy} and p.deleted_at is null and p.auditing_status = 1 and p.id in (${ids}) and p.class_id is not null
    union all
    select 'place', p.id, p.name, pc.class_id, null, null, null
    from player_classes pc
    join players p on p.academy_id = pc.academy_id and p.id = pc.player_id and p.deleted_at is null and p.auditing_status = 1
    where pc.academy_id = ${academy} and pc.deleted_at is null and pc.player_id in (${ids}) and pc.class_id is not null
    union all
    select 'makeup', p.id, p.name, m.booked_class_id, to_char(m.booked_date, 'YYYY-MM-DD'), null, null
    from makeup_credits m
    join players p on p.academy_id = m.academy_id and p.id = m.player_id and p.deleted_at is null
    where m.academy_id = ${academy} and m.deleted_at is null and m.player_id in (${ids}) and m.status in ('booked', 'used')
      and m.booked_class_id is not null and m.booked_date between ${from} and ${to}
    union all
    select 'leave', t.player_id, null, t.class_id, to_char(t.at_date, 'YYYY-MM-DD'), null, t.status
    from time_offs t
    where t.academy_id = ${academy} and t.deleted_at is null and t.player_id in (${ids}) and t.status in (0, 1)
      and t.at_date between ${from} and ${to}
    union all
    select 'freeze', f.player_id, null, null, to_char(f.from_date, 'YYYY-MM-DD'), to_char(f.to_date, 'YYYY-MM-DD'), null
    from player_freezes f
    where f.academy_id = ${academy} and f.deleted_at is null and f.player_id in (${ids})
      and f.from_date <= ${to} and f.to_date >= ${from}`.execute(ctx.db);
  const found: Attendance = { names: new Map(), places: [], makeups: [], leaves: [], freezes: [] };
  for (const r of rows) {
    const player = Number(r.player_id);
    if (r.name !== null) found.names.set(player, String(r.name));
    if (r.kind === 'place') found.places.push({ player, klass: Number(r.class_id) });
    else if (r.kind === 'makeup') found.makeups.push({ player, klass: Number(r.class_id), day: r.day! });
    else if (r.kind === 'leave')
      found.leaves.push({ player, klass: r.class_id === null ? null : Number(r.class_id), day: r.day!, approved: Number(r.status) === 1 });
    else found.freezes.push({ player, from: r.day!, to: r.until! });
  }
  return found;
}

/** A child's state at a lesson of `klass` on `day`: frozen, then leave (approved before asked), then a make-up. */
function stateOf(found: Attendance, player: number, klass: number, day: string, makeup: boolean): ChildLessonState | null {
  if (found.freezes.some((f) => f.player === player && f.from <= day && day <= f.to)) return 'frozen';
  const leaves = found.leaves.filter((l) => l.player === player && l.day === day && (l.klass === null || l.klass === klass));
  if (leaves.some((l) => l.approved)) return 'leave';
  if (leaves.length) return 'leave_pending';
  return makeup ? 'makeup' : null;
}

/** The family's lessons from `from` to `to`, earliest first, each with its children and their states. */
export async function familyLessons(ctx: RequestContext, family: Family, from: string, to: string): Promise<ParentLessons> {
  const today = academyToday(ctx.academy.timeZone);
  const children = family.ids.players;
  const found = children.length ? await attendanceOf(ctx, children, from, to) : undefined;
  const classIds = [...new Set([...(found?.places ?? []), ...(found?.makeups ?? [])].map((p) => p.klass))];
  const plan = await timetable(familyContext(ctx), { fromDate: from, toDate: to, classIds });
  // No class: the timetable would read an empty filter as every class.
  const occurrences = found && classIds.length ? plan.items.filter((o) => o.kind === 'class') : [];
  const lessons: ParentLesson[] = [];
  for (const o of occurrences) {
    const regular = found!.places.filter((p) => p.klass === o.id).map((p) => p.player);
    const makeups = found!.makeups.filter((m) => m.klass === o.id && m.day === o.date).map((m) => m.player);
    const expected = [...new Set([...regular, ...makeups])].sort((a, b) => a - b);
    if (!expected.length) continue;
    lessons.push({
      date: o.date,
      start_time: o.start_time,
      end_time: o.end_time,
      class: { id: o.id, name: o.name },
      branch: o.branch,
      teachers: o.teachers.map((teacher) => teacher.name),
      children: expected.map((id) => ({
        id,
        name: found!.names.get(id) ?? '',
        state: stateOf(found!, id, o.id, o.date, !regular.includes(id)),
      })),
    });
  }
  return { from, to, today, paused: plan.paused, lessons };
}

/** The states a child is not at a lesson with. */
const AWAY: Array<ChildLessonState | null> = ['leave', 'frozen'];

/**
 * The card's figures of every child of the family, in one go: the next lesson (from the lessons
 * of the coming NEXT_LESSON_DAYS) and the fees not paid, the rule of the fees screen's "To pay"
 * (every fee of the child's but those paid). A figure whose screen the package does not offer
 * stays empty (no lesson, nothing unpaid), as its route would refuse it.
 */
export async function childFigures(ctx: RequestContext, family: Family): Promise<Map<number, ChildFigures>> {
  const children = family.ids.players;
  const figures = new Map<number, ChildFigures>(children.map((id) => [id, { next_lesson: null, unpaid: { count: 0, amount: 0 } }]));
  if (!children.length) return figures;
  // Each figure while the package offers its screen: the lessons', the fees'.
  const offers = (gate: Gate) => denialFor(gate, ctx.user.role, ctx.academy.features) === null;
  const revenues = resources.find((r) => r.name === 'revenues')!;
  const now = zonedDateTime(ctx.academy.timeZone);
  const today = now.slice(0, 10);
  const clock = now.slice(11, 16);
  const [{ lessons }, unpaid] = await Promise.all([
    offers(PARENT_LESSONS_GATE) ? familyLessons(ctx, family, today, addDays(today, NEXT_LESSON_DAYS - 1)) : { lessons: [] },
    offers(parentGate(revenues))
      ? sql<{ player_id: number; count: string; amount: string }>`
          select player_id, count(*) as count, coalesce(sum(amount), 0) as amount
          from revenues
          where academy_id = ${ctx.academy.id} and deleted_at is null and player_id in (${sql.join(children)})
            and transaction_status is distinct from ${PAID}
          group by player_id`.execute(ctx.db)
      : { rows: [] },
  ]);
  for (const r of unpaid.rows) figures.get(Number(r.player_id))!.unpaid = { count: Number(r.count), amount: Number(r.amount) };
  for (const lesson of lessons) {
    if (lesson.date === today && lesson.end_time <= clock) continue;
    for (const child of lesson.children) {
      const mine = figures.get(child.id);
      if (!mine || mine.next_lesson || AWAY.includes(child.state)) continue;
      mine.next_lesson = { date: lesson.date, start_time: lesson.start_time, end_time: lesson.end_time, class: lesson.class };
    }
  }
  return figures;
}

export function parentLessons(fastify: FastifyInstance): void {
  const app = typed(fastify);
  app.get(
    `/${PARENT_AREA}/lessons`,
    {
      config: { gate: PARENT_LESSONS_GATE },
      schema: {
        summary: "The family's lessons",
        description: `The lessons of the family's children between two days (default: the academy's current Monday to Sunday; at most ${PARENT_LESSONS_MAX_DAYS} days, else 400 \`RANGE_TOO_LONG\`; \`to\` before \`from\`: 400 \`RANGE_REVERSED\`), from the timetable: each child's class and places in others, and the lessons of other classes a make-up of theirs is booked into. Each lesson names its class, branch, teachers and the children expected, with their state where it applies: on leave (approved or asked), frozen, there for a make-up. With the academy's today and the schedule pause.`,
        querystring: parentLessonsQuerySchema,
        response: answers(parentLessonsSchema),
      },
    },
    async ({ ctx, query }) => {
      const from = query.from ?? weekOf(academyToday(ctx!.academy.timeZone)).from;
      const to = query.to ?? addDays(from, 6);
      if (to < from) throw badRange('order', ctx!.t('schedules.errors.order'), 'to');
      if (daysBetween(from, to) + 1 > PARENT_LESSONS_MAX_DAYS)
        throw badRange('tooLong', ctx!.t('schedules.errors.tooLong', { days: PARENT_LESSONS_MAX_DAYS }), 'to');
      return ok(await familyLessons(ctx!, await familyOf(ctx!), from, to));
    },
  );
}
