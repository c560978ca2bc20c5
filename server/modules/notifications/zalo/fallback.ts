/**
 * A Zalo message that failed for good (the number has no Zalo, the OA's token refused, the
 * template rejected, its attempts spent) goes on to the next channel of the academy's order
 * that reaches the parent now, as a new message in the same transaction as the failure, so it
 * is queued exactly once. The Zalo row stays FAILED with its reason, for the office to see why.
 * One cut short while it may have left (INTERRUPTED) goes nowhere else: the parent may have it.
 */
import type { Db } from '../../../db/client';
import type { OutboxEvent } from '../outbox';
import { queueMessages } from '../outbox';
import { channelOrder, channelsOf, forChannel, recipientOn } from '../parent-messages';
import type { Outlet } from '../delivery';

/** Queues the message on the next channel that reaches the parent, if any does. */
export async function fallBack(tx: Db, academyId: number, id: number, outlet: Outlet): Promise<void> {
  if (!outlet.settings) return;
  const row = await tx
    .selectFrom('notifications')
    .selectAll()
    .where('academy_id', '=', academyId)
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const player =
    row.player_id === null
      ? undefined
      : await tx
          .selectFrom('players')
          .select(['email', 'mobile'])
          .where('academy_id', '=', academyId)
          .where('id', '=', row.player_id)
          .executeTakeFirst();
  const channels = channelsOf(outlet.features, outlet.settings);
  // The parent's mobile as it is now; the number Zalo was asked about when the player is gone.
  const contact = { email: player?.email ?? null, mobile: player ? player.mobile : row.recipient };
  // A broadcast is the academy's own long text: it goes by e-mail, never as a paid SMS.
  const sms = channels.sms && row.event !== 'BROADCAST';
  const next = channelOrder(outlet.settings)
    .filter((channel) => (channel === 'EMAIL' ? channels.email : channel === 'SMS' ? sms : false))
    .map((channel) => ({ channel, recipient: recipientOn(channel, contact) }))
    .find((to) => to.recipient !== null);
  if (!next?.recipient) return;
  await queueMessages(tx, academyId, [
    {
      event: row.event as OutboxEvent,
      channel: next.channel,
      recipient: next.recipient,
      branch_id: row.branch_id,
      player_id: row.player_id,
      record_id: row.record_id,
      language: row.language === 'en' ? 'en' : 'vi',
      vietqr: row.vietqr,
      ...forChannel(next.channel, { subject: row.subject, body: row.body }),
    },
  ]);
}
