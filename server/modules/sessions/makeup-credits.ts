/**
 * Make-up credits (`makeup_credits`): a leave request approved in time (makeup-policy.ts) grants
 * the player a credit for the lesson missed. Where the policy counts absences, the absence then
 * takes nothing: the credit holds that session for the make-up lesson, whose present mark takes it
 * (attendance-save.ts), or takes it when the credit lapses unused (makeup-expiry.ts). A request
 * rejected or deleted, or the player marked present at the lesson after all, cancels an unused
 * credit. Each step is an event in the sessions ledger.
 */
import { sql } from 'kysely';
import type { RequestContext } from '../../core/context';
import { monthBounds } from '../../core/academy-clock';
import type { AcademySettings } from '../../../schemas/settings';
import { recordSessionChanges } from './session-ledger';
import { packInUse } from './session-packs';
import { creditExpiry, lessonStart, makeupRefusal } from './makeup-policy';

type Tx = RequestContext;

/** Spec §3 time-off status: approved. */
const APPROVED = 1;

/** A credit still to be used: open (not yet booked) or booked into a lesson. */
export const UNUSED = ['open', 'booked'] as const;

interface LeaveRequest {
  id: number;
  player_id: number | null;
  class_id: number | null;
  at_date: string;
  create_date: string;
}

/** Hours from the request to the lesson's start, on the academy's clock. */
async function noticeHours(tx: Tx, request: LeaveRequest, start: string): Promise<number> {
  const { rows } = await sql<{ hours: number }>`
    select extract(epoch from ((${request.at_date}::date + ${start}::time) at time zone ${tx.academy.timeZone}) - ${request.create_date}::timestamptz) / 3600 as hours`.execute(
    tx.db,
  );
  return Number(rows[0].hours);
}

/** Credits of the player for lessons of `day`'s month, cancelled ones aside. */
async function grantedInMonth(tx: Tx, playerId: number, day: string): Promise<number> {
  const { from, next } = monthBounds(day.slice(0, 7));
  const row = await tx.db
    .selectFrom('makeup_credits')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('academy_id', '=', tx.academy.id)
    .where('deleted_at', 'is', null)
    .where('player_id', '=', playerId)
    .where('status', '!=', 'cancelled')
    .where('missed_date', '>=', from)
    .where('missed_date', '<', next)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Credits granted against the pack, cancelled ones aside. */
async function grantedInPack(tx: Tx, packId: number | null): Promise<number> {
  if (packId === null) return 0;
  const row = await tx.db
    .selectFrom('makeup_credits')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('academy_id', '=', tx.academy.id)
    .where('deleted_at', 'is', null)
    .where('pack_id', '=', packId)
    .where('status', '!=', 'cancelled')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Keeps a leave request's credit in line with it, in its transaction: an approved request holds
 * the credit the policy grants (once; moved to another lesson, the old one is cancelled first), any
 * other has none unused.
 */
export async function creditForLeave(tx: Tx, settings: AcademySettings, request: LeaveRequest & { status: number }): Promise<void> {
  if (request.player_id === null) return;
  if (request.status !== APPROVED) return cancelForLeave(tx, request.id);
  const held = await tx.db
    .selectFrom('makeup_credits')
    .select(['class_id', 'missed_date'])
    .where('academy_id', '=', tx.academy.id)
    .where('time_off_id', '=', request.id)
    .where('status', '!=', 'cancelled')
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (held && held.class_id === request.class_id && held.missed_date === request.at_date) return;
  if (held) await cancelForLeave(tx, request.id);
  await grantForLeave(tx, settings, request);
}

/** Grants the credit an approved request earns under the policy, if it earns one. */
async function grantForLeave(tx: Tx, settings: AcademySettings, request: LeaveRequest): Promise<void> {
  if (request.player_id === null || request.class_id === null) return;
  const klass = await tx.db
    .selectFrom('classes')
    .select(['id', 'schedules'])
    .where('academy_id', '=', tx.academy.id)
    .where('id', '=', request.class_id)
    .executeTakeFirst();
  const start = lessonStart((klass?.schedules ?? []) as Array<{ day_of_week: string; start_time: string }>, request.at_date);
  const policy = settings.attendance_settings;
  const packId = await packInUse(tx.db, tx.academy.id, request.player_id, request.at_date);
  const refusal = makeupRefusal(policy, {
    hasLesson: start !== null,
    noticeHours: start ? await noticeHours(tx, request, start) : 0,
    grantedThatMonth: await grantedInMonth(tx, request.player_id, request.at_date),
    grantedThatPack: await grantedInPack(tx, packId),
  });
  if (refusal) return;
  const player = await tx.db
    .selectFrom('players')
    .select('branch_id')
    .where('academy_id', '=', tx.academy.id)
    .where('id', '=', request.player_id)
    .executeTakeFirst();
  await tx.db
    .insertInto('makeup_credits')
    .values({
      academy_id: tx.academy.id,
      player_id: request.player_id,
      branch_id: player?.branch_id ?? null,
      time_off_id: request.id,
      class_id: request.class_id,
      missed_date: request.at_date,
      pack_id: packId,
      status: 'open',
      expires_on: creditExpiry(policy, request.at_date),
    })
    .execute();
  await recordSessionChanges(tx.db, tx.academy.id, [
    {
      player_id: request.player_id,
      units: 0,
      reason: 'makeup_granted',
      at_date: request.at_date,
      class_id: request.class_id,
      user_id: tx.user.id,
      pack_id: packId ?? undefined,
    },
  ]);
}

/** Cancels the unused credits matching `where` (a request's, or a lesson's players'), each an event in the ledger. */
async function cancelUnused(tx: Tx, where: { timeOffId: number } | { classId: number; day: string; playerIds: number[] }): Promise<void> {
  if ('playerIds' in where && !where.playerIds.length) return;
  let q = tx.db
    .updateTable('makeup_credits')
    .set({ status: 'cancelled', booked_class_id: null, booked_date: null, update_date: sql`now()` })
    .where('academy_id', '=', tx.academy.id)
    .where('deleted_at', 'is', null)
    .where('status', 'in', UNUSED);
  q =
    'timeOffId' in where
      ? q.where('time_off_id', '=', where.timeOffId)
      : q.where('class_id', '=', where.classId).where('missed_date', '=', where.day).where('player_id', 'in', where.playerIds);
  const cancelled = await q.returning(['player_id', 'class_id', 'missed_date']).execute();
  await recordSessionChanges(
    tx.db,
    tx.academy.id,
    cancelled.map((c) => ({
      player_id: c.player_id!,
      units: 0,
      reason: 'makeup_cancelled',
      at_date: c.missed_date!,
      class_id: c.class_id,
      user_id: tx.user.id,
    })),
  );
}

/** A request rejected or deleted: its unused credit is cancelled. */
export const cancelForLeave = (tx: Tx, timeOffId: number) => cancelUnused(tx, { timeOffId });

/** Players marked present at the lesson they had a credit for: came after all, so the credit goes. */
export const cancelForAttendance = (tx: Tx, classId: number, day: string, playerIds: number[]) =>
  cancelUnused(tx, { classId, day, playerIds });

/** The players of a lesson holding a credit for missing it (cancelled ones aside): their absence takes nothing. */
export async function creditedAt(tx: Tx, classId: number, day: string, playerIds: number[]): Promise<Set<number>> {
  if (!playerIds.length) return new Set();
  const rows = await tx.db
    .selectFrom('makeup_credits')
    .select('player_id')
    .where('academy_id', '=', tx.academy.id)
    .where('deleted_at', 'is', null)
    .where('class_id', '=', classId)
    .where('missed_date', '=', day)
    .where('status', '!=', 'cancelled')
    .where('player_id', 'in', playerIds)
    .execute();
  return new Set(rows.map((r) => r.player_id!));
}

/** Credits booked into a lesson (used ones too), by player: a make-up there. */
export function bookedInto(tx: Pick<Tx, 'db' | 'academy'>, classId: number, from: string, to: string) {
  return tx.db
    .selectFrom('makeup_credits')
    .select('player_id')
    .where('academy_id', '=', tx.academy.id)
    .where('deleted_at', 'is', null)
    .where('booked_class_id', '=', classId)
    .where('booked_date', '>=', from)
    .where('booked_date', '<=', to)
    .where('status', 'in', ['booked', 'used']);
}

/** Marks the make-up of each player used (their mark took its session) or booked again (it takes none now). */
export async function settleMakeups(tx: Tx, classId: number, day: string, used: number[], undone: number[]): Promise<void> {
  for (const [ids, from, to] of [
    [used, 'booked', 'used'],
    [undone, 'used', 'booked'],
  ] as const) {
    if (!ids.length) continue;
    await tx.db
      .updateTable('makeup_credits')
      .set({ status: to, update_date: sql`now()` })
      .where('academy_id', '=', tx.academy.id)
      .where('booked_class_id', '=', classId)
      .where('booked_date', '=', day)
      .where('status', '=', from)
      .where('player_id', 'in', ids)
      .execute();
  }
}
