/**
 * What a day's save does to each player marked (attendance-save.ts): the sessions each mark takes
 * under the policy and the make-up credits, the balances and points that move, kept in the
 * sessions ledger and the points history, and the credits a mark uses or cancels.
 */
import { sql, type NotNull } from 'kysely';
import type { RequestContext } from '../../core/context';
import { unprocessable, type FieldError } from '../../core/errors';
import { ABSENT, NONE, PRESENT } from '../../../domain/check-in';
import { attendancePoints, balanceRefusal, pointsEarned, sessionsOf, type Mark } from './attendance-policy';
import type { StoredMark } from './attendance-roster';
import type { CheckInRow } from './attendance-save';
import { relevel } from '../loyalty/member-levels';
import type { readSettings } from '../settings/settings-service';
import { recordPointChanges } from '../loyalty/point-history';
import { recordSessionChanges } from '../sessions/session-ledger';
import { bookedInto, cancelForAttendance, creditedAt, settleMakeups } from '../sessions/makeup-credits';
import { nextVersion } from '../../core/crud/record-version';

type Tx = RequestContext;

/** The mark a sent row asks for; "none" is no mark. Units count only on a present check-in. */
export function wanted(row: CheckInRow): Mark | undefined {
  if (row.check_in === NONE) return undefined;
  return { check_in: row.check_in, units: row.check_in === PRESENT ? (row.units ?? 1) : 1 };
}

/**
 * Moves each player's sessions left and points by what their change makes: a mark takes what the
 * policy says (sessionsOf: an absence holding a make-up credit takes nothing) less what it took
 * before, refusing the whole save (naming every player concerned) when a balance would go below
 * what the learning-debt policy allows. A make-up booked into the lesson is used by a mark that
 * takes its session (present; absent where absences count), booked again when the mark is undone;
 * a credit for missing the lesson is cancelled by a present mark there. Answers the balances that
 * moved and what each player's mark now takes.
 */
export async function settlePlayers(
  tx: Tx,
  lesson: { class_id: number; at_date: string },
  rows: CheckInRow[],
  before: Map<number, StoredMark>,
  settings: Awaited<ReturnType<typeof readSettings>>,
) {
  const policy = settings.attendance_settings;
  const perCheckIn = attendancePoints(settings);
  const ids = rows.map((r) => r.player_id!);
  if (!ids.length) return { balances: [], takes: new Map<number, number>() };
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
  const credited = await creditedAt(tx, lesson.class_id, lesson.at_date, ids);
  const makeups = new Set(
    (await bookedInto(tx, lesson.class_id, lesson.at_date, lesson.at_date).where('player_id', 'in', ids).execute()).map(
      (r) => r.player_id!,
    ),
  );
  const errors: FieldError[] = [];
  const changes = rows.map((row, i) => {
    const id = row.player_id!;
    const { name, balance } = balances.get(id)!;
    const after = wanted(row);
    const takes = sessionsOf(policy, after, credited.has(id));
    const taken = takes - (before.get(id)?.taken ?? 0);
    const refusal = balanceRefusal(policy, balance, taken);
    if (refusal)
      errors.push({ field: `player_check_in.${i}.check_in`, message: tx.t(`attendance.errors.${refusal}`, { name, max: policy.max_own }) });
    const reason = taken < 0 ? 'given_back' : after?.check_in === ABSENT ? 'absent' : makeups.has(id) ? 'makeup_used' : 'attended';
    return {
      id,
      takes,
      taken,
      reason,
      present: after?.check_in === PRESENT,
      points: pointsEarned(before.get(id), after, perCheckIn),
    } as const;
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
    changes.map(({ id, taken, reason }) => ({ player_id: id, units: -taken, reason, ...lesson, user_id: tx.user.id })),
  );
  await settleMakeups(
    tx,
    lesson.class_id,
    lesson.at_date,
    changes.filter((c) => makeups.has(c.id) && c.takes > 0).map((c) => c.id),
    changes.filter((c) => makeups.has(c.id) && c.takes === 0).map((c) => c.id),
  );
  await cancelForAttendance(
    tx,
    lesson.class_id,
    lesson.at_date,
    changes.filter((c) => c.present && credited.has(c.id)).map((c) => c.id),
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
  return {
    takes: new Map(changes.map((c) => [c.id, c.takes])),
    balances: changes
      .filter((c) => c.taken)
      .map(({ id, taken }) => ({ id, before: balances.get(id)!.balance, after: balances.get(id)!.balance - taken })),
  };
}
