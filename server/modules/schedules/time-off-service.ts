/**
 * Leave requests (`time_offs`): the generic CRUD within the attendance policy
 * (time-off-policy.ts): none while leave requests are off, at most
 * `max_time_off` a player per calendar month. A request without a class is for
 * the player's own class, so the list filters by class. A request decided
 * (approved or rejected) tells the player's parent, in the same transaction, and an
 * approval asked in time grants a make-up credit (sessions/makeup-credits.ts), cancelled
 * when the request is rejected or deleted.
 * A request is a player's or a teacher's (`manager_id`, their own leave), never both:
 * the players' allowance and their parents' messages concern players only.
 */
import type { RequestContext } from '../../core/context';
import { ApiError, unprocessable } from '../../core/errors';
import { monthBounds } from '../../core/academy-clock';
import { createRecord, deleteRecord, getRecord, updateRecord, validBody } from '../../core/crud/crud-service';
import type { EntityModel } from '../../core/crud/entity-model';
import { atomically } from '../../db/atomically';
import { newlyDecided, queueTimeOffNotice } from '../notifications/time-off-notices';
import { readSettings } from '../settings/settings-service';
import { allowanceMonth, REJECTED, timeOffRefusal, type LeaveRequest } from './time-off-policy';
import { numberField } from '../../core/crud/record-fields';
import { cancelForLeave, creditForLeave } from '../sessions/makeup-credits';

type Row = Record<string, unknown>;

const asRequest = (row: Row): LeaveRequest => ({
  player_id: Number(row.player_id),
  at_date: String(row.at_date),
  status: Number(row.status ?? 0),
});

/** The player's other requests using the allowance of `month`. */
async function othersInMonth(ctx: RequestContext, playerId: number, month: string, exceptId?: number): Promise<number> {
  const { from, next } = monthBounds(month);
  let q = ctx.db
    .selectFrom('time_offs')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('academy_id', '=', ctx.academy.id)
    .where('deleted_at', 'is', null)
    .where('player_id', '=', playerId)
    .where('status', '!=', REJECTED)
    .where('at_date', '>=', from)
    .where('at_date', '<', next);
  if (exceptId) q = q.where('id', '!=', exceptId);
  return Number((await q.executeTakeFirstOrThrow()).n);
}

/** A request names a player or a teacher, exactly one (422 on `player_id` when neither, on both when both). */
function checkWhose(ctx: RequestContext, data: Row): 'player' | 'teacher' {
  const player = data.player_id !== undefined && data.player_id !== null;
  const teacher = data.manager_id !== undefined && data.manager_id !== null;
  if (player !== teacher) return player ? 'player' : 'teacher';
  const message = ctx.t('timeOffPolicy.whose');
  throw unprocessable(
    message,
    (player ? ['player_id', 'manager_id'] : ['player_id']).map((field) => ({ field, message })),
  );
}

async function checkPolicy(ctx: RequestContext, request: LeaveRequest, before?: LeaveRequest & { id: number }): Promise<void> {
  const policy = (await readSettings(ctx)).attendance_settings;
  const month = allowanceMonth(request);
  const others = month ? await othersInMonth(ctx, request.player_id, month, before?.id) : 0;
  const refusal = timeOffRefusal(policy, request, others, before);
  if (refusal === 'disabled') throw new ApiError(422, 'TIME_OFF_DISABLED', ctx.t('timeOffPolicy.disabled'));
  if (refusal === 'limit') {
    const message = ctx.t('timeOffPolicy.limit', { count: policy.max_time_off, month: month!.split('-').reverse().join('/') });
    throw new ApiError(422, 'TIME_OFF_LIMIT', message, [{ field: 'at_date', message }]);
  }
}

/** The player's own class when the request names none. */
async function withClass(ctx: RequestContext, data: Row): Promise<Row> {
  if (data.class_id !== undefined && data.class_id !== null) return data;
  const player = await ctx.db
    .selectFrom('players')
    .select('class_id')
    .where('academy_id', '=', ctx.academy.id)
    .where('deleted_at', 'is', null)
    .where('id', '=', Number(data.player_id))
    .executeTakeFirst();
  return player?.class_id ? { ...data, class_id: player.class_id } : data;
}

/** A player's request decided tells the parent, and holds the make-up credit an approval grants (or none). */
async function afterDecision(tx: RequestContext, before: unknown, saved: Row): Promise<Row> {
  if (saved.player_id == null) return saved;
  const settings = await readSettings(tx);
  if (newlyDecided(before, saved.status)) await queueTimeOffNotice(tx, settings, numberField(saved));
  await creditForLeave(tx, settings, {
    id: Number(saved.id),
    player_id: Number(saved.player_id),
    class_id: saved.class_id == null ? null : Number(saved.class_id),
    at_date: String(saved.at_date),
    create_date: String(saved.create_date),
    status: Number(saved.status),
  });
  return saved;
}

/** Where a request sent from a phone app came from (`source`, the server's to set); none, the office's own. */
export type TimeOffSource = 'PARENT_APP' | 'TEACHER_APP';

async function fromApp(tx: RequestContext, saved: Row, source: TimeOffSource | undefined): Promise<Row> {
  if (!source) return saved;
  await tx.db.updateTable('time_offs').set({ source }).where('academy_id', '=', tx.academy.id).where('id', '=', Number(saved.id)).execute();
  return { ...saved, source };
}

export async function createTimeOff(ctx: RequestContext, model: EntityModel, body: unknown, source?: TimeOffSource): Promise<Row> {
  const data = validBody(ctx, model, body, false);
  const whose = checkWhose(ctx, data);
  if (whose === 'player') await checkPolicy(ctx, asRequest(data));
  const request = whose === 'player' ? await withClass(ctx, data) : data;
  return atomically(ctx.db, async (db) => {
    const tx = { ...ctx, db };
    const saved = await fromApp(tx, await createRecord(tx, model, request), source);
    return whose === 'player' ? afterDecision(tx, undefined, saved) : saved;
  });
}

export async function updateTimeOff(ctx: RequestContext, model: EntityModel, id: number, body: unknown): Promise<Row> {
  const current = await getRecord(ctx, model, id);
  const data = validBody(ctx, model, body, true);
  if (checkWhose(ctx, { ...current, ...data }) === 'player') await checkPolicy(ctx, asRequest(data), { ...asRequest(current), id });
  const request = await withClass(ctx, data);
  return atomically(ctx.db, async (db) => {
    const tx = { ...ctx, db };
    // Locked, so two saves deciding the same request tell the parent once.
    const locked = await db
      .selectFrom('time_offs')
      .select('status')
      .where('academy_id', '=', ctx.academy.id)
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    return afterDecision(tx, locked?.status, await updateRecord(tx, model, id, request));
  });
}

/** A request deleted takes its unused make-up credit with it. */
export async function deleteTimeOff(ctx: RequestContext, model: EntityModel, id: number): Promise<void> {
  await getRecord(ctx, model, id);
  await atomically(ctx.db, async (db) => {
    const tx = { ...ctx, db };
    await cancelForLeave(tx, id);
    await deleteRecord(tx, model, id);
  });
}
