/**
 * A make-up credit booked into a lesson (`POST /admin/makeup-credits/{id}/booking`) and given back
 * (`PUT …/release`). The lesson is one of another class of the course missed, on one of its lesson
 * days, from today to the credit's last day, with a free place (the class's `capacity`) counted
 * with the class's lock held, as attendance saves hold it; the player is not frozen that day.
 */
import { sql } from 'kysely';
import type { RequestContext } from '../../core/context';
import { ApiError, notFound, unprocessable } from '../../core/errors';
import { academyToday } from '../../core/academy-clock';
import { withinBranches } from '../../core/branch-scope';
import { atomically } from '../../db/atomically';
import { formatDate } from '../../../domain/dates';
import type { MakeupBooking, MakeupCredit } from '../../../domain/makeup-credits';
import { classInScope, frozenIds, lockClass, rosterOf } from '../attendance/attendance-roster';
import { lessonStart } from './makeup-policy';

type Tx = RequestContext;

/** The credit, locked, within the caller's branches (404 otherwise). */
async function lockedCredit(tx: Tx, id: number): Promise<MakeupCredit> {
  const credit = await tx.db
    .selectFrom('makeup_credits')
    .select(['id', 'player_id', 'class_id', 'missed_date', 'status', 'expires_on', 'booked_class_id', 'booked_date'])
    .where('academy_id', '=', tx.academy.id)
    .where('deleted_at', 'is', null)
    .where('id', '=', id)
    .where(withinBranches(tx.branchIds, 'branch_id'))
    .forUpdate()
    .executeTakeFirst();
  if (!credit) throw notFound(tx.t('errors.notFound'));
  return credit as MakeupCredit;
}

const refuse = (tx: Tx, field: 'class_id' | 'at_date', key: string, values?: Record<string, unknown>) => {
  const message = tx.t(`makeups.${key}`, values);
  return unprocessable(message, [{ field, message }]);
};

/** Where a booking was made, when not in the office: the office's list and bell say so. */
export type MakeupBookedVia = 'PARENT_APP';

export async function bookMakeup(ctx: RequestContext, id: number, body: MakeupBooking, via?: MakeupBookedVia): Promise<MakeupCredit> {
  const klass = await classInScope(ctx, body.class_id);
  return atomically(ctx.db, async (db) => {
    const tx = { ...ctx, db };
    // The lesson's class first, in the order attendance saves take it, then the credit.
    await lockClass(tx, klass.id);
    const credit = await lockedCredit(tx, id);
    if (credit.status !== 'open') throw new ApiError(409, 'MAKEUP_NOT_OPEN', tx.t('makeups.notOpen'));
    const [missed, player, target] = await Promise.all([
      db
        .selectFrom('classes')
        .select('course_id')
        .where('academy_id', '=', ctx.academy.id)
        .where('id', '=', credit.class_id)
        .executeTakeFirst(),
      db
        .selectFrom('players')
        .select(['class_id', 'name'])
        .where('academy_id', '=', ctx.academy.id)
        .where('id', '=', credit.player_id)
        .executeTakeFirst(),
      db
        .selectFrom('classes')
        .select(['course_id', 'capacity'])
        .where('academy_id', '=', ctx.academy.id)
        .where('id', '=', klass.id)
        .executeTakeFirstOrThrow(),
    ]);
    if (klass.id === player?.class_id) throw refuse(tx, 'class_id', 'ownClass');
    if (missed?.course_id == null || target.course_id !== missed.course_id) throw refuse(tx, 'class_id', 'otherCourse');
    const today = academyToday(ctx.academy.timeZone);
    if (body.at_date < today) throw refuse(tx, 'at_date', 'past');
    if (body.at_date > credit.expires_on) throw refuse(tx, 'at_date', 'afterExpiry', { day: formatDate(credit.expires_on) });
    if (!lessonStart(klass.schedules, body.at_date)) throw refuse(tx, 'at_date', 'noLesson', { name: klass.name });
    const frozen = await frozenIds(tx, body.at_date, body.at_date).where('player_id', '=', credit.player_id).executeTakeFirst();
    if (frozen) throw refuse(tx, 'at_date', 'frozen', { name: player?.name ?? '' });
    const taken = (await rosterOf(tx, 'player', klass, body.at_date, body.at_date)).length;
    if (target.capacity != null && taken >= target.capacity) {
      const message = tx.t('makeups.full', { name: klass.name, day: formatDate(body.at_date), capacity: target.capacity });
      throw new ApiError(409, 'CLASS_FULL', message, [{ field: 'at_date', message }]);
    }
    return setBooking(tx, id, { status: 'booked', booked_class_id: klass.id, booked_date: body.at_date, booked_via: via ?? null });
  });
}

export async function releaseMakeup(ctx: RequestContext, id: number): Promise<MakeupCredit> {
  return atomically(ctx.db, async (db) => {
    const tx = { ...ctx, db };
    const credit = await lockedCredit(tx, id);
    if (credit.status !== 'booked') throw new ApiError(409, 'MAKEUP_NOT_BOOKED', tx.t('makeups.notBooked'));
    return setBooking(tx, id, { status: 'open', booked_class_id: null, booked_date: null, booked_via: null });
  });
}

interface Booking {
  status: 'open' | 'booked';
  booked_class_id: number | null;
  booked_date: string | null;
  booked_via: MakeupBookedVia | null;
}

async function setBooking(tx: Tx, id: number, booking: Booking) {
  const saved = await tx.db
    .updateTable('makeup_credits')
    .set({ ...booking, booked_at: booking.status === 'booked' ? sql`now()` : null, update_date: sql`now()` })
    .where('academy_id', '=', tx.academy.id)
    .where('id', '=', id)
    .returning(['id', 'player_id', 'class_id', 'missed_date', 'status', 'expires_on', 'booked_class_id', 'booked_date'])
    .executeTakeFirstOrThrow();
  return saved as MakeupCredit;
}
