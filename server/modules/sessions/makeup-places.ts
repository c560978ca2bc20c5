/**
 * Where an open make-up credit can be booked: the lessons of the other classes of the course
 * missed, from today to the credit's last day (at most MAKEUP_PLACES_DAYS ahead), that still
 * have a place (a class's `capacity`, counted as a booking counts it). The parents' app offers
 * them; booking one still goes through makeup-bookings.ts, which checks all again under its locks.
 */
import type { RequestContext } from '../../core/context';
import { academyToday } from '../../core/academy-clock';
import type { MakeupPlace } from '../../../domain/makeup-credits';
import { addDays } from '../attendance/attendance-policy';
import { lessonDays } from '../attendance/attendance-calendar';
import { classInScope, rosterOf } from '../attendance/attendance-roster';
import { lessonStart } from './makeup-policy';

/** How far ahead the places are looked for: a parent books within the next two weeks. */
export const MAKEUP_PLACES_DAYS = 14;

export async function makeupPlaces(
  ctx: RequestContext,
  credit: { class_id: number; player_id: number; expires_on: string },
): Promise<MakeupPlace[]> {
  const today = academyToday(ctx.academy.timeZone);
  const last = [credit.expires_on, addDays(today, MAKEUP_PLACES_DAYS - 1)].sort()[0];
  if (last < today) return [];
  const [missed, player] = await Promise.all([
    ctx.db
      .selectFrom('classes')
      .select('course_id')
      .where('academy_id', '=', ctx.academy.id)
      .where('id', '=', credit.class_id)
      .executeTakeFirst(),
    ctx.db
      .selectFrom('players')
      .select('class_id')
      .where('academy_id', '=', ctx.academy.id)
      .where('id', '=', credit.player_id)
      .executeTakeFirst(),
  ]);
  if (missed?.course_id == null) return [];
  const classes = await ctx.db
    .selectFrom('classes')
    .select(['id', 'capacity'])
    .where('academy_id', '=', ctx.academy.id)
    .where('deleted_at', 'is', null)
    .where('course_id', '=', missed.course_id)
    .where('id', '!=', player?.class_id ?? 0)
    .orderBy('id')
    .execute();
  const places: MakeupPlace[] = [];
  for (const { id, capacity } of classes) {
    const klass = await classInScope(ctx, id);
    for (const day of lessonDays(klass.schedules, today, last)) {
      const taken = capacity == null ? 0 : (await rosterOf(ctx, 'player', klass, day, day)).length;
      if (capacity != null && taken >= capacity) continue;
      places.push({
        class: { id: klass.id, name: String(klass.name) },
        branch: klass.branch_id ? { id: klass.branch_id, name: String(klass.branch_name) } : null,
        at_date: day,
        start_time: lessonStart(klass.schedules, day)!,
        places_left: capacity == null ? null : capacity - taken,
      });
    }
  }
  return places.sort((a, b) => a.at_date.localeCompare(b.at_date) || a.start_time.localeCompare(b.start_time));
}
