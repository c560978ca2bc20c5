/**
 * Saving one stop's transport attendance for a day and direction
 * (`POST /pickup-attendances`), all or nothing in one transaction with the
 * transport fees it implies (transport-fees.ts). Only the stop's riders may be
 * marked; a turn set back to "none" without a note is removed; turns not sent stay.
 */
import { sql } from 'kysely';
import type { RequestContext } from '../../core/context';
import { unprocessable, type FieldError } from '../../core/errors';
import { academyToday } from '../../core/academy-clock';
import { NONE, type CheckIn } from '../../../domain/check-in';
import { FEE, feeChange } from './pickup-rules';
import type { Direction, SavedPickups } from '../../../domain/pickups';
import { bookTurnFee, chargeMonth, refundMonthIfUnused, refundTurnFee } from './transport-fees';
import { checkedDay, stopInScope, stopRoster } from './transport-service';

export interface PickupSave {
  bus_stop_id: number;
  date: string;
  direction: Direction;
  items: Array<{ player_id: number; check_in: CheckIn; note?: string | null }>;
}

/** Players who may be marked at a stop: its riders, and anyone already marked there that day. */
async function ridersAllowed(ctx: RequestContext, body: PickupSave): Promise<Set<number>> {
  const [riders, marked] = await Promise.all([
    ctx.db
      .selectFrom('player_bus_stops')
      .select('player_id')
      .where('academy_id', '=', ctx.academy.id)
      .where('deleted_at', 'is', null)
      .where('bus_stop_id', '=', body.bus_stop_id)
      .execute(),
    ctx.db
      .selectFrom('pickup_attendances')
      .select('player_id')
      .where('academy_id', '=', ctx.academy.id)
      .where('bus_stop_id', '=', body.bus_stop_id)
      .where('at_date', '=', body.date)
      .where('direction', '=', body.direction)
      .execute(),
  ]);
  return new Set([...riders, ...marked].flatMap((r) => r.player_id ?? []));
}

function checkItems(ctx: RequestContext, body: PickupSave, allowed: Set<number>): void {
  const errors: FieldError[] = [];
  const seen = new Set<number>();
  if (body.date > academyToday(ctx.academy.timeZone)) errors.push({ field: 'date', message: ctx.t('transport.errors.futureDay') });
  body.items.forEach((item, i) => {
    if (seen.has(item.player_id)) errors.push({ field: `items.${i}.player_id`, message: ctx.t('transport.errors.twice') });
    else if (!allowed.has(item.player_id)) errors.push({ field: `items.${i}.player_id`, message: ctx.t('transport.errors.notRider') });
    seen.add(item.player_id);
  });
  if (errors.length) throw unprocessable(errors[0].message, errors);
}

export async function savePickups(ctx: RequestContext, body: PickupSave): Promise<SavedPickups> {
  checkedDay(ctx, body.date);
  const { stop, mode } = await stopInScope(ctx, body.bus_stop_id);
  checkItems(ctx, body, await ridersAllowed(ctx, body));
  const branchId = stop.branch_id;
  const fees = { booked: 0, taken_back: 0 };

  await ctx.db.transaction().execute(async (db) => {
    const tx = { ...ctx, db };
    // One save per stop at a time: the marks read next are the ones the fees are judged against.
    await db
      .selectFrom('bus_stops')
      .select('id')
      .where('academy_id', '=', ctx.academy.id)
      .where('id', '=', body.bus_stop_id)
      .forUpdate()
      .execute();
    const ids = body.items.map((i) => i.player_id);
    const stored = ids.length
      ? await db
          .selectFrom('pickup_attendances')
          .select(['id', 'player_id', 'check_in', 'revenue_id'])
          .where('bus_stop_id', '=', body.bus_stop_id)
          .where('at_date', '=', body.date)
          .where('direction', '=', body.direction)
          .where('player_id', 'in', ids)
          .execute()
      : [];
    const before = new Map(stored.map((s) => [s.player_id, s]));
    const monthsToCheck: number[] = [];

    for (const item of body.items) {
      const prior = before.get(item.player_id);
      const note = item.note?.trim() || null;
      const change = feeChange(prior?.check_in ?? NONE, item.check_in);
      let revenueId = prior?.revenue_id ?? null;
      if (change === 'refund') {
        if (revenueId) {
          await refundTurnFee(tx, revenueId);
          fees.taken_back++;
        }
        revenueId = null;
        monthsToCheck.push(item.player_id);
      }
      if (change === 'charge' && mode.amount > 0) {
        const turn = {
          branch_id: branchId,
          player_id: item.player_id,
          at_date: body.date,
          direction: body.direction,
          stop: String(stop.name),
        };
        if (mode.fee_type === FEE.perTurn) {
          revenueId = await bookTurnFee(tx, turn, mode.amount);
          fees.booked++;
        } else if (mode.fee_type === FEE.monthly && (await chargeMonth(tx, turn, mode.amount))) fees.booked++;
      }

      if (item.check_in === NONE && !note) {
        if (prior) await db.deleteFrom('pickup_attendances').where('academy_id', '=', ctx.academy.id).where('id', '=', prior.id).execute();
        continue;
      }
      const values = { check_in: item.check_in, note, revenue_id: revenueId, update_date: sql<string>`now()` };
      if (prior)
        await db
          .updateTable('pickup_attendances')
          .set(values)
          .where('academy_id', '=', ctx.academy.id)
          .where('id', '=', prior.id)
          .execute();
      else {
        await db
          .insertInto('pickup_attendances')
          .values({
            ...values,
            academy_id: ctx.academy.id,
            branch_id: branchId,
            bus_stop_id: body.bus_stop_id,
            player_id: item.player_id,
            at_date: body.date,
            direction: body.direction,
            created_by: ctx.user.id,
          })
          .execute();
      }
    }
    // After every turn is written, so the month is judged on what is now stored.
    for (const playerId of monthsToCheck) if (await refundMonthIfUnused(tx, playerId, body.date)) fees.taken_back++;
  });

  return { ...(await stopRoster(ctx, body.bus_stop_id, { date: body.date, direction: body.direction })), fees };
}
