/**
 * A class's attendance over a month (`GET /admin/attendances[/teacher-view]`):
 * people × days, the days being the class's lesson days from its weekly slots
 * plus any day that has check-ins; each cell the mark and units, totals of
 * present / absent per person and per day, and which days may still be marked.
 */
import type { RequestContext } from '../../core/context';
import { academyToday, monthBounds } from '../../core/academy-clock';
import { ABSENT, PRESENT } from '../../../domain/check-in';
import { addDays, dateRefusal, maxUnits } from './attendance-policy';
import { lessonDays } from './attendance-calendar';
import { classInScope, KINDS, marksOf, rosterOf, type AttendanceKind } from './attendance-roster';
import { classSummary } from './attendance-day';
import { readSettings } from '../settings/settings-service';
import type { GridCell, MonthGrid } from '../../../domain/attendance';

type Cell = GridCell;

export async function monthGrid(ctx: RequestContext, kind: AttendanceKind, classId: number, month: string): Promise<MonthGrid> {
  const klass = await classInScope(ctx, classId);
  const { attendance_settings: policy } = await readSettings(ctx);
  const { from, next } = monthBounds(month);
  const to = addDays(next, -1);
  const people = await rosterOf(ctx, kind, klass, from, to);
  const marks = await marksOf(ctx, kind, klass.id, from, to);

  const lessons = new Set(lessonDays(klass.schedules, from, to));
  const dates = [...new Set([...lessons, ...marks.map((m) => m.at_date)])].sort();
  const today = academyToday(ctx.academy.timeZone);
  const cells = new Map<number, Record<string, Cell>>();
  for (const m of marks) {
    const row = cells.get(m.person_id) ?? {};
    row[m.at_date] = { check_in: m.check_in, units: m.units };
    cells.set(m.person_id, row);
  }
  const count = (list: Cell[], value: number) => list.filter((c) => c.check_in === value).length;

  const content = people.map((person) => {
    const row = cells.get(person.id) ?? {};
    const list = Object.values(row);
    return { ...person, [KINDS[kind].column]: person.id, cells: row, present: count(list, PRESENT), absent: count(list, ABSENT) };
  });
  const days = dates.map((date) => {
    const column = content.flatMap((p) => (p.cells[date] ? [p.cells[date]] : []));
    return {
      date,
      lesson: lessons.has(date),
      editable: dateRefusal(policy, date, today) === null,
      present: count(column, PRESENT),
      absent: count(column, ABSENT),
    };
  });
  return {
    class: classSummary(klass),
    month,
    max_units: maxUnits(policy),
    days,
    content,
    present: days.reduce((sum, d) => sum + d.present, 0),
    absent: days.reduce((sum, d) => sum + d.absent, 0),
  };
}
