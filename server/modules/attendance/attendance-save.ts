/**
 * Saving a class's attendance for one day (`POST /admin/attendances/players|teachers`),
 * all or nothing in one transaction. Each sent row is written (a row set back to
 * "none" with no note is removed; a row sent without `note` keeps its note);
 * rows not sent stay as they are. For players
 * the sessions left move by the difference a change makes — re-saving the same
 * marks changes nothing — within the learning-debt policy, each move kept in the
 * sessions ledger (taken for the lesson, or given back), and a new present
 * check-in earns the attendance points (taken back when it is undone). A player newly
 * marked absent, or whose sessions left fall to the academy's threshold, queues a
 * message to the parent in the same transaction; the answer says which parents will be
 * told, on which channels, and which cannot be, and why (`parent_notices`, players only).
 */
import { sql, type NotNull } from 'kysely';
import type { RequestContext } from '../../core/context';
import { unprocessable, type FieldError } from '../../core/errors';
import { ABSENT, NONE, PRESENT, type CheckIn } from '../../../domain/check-in';
import { attendancePoints, balanceRefusal, maxUnits, pointsEarned, sessionsTaken, type Mark } from './attendance-policy';
import { dayLock, dayRoster } from './attendance-day';
import { classInScope, KINDS, marksOf, rosterOf, type AttendanceKind, type StoredMark } from './attendance-roster';
import { relevel } from '../loyalty/member-levels';
import { readSettings } from '../settings/settings-service';
import { recordPointChanges } from '../loyalty/point-history';
import { recordSessionChanges } from '../sessions/session-ledger';
import { nextVersion } from '../../core/crud/record-version';
import { queueAbsenceNotices, queueLowSessionNotices } from '../notifications/attendance-notices';
import { mergeNotices } from '../../../domain/parent-notices';
import { atomically } from '../../db/atomically';

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

/** The mark a sent row asks for; "none" is no mark. Units count only on a present check-in. */
function wanted(row: CheckInRow): Mark | undefined {
  if (row.check_in === NONE) return undefined;
  return { check_in: row.check_in, units: row.check_in === PRESENT ? (row.units ?? 1) : 1 };
}

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
    // Saves of one class wait for each other here, so each reads the marks the one before left:
    // two at once neither take a session twice nor tell a parent twice.
    await db
      .selectFrom('classes')
      .select('id')
      .where('academy_id', '=', ctx.academy.id)
      .where('id', '=', klass.id)
      .forNoKeyUpdate()
      .execute();
    const people = new Map((await rosterOf(tx, kind, klass, body.at_date, body.at_date)).map((p) => [p.id, p]));
    rows.forEach((row, i) => {
      if (!people.has(row[column]!)) errors.push({ field: `${list}.${i}.${column}`, message: ctx.t('attendance.errors.notInClass') });
    });
    if (errors.length) throw unprocessable(errors[0].message, errors);

    const before = new Map((await marksOf(tx, kind, klass.id, body.at_date, body.at_date)).map((m) => [m.person_id, m]));
    const lesson = { class_id: klass.id, at_date: body.at_date };
    const balances = kind === 'player' ? await settlePlayers(tx, lesson, rows, before, settings) : [];
    for (const row of rows) await writeMark(tx, kind, klass, body.at_date, row, before.get(row[column]!));
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

/**
 * Moves each player's sessions left and points by what their change makes,
 * refusing the whole save (naming every player concerned) when a balance would
 * go below what the learning-debt policy allows. Answers the balances that moved.
 */
async function settlePlayers(
  tx: Tx,
  lesson: { class_id: number; at_date: string },
  rows: CheckInRow[],
  before: Map<number, StoredMark>,
  settings: Awaited<ReturnType<typeof readSettings>>,
) {
  const policy = settings.attendance_settings;
  const perCheckIn = attendancePoints(settings);
  const ids = rows.map((r) => r.player_id!);
  if (!ids.length) return [];
  const balances = new Map(
    (
      await tx.db
        .selectFrom('players')
        .select(['id', 'name', 'number_of_units'])
        // A player's schema requires a name.
        .$narrowType<{ name: NotNull }>()
        .where('academy_id', '=', tx.academy.id)
        .where('id', 'in', ids)
        .forUpdate()
        .execute()
    ).map((p) => [p.id, { name: p.name, balance: Number(p.number_of_units ?? 0) }]),
  );
  const errors: FieldError[] = [];
  const changes = rows.map((row, i) => {
    const { name, balance } = balances.get(row.player_id!)!;
    const taken = sessionsTaken(before.get(row.player_id!), wanted(row));
    const refusal = balanceRefusal(policy, balance, taken);
    if (refusal)
      errors.push({ field: `player_check_in.${i}.check_in`, message: tx.t(`attendance.errors.${refusal}`, { name, max: policy.max_own }) });
    return { id: row.player_id!, taken, points: pointsEarned(before.get(row.player_id!), wanted(row), perCheckIn) };
  });
  if (errors.length) throw unprocessable(errors[0].message, errors);
  for (const { id, taken, points } of changes) {
    if (!taken && !points) continue;
    await tx.db
      .updateTable('players')
      .set({
        number_of_units: sql`coalesce(number_of_units, 0) - ${taken}`,
        // Points taken back never leave a negative balance (some may have been spent since).
        points: sql`greatest(coalesce(points, 0) + ${points}, 0)`,
        update_date: nextVersion,
      })
      .where('academy_id', '=', tx.academy.id)
      .where('id', '=', id)
      .execute();
  }
  await recordSessionChanges(
    tx.db,
    tx.academy.id,
    changes.map(({ id, taken }) => ({
      player_id: id,
      units: -taken,
      reason: taken > 0 ? 'attended' : 'given_back',
      ...lesson,
      user_id: tx.user.id,
    })),
  );
  await recordPointChanges(
    tx.db,
    tx.academy.id,
    changes.map((change) => ({ player_id: change.id, points: change.points, reason: 'attendance' })),
  );
  await relevel(
    tx.db,
    tx.academy.id,
    'players',
    settings.point_settings.level,
    changes.filter((change) => change.points).map((change) => change.id),
  );
  return changes
    .filter((c) => c.taken)
    .map(({ id, taken }) => ({ id, before: balances.get(id)!.balance, after: balances.get(id)!.balance - taken }));
}

async function writeMark(
  tx: Tx,
  kind: AttendanceKind,
  klass: { id: number; branch_id: number },
  day: string,
  row: CheckInRow,
  existing: StoredMark | undefined,
) {
  const { column } = KINDS[kind];
  const mark = wanted(row);
  // A row without a note (a month grid's cell) keeps the one stored.
  const note = row.note === undefined ? (existing?.note ?? null) : row.note?.trim() || null;
  if (!mark && !note) {
    if (existing) await tx.db.deleteFrom('attendances').where('academy_id', '=', tx.academy.id).where('id', '=', existing.id).execute();
    return;
  }
  const values = { check_in: mark?.check_in ?? NONE, units: mark?.units ?? 1, note };
  if (existing) {
    const same = existing.check_in === values.check_in && existing.units === values.units && existing.note === values.note;
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
