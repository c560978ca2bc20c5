/**
 * A teacher's save of a class-day, through the office's own save (attendance-save.ts: the
 * policy, sessions taken and given back, points, parents told through the outbox), in one
 * transaction holding the class's lock, so no office save slips between the check and the write.
 *
 * Conflicts: each change carries the mark as the teacher last saw it (`seen`). A field the change
 * sets whose stored value is neither what the teacher saw nor what they send was changed by the
 * office meanwhile: that player's change is left out (nothing of it written) and reported with the
 * three values; every other change is saved. The route answers 409 when there is any.
 */
import type { FastifyInstance } from 'fastify';
import type { RequestContext } from '../../core/context';
import { ApiError, type FieldError } from '../../core/errors';
import { atomically } from '../../db/atomically';
import { dayRoster } from '../attendance/attendance-day';
import { saveRoster, type CheckInRow } from '../attendance/attendance-save';
import { NONE, PRESENT, type CheckIn } from '../../../domain/check-in';
import type { DayRow } from '../../../domain/attendance';
import type { MarkConflict, MarkValue, TeacherMarksBody, TeacherSavedRoster } from '../../../domain/teacher-area';
import { teacherRoster } from './teacher-roster';
import type { Teacher } from './teacher-of';

type Models = FastifyInstance['models'];
type Change = Partial<MarkValue>;

/** Whether the office changed a field the change sets since the teacher saw it (and not to what they send). */
function overtaken(stored: MarkValue, seen: MarkValue, change: Change): boolean {
  return (['check_in', 'note'] as const).some(
    (field) => change[field] !== undefined && stored[field] !== seen[field] && stored[field] !== (change[field] ?? null),
  );
}

const valueOf = (row: Pick<DayRow, 'check_in' | 'note'> | undefined): MarkValue => ({
  check_in: (row?.check_in ?? NONE) as CheckIn,
  note: row?.note ?? null,
});

/** The row the office's save writes for a change: what it leaves out stays as stored (units too, unless the check-in changes). */
function rowFor(column: 'player_id' | 'manager_id', id: number, stored: DayRow | undefined, change: Change & { units?: number }) {
  const checkIn = change.check_in ?? ((stored?.check_in ?? NONE) as CheckIn);
  const units = change.units ?? (checkIn === stored?.check_in ? stored.units : 1);
  return { [column]: id, check_in: checkIn, units, ...(change.note !== undefined && { note: change.note }) } as CheckInRow;
}

/** The office's refusal of a row, named by the teacher's body (`marks.3.check_in`, `my_check_in`, `date`). */
function renamed(error: unknown, markIndex: number[]): unknown {
  if (!(error instanceof ApiError) || !error.errors) return error;
  const field = (name: string) =>
    name === 'at_date'
      ? 'date'
      : name
          .replace(/^player_check_in\.(\d+)/, (_, i) => (markIndex[Number(i)] >= 0 ? `marks.${markIndex[Number(i)]}` : 'all_present'))
          .replace(/^teacher_check_in\.0(\.\w+)?$/, 'my_check_in');
  const errors: FieldError[] = error.errors.map((e) => ({ ...e, field: field(e.field) }));
  return new ApiError(error.status, error.code, error.message, errors, error.data);
}

export async function saveTeacherMarks(
  ctx: RequestContext,
  models: Models,
  teacher: Teacher,
  classId: number,
  day: string,
  body: TeacherMarksBody,
): Promise<{ roster: TeacherSavedRoster; conflicts: MarkConflict[] }> {
  return atomically(ctx.db, async (db) => {
    const tx: RequestContext = { ...ctx, db };
    // The office's save takes this lock too: its saves and this one follow each other.
    await db
      .selectFrom('classes')
      .select('id')
      .where('academy_id', '=', ctx.academy.id)
      .where('id', '=', classId)
      .forNoKeyUpdate()
      .execute();
    const players = await dayRoster(tx, 'player', classId, day);
    const teachers = await dayRoster(tx, 'teacher', classId, day);
    const stored = new Map(players.content.map((p) => [p.id, p]));
    const conflicts: MarkConflict[] = [];
    const rows: CheckInRow[] = [];
    const markIndex: number[] = [];

    (body.marks ?? []).forEach((mark, i) => {
      const { player_id, seen, units, ...change } = mark;
      if (change.check_in === undefined && change.note === undefined) return;
      const row = stored.get(player_id);
      if (row && overtaken(valueOf(row), seen, change)) {
        conflicts.push({ target: 'player', player_id, name: row.name, seen, yours: { ...seen, ...change }, theirs: valueOf(row) });
        return;
      }
      // A player not on the list goes on to the office's save, which refuses them by name.
      rows.push(rowFor('player_id', player_id, row, { ...change, ...(units !== undefined && { units }) }));
      markIndex.push(i);
    });
    if (body.all_present) {
      const sent = new Set((body.marks ?? []).map((m) => m.player_id));
      for (const p of players.content)
        if (!sent.has(p.id) && p.check_in === NONE) {
          rows.push(rowFor('player_id', p.id, p, { check_in: PRESENT }));
          markIndex.push(-1);
        }
    }

    const mine = teachers.content.find((row) => row.id === teacher.id);
    const myChange: Change = {};
    if (body.my_check_in) {
      const { check_in, seen } = body.my_check_in;
      const seenValue = { ...valueOf(mine), check_in: seen };
      if (overtaken(valueOf(mine), seenValue, { check_in }))
        conflicts.push({
          target: 'my_check_in',
          player_id: null,
          name: teacher.name,
          seen: seenValue,
          yours: { ...seenValue, check_in },
          theirs: valueOf(mine),
        });
      else myChange.check_in = check_in;
    }
    if (body.lesson_note) {
      const { note, seen } = body.lesson_note;
      const seenValue = { ...valueOf(mine), note: seen };
      if (overtaken(valueOf(mine), seenValue, { note }))
        conflicts.push({
          target: 'lesson_note',
          player_id: null,
          name: teacher.name,
          seen: seenValue,
          yours: { ...seenValue, note },
          theirs: valueOf(mine),
        });
      else myChange.note = note;
    }

    try {
      const saved = rows.length ? await saveRoster(tx, 'player', { class_id: classId, at_date: day, player_check_in: rows }) : null;
      const savedStaff =
        myChange.check_in !== undefined || myChange.note !== undefined
          ? await saveRoster(tx, 'teacher', {
              class_id: classId,
              at_date: day,
              teacher_check_in: [rowFor('manager_id', teacher.id, mine, myChange)],
            })
          : teachers;
      const roster = await teacherRoster(tx, models, teacher, saved ?? players, savedStaff);
      return { roster: { ...roster, parent_notices: saved?.parent_notices ?? null }, conflicts };
    } catch (error) {
      throw renamed(error, markIndex);
    }
  });
}
