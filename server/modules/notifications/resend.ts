/**
 * "Resend" on a message that did not reach its parent, only in the branches the caller sees:
 * - a FAILED one, its attempts spent (a mail server down a whole day), or cut short by a server
 *   that stopped mid-send and so never resent by itself (sender.ts): the admin, having checked
 *   the parent did not get it, queues it again as new;
 * - a NOT_SENT one, that no channel reached when it happened: sent now to the parent's e-mail
 *   and mobile as they are now, on the channels on now (the office has added the address, or
 *   switched e-mail on), the row becoming the first channel's message and another row the
 *   second's (while Zalo is on, only the first channel of the order that reaches them). While the parent still cannot be reached it stays as it is, and the answer (422
 *   NOT_REACHABLE) says why as it is now.
 * The parent's own choices as they are now hold here too (parent-choices.ts): a kind of message
 * they turned off is not resent, FAILED or NOT_SENT (422 NOT_REACHABLE, PARENT_OPTED_OUT), and a
 * NOT_SENT one goes on their preferred channel when it is on and reaches them.
 */
import { sql, type Selectable } from 'kysely';
import type { RequestContext } from '../../core/context';
import { getRecord } from '../../core/crud/crud-service';
import type { EntityModel } from '../../core/crud/entity-model';
import { ApiError } from '../../core/errors';
import { foldText } from '../../core/search-text';
import { reasonLabel, type NotReached } from '../../../domain/delivery-reasons';
import { readSettings } from '../settings/settings-service';
import { queueMessages, type OutboxEvent } from './outbox';
import { forChannel, parentChannels, reach } from './parent-messages';
import { storedZns } from './zalo/zns-payload';
import { choicesByMobile } from './parent-choices';
import { optedOut } from '../../../domain/parent-preferences';
import type { Notifications } from '../../db/tables';

const queuedAgain = {
  status: 'QUEUED',
  attempts: 0,
  next_attempt_at: sql<string>`now()`,
  locked_until: null,
  reason: null,
  last_error: null,
  update_date: sql<string>`now()`,
};

export async function resendNotification(ctx: RequestContext, model: EntityModel, id: number) {
  await getRecord(ctx, model, id);
  const stillNotReached = await ctx.db.transaction().execute(async (db) => {
    const tx = { ...ctx, db };
    const row = await db
      .selectFrom('notifications')
      .selectAll()
      .where('academy_id', '=', ctx.academy.id)
      .where('id', '=', id)
      .where('status', 'in', ['FAILED', 'NOT_SENT'])
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw new ApiError(409, 'NOT_FAILED', ctx.t('outbox.resendOnlyFailed'));
    // Its row holds the code masked, and a code lapses in minutes: the parent asks for a new one.
    if (row.event === 'SIGN_IN_CODE') throw new ApiError(409, 'CODE_NOT_RESENT', ctx.t('parentSignIn.noResend'));
    if (row.status === 'NOT_SENT') return sendNotSent(tx, row);
    // A message the parent has turned off since it failed stays failed: the office cannot send it round their choice.
    if (optedOut(row.event, await choiceNow(tx, row.player_id))) return 'PARENT_OPTED_OUT' as const;
    await db.updateTable('notifications').set(queuedAgain).where('academy_id', '=', ctx.academy.id).where('id', '=', id).execute();
    return null;
  });
  if (stillNotReached) {
    const why = reasonLabel(stillNotReached, ctx.lang);
    throw new ApiError(422, 'NOT_REACHABLE', ctx.t('outbox.stillNotReached', { reason: why }), [{ field: 'reason', message: why }], {
      reason: stillNotReached,
    });
  }
  return getRecord(ctx, model, id);
}

/** Sends a NOT_SENT message on the channels that reach its parent now; answers why none does, if none. */
async function sendNotSent(tx: RequestContext, row: Selectable<Notifications>): Promise<NotReached | null> {
  const player = await playerOf(tx, row.player_id);
  const choice = await choiceNow(tx, row.player_id, player);
  const zns = storedZns(row.zns);
  const { to, reason } = optedOut(row.event, choice)
    ? { to: [], reason: 'PARENT_OPTED_OUT' as const }
    : reach(
        parentChannels(tx, await readSettings(tx), zns !== null),
        { email: player?.email ?? null, mobile: player?.mobile ?? null },
        choice?.channel,
      );
  const mine = tx.db.updateTable('notifications').where('academy_id', '=', tx.academy.id).where('id', '=', row.id);
  if (reason) {
    await mine.set({ reason, update_date: sql`now()` }).execute();
    return reason;
  }
  const text = { subject: row.subject, body: row.body };
  const [first, ...others] = to;
  await mine
    .set({
      ...queuedAgain,
      channel: first.channel,
      recipient: first.recipient,
      search_text: foldText(`${first.recipient} ${text.subject}`),
      ...forChannel(first.channel, text),
    })
    .execute();
  await queueMessages(
    tx.db,
    tx.academy.id,
    others.map(({ channel, recipient }) => ({
      event: row.event as OutboxEvent,
      channel,
      recipient,
      branch_id: row.branch_id,
      player_id: row.player_id,
      record_id: row.record_id,
      language: row.language as 'vi' | 'en',
      vietqr: row.vietqr,
      zns,
      ...forChannel(channel, text),
    })),
  );
  return null;
}

async function playerOf(tx: RequestContext, playerId: number | null) {
  if (playerId === null) return undefined;
  return tx.db
    .selectFrom('players')
    .select(['email', 'mobile'])
    .where('academy_id', '=', tx.academy.id)
    .where('id', '=', playerId)
    .executeTakeFirst();
}

/** The choices of the player's parent as they are now (parent-choices.ts); none for a message to no player. */
async function choiceNow(tx: RequestContext, playerId: number | null, player?: { mobile: string | null }) {
  const mobile = (player ?? (await playerOf(tx, playerId)))?.mobile ?? null;
  return mobile ? (await choicesByMobile(tx.db, tx.academy.id, [mobile])).get(mobile) : undefined;
}
