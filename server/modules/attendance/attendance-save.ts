/**
 * Saving a class's attendance for one day (`POST /admin/attendances/players|teachers`),
 * all or nothing in one transaction. Each sent row is written (a row set back to
 * "none" with no note is removed; a row sent without `note` keeps its note);
 * rows not sent stay as they are. For players the sessions left and points move by
 * what each change makes (player-settlement.ts: re-saving the same marks changes
 * nothing); a player frozen that day may not be marked. A player newly
 * marked absent, or whose sessions left fall to the academy's threshold, queues a
 * message to the parent in the same transaction; the answer says which parents will be
 * told, on which channels, and which cannot be, and why (`parent_notices`, players only).
 */
import type { RequestContext } from '../../core/context';
import { unprocessable, type FieldError } from '../../core/errors';
import { ABSENT, NONE, type CheckIn } from '../../../domain/check-in';
import { maxUnits } from './attendance-policy';
import { dayLock, dayRoster } from './attendance-day';
import { classInScope, KINDS, lockClass, marksOf, rosterOf, type AttendanceKind, type StoredMark } from './attendance-roster';
import { readSettings } from '../settings/settings-service';
import { nextVersion } from '../../core/crud/record-version';
import { queueAbsenceNotices, queueLowSessionNotices } from '../notifications/attendance-notices';
import { mergeNotices } from '../../../domain/parent-notices';
import { atomically } from '../../db/atomically';
import { formatDate } from '../../../domain/dates';
import { settlePlayers, wanted } from './player-settlement';

export interface CheckInRow {
  player_id?: number;
  manager_id?: number;
  check_in: CheckIn;
  units?: number;
  note?: string | null;
}

export interface RosterSave {
  class_id: number;
  at_date: string;
  player_check_in?: CheckInRow[];
  teacher_check_in?: CheckInRow[];
}

type Tx = RequestContext;

export async function saveRoster(ctx: RequestContext, kind: AttendanceKind, body: RosterSave) {
  const { column, list } = KINDS[kind];
  const rows = body[list] ?? [];
  const klass = await classInScope(ctx, body.class_id);
  const settings = await readSettings(ctx);
  const policy = settings.attendance_settings;

  const lock = dayLock(ctx, policy, body.at_date);
  if (lock.locked) throw unprocessable(lock.locked_message, [{ field: 'at_date', message: lock.locked_message }]);

  const errors: FieldError[] = [];
  const seen = new Set<number>();
  const most = maxUnits(policy);
  rows.forEach((row, i) => {
    const id = row[column]!;
    if (seen.has(id)) errors.push({ field: `${list}.${i}.${column}`, message: ctx.t('attendance.errors.duplicate') });
    seen.add(id);
    if ((row.units ?? 1) > most) {
      errors.push({
        field: `${list}.${i}.units`,
        message: most === 1 ? ctx.t('attendance.errors.singleUnit') : ctx.t('attendance.errors.tooManyUnits', { max: most }),
      });
    }
  });
  if (errors.length) throw unprocessable(errors[0].message, errors);

  // In the caller's transaction when it holds one (the teachers' save checks its conflicts in it first).
  const notices = await atomically(ctx.db, async (db) => {
    const tx: Tx = { ...ctx, db };
    // Two saves at once neither take a session twice nor tell a parent twice.
    await lockClass(tx, klass.id);
    const people = new Map((await rosterOf(tx, kind, klass, body.at_date, body.at_date)).map((p) => [p.id, p]));
    const absent = rows.filter((row) => !people.has(row[column]!));
    if (absent.length) throw await notListed(tx, kind, body.at_date, rows, absent);

    const before = new Map((await marksOf(tx, kind, klass.id, body.at_date, body.at_date)).map((m) => [m.person_id, m]));
    const lesson = { class_id: klass.id, at_date: body.at_date };
    const { balances, takes } =
      kind === 'player' ? await settlePlayers(tx, lesson, rows, before, settings) : { balances: [], takes: new Map() };
    for (const row of rows) await writeMark(tx, kind, klass, body.at_date, row, before.get(row[column]!), takes.get(row[column]!) ?? 0);
    if (kind !== 'player') return null;
    // Parents hear of an absence once: re-saving the same mark tells nobody again.
    const newlyAbsent = rows.filter((r) => r.check_in === ABSENT && before.get(r.player_id!)?.check_in !== ABSENT).map((r) => r.player_id!);
    return mergeNotices(
      await queueAbsenceNotices(tx, settings, klass, body.at_date, newlyAbsent),
      await queueLowSessionNotices(tx, settings, klass, balances),
    );
  });
  return { ...(await dayRoster(ctx, kind, klass.id, body.at_date)), parent_notices: notices };
}

/** Why rows name people not on the day's list: not in the class, or (players) frozen that day. */
async function notListed(tx: Tx, kind: AttendanceKind, day: string, rows: CheckInRow[], absent: CheckInRow[]) {
  const { column, list } = KINDS[kind];
  const freezes =
    kind === 'player'
      ? await tx.db
          .selectFrom('player_freezes as f')
          .innerJoin('players as p', (j) => j.onRef('p.id', '=', 'f.player_id').onRef('p.academy_id', '=', 'f.academy_id'))
          .select(['f.player_id', 'p.name', 'f.from_date', 'f.to_date'])
          .where('f.academy_id', '=', tx.academy.id)
          .where('f.deleted_at', 'is', null)
          .where(
            'f.player_id',
            'in',
            absent.map((r) => r.player_id!),
          )
          .where('f.from_date', '<=', day)
          .where('f.to_date', '>=', day)
          .execute()
      : [];
  const frozen = new Map(freezes.map((f) => [f.player_id, f]));
  const errors = absent.map((row) => {
    const freeze = frozen.get(row[column]!);
    const message = freeze
      ? tx.t('attendance.errors.frozen', { name: freeze.name, from: formatDate(freeze.from_date), to: formatDate(freeze.to_date) })
      : tx.t('attendance.errors.notInClass');
    return { field: `${list}.${rows.indexOf(row)}.${column}`, message };
  });
  return unprocessable(errors[0].message, errors);
}

async function writeMark(
  tx: Tx,
  kind: AttendanceKind,
  klass: { id: number; branch_id: number },
  day: string,
  row: CheckInRow,
  existing: StoredMark | undefined,
  taken: number,
) {
  const { column } = KINDS[kind];
  const mark = wanted(row);
  // A row without a note (a month grid's cell) keeps the one stored.
  const note = row.note === undefined ? (existing?.note ?? null) : row.note?.trim() || null;
  if (!mark && !note) {
    if (existing) await tx.db.deleteFrom('attendances').where('academy_id', '=', tx.academy.id).where('id', '=', existing.id).execute();
    return;
  }
  const values = { check_in: mark?.check_in ?? NONE, units: mark?.units ?? 1, note, taken };
  if (existing) {
    const same =
      existing.check_in === values.check_in && existing.units === values.units && existing.note === values.note && existing.taken === taken;
    if (!same)
      await tx.db
        .updateTable('attendances')
        .set({ ...values, update_date: nextVersion })
        .where('academy_id', '=', tx.academy.id)
        .where('id', '=', existing.id)
        .execute();
    return;
  }
  await tx.db
    .insertInto('attendances')
    .values({
      ...values,
      academy_id: tx.academy.id,
      branch_id: klass.branch_id,
      class_id: klass.id,
      [column]: row[column],
      at_date: day,
      created_by: tx.user.id,
    })
    .execute();
}
