/**
 * What happens to a player beyond editing the record (spec §4): moving players
 * to another branch's class in one go, reactivating a player who left, and the
 * member card, valid for a year counted from its first activation, which sells it:
 * at the price of settings → shop, booked as a revenue to collect under the
 * system category PRODUCT_DIGITAL_CARD (spec §3), in the same transaction.
 */
import { sql } from 'kysely';
import type { RequestContext } from '../../core/context';
import { withinBranches } from '../../core/branch-scope';
import { ApiError, notFound, unprocessable } from '../../core/errors';
import { expandRelations, getRecord } from '../../core/crud/crud-service';
import type { EntityModel } from '../../core/crud/entity-model';
import { nextVersion } from '../../core/crud/record-version';
import { academyToday } from '../../core/academy-clock';
import { atomically } from '../../db/atomically';
import { bookPlayerFee } from '../money/player-fees';
import { readSettings } from '../settings/settings-service';
import { dynamicDb } from '../../db/dynamic-db';
import { numberField } from '../../core/crud/record-fields';
import { recordSessionChanges } from '../sessions/session-ledger';
import { packsLeft } from '../sessions/session-packs';

export const MEMBER_CARD_VALID_DAYS = 365;
/** `data_reset` codes of a reactivation: forget the attendance taken so far; start again with no sessions left. */
export const RESET_ATTENDANCE = 1;
export const RESET_SESSIONS = 2;

type Row = Record<string, unknown>;

export interface BranchMove {
  player_id: number;
  class_id: number;
  /** The new class's slots the player attends; all of them when left out. */
  schedules?: Array<Record<string, string>>;
}

/**
 * Moves each player to a class, and so to that class's branch, with the slots
 * they attend there. All or nothing: the caller must reach every player and
 * every class, each class must be open and each slot one the class offers.
 */
export async function changeBranch(ctx: RequestContext, models: Map<string, EntityModel>, moves: BranchMove[]) {
  const players = models.get('players')!;
  const classes = models.get('classes')!;
  const moved = await ctx.db.transaction().execute(async (db) => {
    const tx = { ...ctx, db };
    const rows: Row[] = [];
    for (const move of moves) {
      await getRecord(tx, players, move.player_id);
      const target = await getRecord(tx, classes, move.class_id);
      const before = await db
        .selectFrom('players')
        .select(['branch_id', 'class_id', 'number_of_units'])
        .where('academy_id', '=', ctx.academy.id)
        .where('id', '=', move.player_id)
        .forUpdate()
        .executeTakeFirstOrThrow();
      if (target.auditing_status !== 1) {
        throw unprocessable(ctx.t('errors.validationFailed'), [{ field: 'class_id', message: ctx.t('validation.classClosed') }]);
      }
      const offered = (target.schedules as Array<Record<string, string>> | null) ?? [];
      const schedules = move.schedules ?? offered;
      if (
        !schedules.every((s) =>
          offered.some((o) => o.day_of_week === s.day_of_week && o.start_time === s.start_time && o.end_time === s.end_time),
        )
      ) {
        throw unprocessable(ctx.t('errors.validationFailed'), [{ field: 'schedules', message: ctx.t('validation.notOffered') }]);
      }
      rows.push(
        await dynamicDb(db)
          .updateTable('players')
          .set({
            branch_id: target.branch_id,
            class_id: move.class_id,
            schedules: JSON.stringify(schedules),
            update_date: nextVersion,
          })
          .where('academy_id', '=', ctx.academy.id)
          .where('id', '=', move.player_id)
          .returning(players.columns)
          .executeTakeFirstOrThrow(),
      );
      await ledgerMove(tx, move.player_id, before, { branch_id: Number(target.branch_id), class_id: move.class_id });
    }
    return rows;
  });
  return expandRelations(ctx, players, moved);
}

/**
 * A move in the sessions ledger: to another branch, the balance leaves the old branch's rows and
 * enters the new one's (each row names its branch, so each manager's ledger adds up); to another
 * class of the branch, an event naming the new class.
 */
async function ledgerMove(
  tx: RequestContext,
  playerId: number,
  before: { branch_id: number | null; class_id: number | null; number_of_units: number | null },
  after: { branch_id: number; class_id: number },
) {
  if (before.branch_id === after.branch_id && before.class_id === after.class_id) return;
  const balance = Number(before.number_of_units ?? 0);
  // A move takes no pack's sessions: its rows name none, and the packs go with the player.
  const row = {
    player_id: playerId,
    reason: 'transferred',
    at_date: academyToday(tx.academy.timeZone),
    user_id: tx.user.id,
    pack_id: null,
  } as const;
  if (before.branch_id === after.branch_id)
    return recordSessionChanges(tx.db, tx.academy.id, [{ ...row, units: 0, class_id: after.class_id }]);
  await tx.db
    .updateTable('session_packs')
    .set({ branch_id: after.branch_id, update_date: sql`now()` })
    .where('academy_id', '=', tx.academy.id)
    .where('player_id', '=', playerId)
    .execute();
  // The balance out under the old branch (named here: the player's row already says the new one), then in.
  if (balance)
    await tx.db
      .insertInto('session_changes')
      .values({ ...row, academy_id: tx.academy.id, branch_id: before.branch_id, class_id: before.class_id, units: -balance })
      .execute();
  await recordSessionChanges(tx.db, tx.academy.id, [{ ...row, units: balance, class_id: after.class_id }]);
}

/** Brings back a player who left or was deleted, optionally with no sessions left. */
export async function reactivatePlayer(ctx: RequestContext, model: EntityModel, id: number, dataReset: number[]) {
  let query = ctx.db
    .selectFrom('players')
    .select(['id', 'auditing_status', 'deleted_at'])
    .where('academy_id', '=', ctx.academy.id)
    .where('id', '=', id);
  query = query.where(withinBranches(ctx.branchIds, 'branch_id'));
  const player = await query.executeTakeFirst();
  if (!player) throw notFound(ctx.t('errors.notFound'));
  if (player.auditing_status === 1 && player.deleted_at === null) throw new ApiError(409, 'PLAYER_ACTIVE', ctx.t('errors.playerActive'));
  await ctx.db.transaction().execute(async (db) => {
    const { number_of_units: left } = await db
      .selectFrom('players')
      .select('number_of_units')
      .where('academy_id', '=', ctx.academy.id)
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    await db
      .updateTable('players')
      .set({
        auditing_status: 1,
        deleted_at: null,
        update_date: nextVersion,
        ...(dataReset.includes(RESET_SESSIONS) && { number_of_units: 0 }),
      })
      .where('academy_id', '=', ctx.academy.id)
      .where('id', '=', id)
      .execute();
    if (dataReset.includes(RESET_SESSIONS)) {
      // Each pack's sessions left go, so every pack ends at none as the player does.
      const packs = await packsLeft(db, ctx.academy.id, id);
      const outside = Number(left ?? 0) - packs.reduce((sum, p) => sum + p.left, 0);
      const reset = { player_id: id, reason: 'reset' as const, at_date: academyToday(ctx.academy.timeZone), user_id: ctx.user.id };
      await recordSessionChanges(db, ctx.academy.id, [
        ...packs.map((p) => ({ ...reset, units: -p.left, pack_id: p.id })),
        { ...reset, units: -outside },
      ]);
    }
    if (dataReset.includes(RESET_ATTENDANCE)) {
      await db.deleteFrom('attendances').where('academy_id', '=', ctx.academy.id).where('player_id', '=', id).execute();
    }
  });
  return getRecord(ctx, model, id);
}

/** Turns the card on or off; its year of validity starts at the first activation and never restarts. */
export async function setMemberCard(ctx: RequestContext, model: EntityModel, id: number, active: boolean) {
  await getRecord(ctx, model, id);
  await atomically(ctx.db, async (db) => {
    const tx = { ...ctx, db };
    // Locked, so two activations at once sell the card once.
    const player = await db
      .selectFrom('players')
      .select(['name', 'branch_id', 'member_card_valid_from', 'member_card_valid_until'])
      .where('academy_id', '=', ctx.academy.id)
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const from = player.member_card_valid_from ?? (active ? academyToday(ctx.academy.timeZone) : null);
    const until = from && (player.member_card_valid_until ?? addDays(from, MEMBER_CARD_VALID_DAYS));
    if (active && until && until < academyToday(ctx.academy.timeZone))
      throw new ApiError(409, 'MEMBER_CARD_EXPIRED', ctx.t('errors.memberCardExpired'));
    await db
      .updateTable('players')
      .set({ member_card_active: active, member_card_valid_from: from, member_card_valid_until: until, update_date: nextVersion })
      .where('academy_id', '=', ctx.academy.id)
      .where('id', '=', id)
      .execute();
    if (active && !player.member_card_valid_from) await sellMemberCard(tx, { id, ...player });
  });
  return getRecord(ctx, model, id);
}

/** A card's first activation sells it at the shop's price: a revenue of the player to collect; a free card books nothing. */
async function sellMemberCard(ctx: RequestContext, player: Row & { id: number }): Promise<void> {
  const price = (await readSettings(ctx)).shop_settings.member_card_price;
  if (!price) return;
  await bookPlayerFee(ctx, {
    category: 'memberCardRevenue',
    title: ctx.t('bookedMoney.titles.memberCard', { name: player.name }),
    branch_id: numberField(player, 'branch_id'),
    player_id: player.id,
    amount: price,
    at_date: academyToday(ctx.academy.timeZone),
  });
}

function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(isoDate) + days * 86_400_000).toISOString().slice(0, 10);
}
