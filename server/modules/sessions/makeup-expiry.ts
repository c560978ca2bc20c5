/**
 * Make-up credits lapsing (a daily task, loyalty/daily-tasks.ts): a credit still unused the day
 * after its last day expires. Where the academy counts absences, the session it held for the
 * make-up is taken then, as the absence would have taken it; elsewhere the ledger notes the event.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/client';
import { academyToday } from '../../core/academy-clock';
import { atomically } from '../../db/atomically';
import { nextVersion } from '../../core/crud/record-version';
import { readSettingsOf } from '../settings/settings-service';
import { recordSessionChanges } from './session-ledger';
import { UNUSED } from './makeup-credits';

/** One academy's credits past their last day on `today`; answers how many expired. */
export async function expireMakeupCredits(db: Db, academyId: number, today: string): Promise<number> {
  return atomically(db, async (tx) => {
    const expired = await tx
      .updateTable('makeup_credits')
      .set({ status: 'expired', booked_class_id: null, booked_date: null, update_date: sql`now()` })
      .where('academy_id', '=', academyId)
      .where('deleted_at', 'is', null)
      .where('status', 'in', UNUSED)
      .where('expires_on', '<', today)
      .returning(['player_id', 'class_id', 'missed_date'])
      .execute();
    if (!expired.length) return 0;
    const counted = (await readSettingsOf(tx, academyId)).attendance_settings.is_absence_counted;
    if (counted) {
      const taken = new Map<number, number>();
      for (const { player_id } of expired) taken.set(player_id!, (taken.get(player_id!) ?? 0) + 1);
      for (const [id, n] of taken)
        await tx
          .updateTable('players')
          .set({ number_of_units: sql`coalesce(number_of_units, 0) - ${n}`, update_date: nextVersion })
          .where('academy_id', '=', academyId)
          .where('id', '=', id)
          .execute();
    }
    await recordSessionChanges(
      tx,
      academyId,
      expired.map((c) => ({
        player_id: c.player_id!,
        units: counted ? -1 : 0,
        reason: 'makeup_expired',
        at_date: today,
        class_id: c.class_id,
      })),
    );
    return expired.length;
  });
}

/** Every academy's lapsed credits, each on its own clock. */
export async function expireAllMakeupCredits(db: Db, now = new Date()): Promise<void> {
  const academies = await db.selectFrom('academies').select(['id', 'time_zone']).execute();
  for (const { id, time_zone } of academies) await expireMakeupCredits(db, Number(id), academyToday(time_zone, now));
}
