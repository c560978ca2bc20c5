/**
 * Transport fees booked by transport attendance (transport mode, per branch),
 * as revenues of the system category REVENUE_TRANSPORT_FEE for the rider:
 * - per turn: each present turn books `amount` as a paid revenue (the fare is
 *   taken on the bus); the turn's revenue is taken back when it stops being present;
 * - monthly: the month's first present turn books `amount` once as a new (to
 *   collect) revenue; it is taken back when no present turn is left that month,
 *   unless it has been marked paid meanwhile;
 * - free: no money.
 * Called inside the attendance save's transaction (`tx.db`).
 */
import { sql } from 'kysely';
import type { RequestContext } from '../../core/context';
import { monthBounds } from '../../core/academy-clock';
import { PRESENT } from '../../../domain/check-in';
import type { Direction } from '../../../domain/pickups';
import { bookPlayerFee, NEW, PAID } from '../money/player-fees';
import { nextVersion } from '../../core/crud/record-version';

interface Charge {
  branch_id: number;
  player_id: number;
  amount: number;
  at_date: string;
  title: string;
  status: typeof PAID | typeof NEW;
}

const bookRevenue = (tx: RequestContext, { branch_id, player_id, amount, at_date, title, status }: Charge): Promise<number> =>
  bookPlayerFee(tx, { branch_id, player_id, amount, at_date, title, category: 'transportRevenue', transaction_status: status });

const takeBack = (tx: RequestContext, revenueId: number) =>
  tx.db
    .updateTable('revenues')
    .set({ deleted_at: sql`now()`, update_date: nextVersion })
    .where('academy_id', '=', tx.academy.id)
    .where('id', '=', revenueId)
    .where('deleted_at', 'is', null)
    .execute();

const dayLabel = (day: string) => day.split('-').reverse().join('/');

/** A present turn's fare; the revenue's id, kept on the turn to take it back later. */
export function bookTurnFee(
  tx: RequestContext,
  turn: { branch_id: number; player_id: number; at_date: string; direction: Direction; stop: string },
  amount: number,
) {
  const title = tx.t(`transport.fees.turnTitle.${turn.direction}`, { date: dayLabel(turn.at_date), stop: turn.stop });
  return bookRevenue(tx, { ...turn, amount, title, status: PAID });
}

export async function refundTurnFee(tx: RequestContext, revenueId: number): Promise<void> {
  await takeBack(tx, revenueId);
}

/** The rider's monthly fee for the month of `at_date`, unless already charged: true when booked now. */
export async function chargeMonth(
  tx: RequestContext,
  rider: { branch_id: number; player_id: number; at_date: string },
  amount: number,
): Promise<boolean> {
  const month = rider.at_date.slice(0, 7);
  // The unique index makes the claim: of two saves at once, one inserts and charges, the other finds it taken.
  const claimed = await tx.db
    .insertInto('transport_month_charges')
    .values({ academy_id: tx.academy.id, branch_id: rider.branch_id, player_id: rider.player_id, month })
    .onConflict((oc) => oc.columns(['academy_id', 'player_id', 'month']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!claimed) return false;
  const title = tx.t('transport.fees.monthTitle', { month: dayLabel(month) });
  const revenueId = await bookRevenue(tx, { ...rider, amount, title, status: NEW });
  await tx.db
    .updateTable('transport_month_charges')
    .set({ revenue_id: revenueId })
    .where('academy_id', '=', tx.academy.id)
    .where('id', '=', claimed.id)
    .execute();
  return true;
}

/** Takes the month's charge back when the rider has no present turn left that month and it is still unpaid: true when taken back. */
export async function refundMonthIfUnused(tx: RequestContext, playerId: number, day: string): Promise<boolean> {
  const month = day.slice(0, 7);
  const charge = await tx.db
    .selectFrom('transport_month_charges as c')
    .leftJoin('revenues as r', (j) => j.onRef('r.id', '=', 'c.revenue_id').onRef('r.academy_id', '=', 'c.academy_id'))
    .select(['c.id', 'c.revenue_id', 'r.transaction_status', 'r.deleted_at'])
    .where('c.academy_id', '=', tx.academy.id)
    .where('c.player_id', '=', playerId)
    .where('c.month', '=', month)
    .executeTakeFirst();
  if (!charge) return false;
  const { from, next } = monthBounds(month);
  const stillRiding = await tx.db
    .selectFrom('pickup_attendances')
    .select('id')
    .where('academy_id', '=', tx.academy.id)
    .where('player_id', '=', playerId)
    .where('check_in', '=', PRESENT)
    .where('at_date', '>=', from)
    .where('at_date', '<', next)
    .executeTakeFirst();
  const paid = charge.transaction_status === PAID && charge.deleted_at === null;
  if (stillRiding || paid) return false;
  if (charge.revenue_id) await takeBack(tx, charge.revenue_id);
  await tx.db.deleteFrom('transport_month_charges').where('academy_id', '=', tx.academy.id).where('id', '=', charge.id).execute();
  return true;
}
