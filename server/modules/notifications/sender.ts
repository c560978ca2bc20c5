/**
 * Delivers the outbox's due messages. Each is claimed first (status SENDING, a lease, one
 * more attempt) in a statement that skips rows another sender holds (`for update skip
 * locked`), then sent by its channel (delivery.ts), then marked SENT with the provider's id
 * for it, or queued again after a backoff, or FAILED with the reason once its attempts are
 * spent or at once when the provider says no attempt can succeed (a wrong key).
 *
 * A sender that dies between the send and the SENT mark leaves the row SENDING, and nobody
 * can tell whether the message left. Once its lease runs out (LEASE_MS, far longer than a
 * send may take) an SMS is sent again under the same RequestId, which the provider accepts
 * once (sms/sms-providers.ts); an e-mail or a Zalo message (Zalo takes no id to know a
 * message again) is never sent twice: it is marked FAILED as interrupted, saying it may have
 * arrived, for the admin to resend from the list if the parent did not get it. A send cut
 * short by a stopping server is such a case too, unless the message surely never left: then
 * it goes back to the queue as it was (delivery.ts). A Zalo message that fails otherwise goes
 * on to the next channel, in the transaction that marks it FAILED (zalo/fallback.ts).
 */
import { sql } from 'kysely';
import type { Db } from '../../db/client';
import type { HostPolicy } from '../../core/provider-hosts';
import type { SecretBox } from '../../core/secret-box';
import { retryDelay, triesAgain } from './backoff';
import { CutShort, deliver, outletOf, type Claimed, type Outlet } from './delivery';
import { DeliveryError } from './failures';
import { fallBack } from './zalo/fallback';

export const LEASE_MS = 10 * 60_000;

export interface SendReport {
  sent: number;
  retried: number;
  failed: number;
  interrupted: number;
}

export interface SendOptions {
  /** Aborted: claim no other message (the server stopping). */
  stop?: AbortSignal;
  /** Aborted: cut the send under way short too. */
  cut?: AbortSignal;
  /** Where the academies' providers may be (core/provider-hosts.ts); private addresses are refused unless allowed. */
  hosts?: HostPolicy;
  /** Opens the academies' Zalo tokens (core/secret-box.ts). */
  box: SecretBox;
}

/**
 * Claims the next due message: a queued one whose time has come, or an SMS whose sender's
 * lease ran out. One at a time, so a sender killed mid-send holds one message under its lease,
 * not a batch it had not started. Messages about a player's own day go before a message to
 * all, so one academy's broadcast does not hold back another's absence notices.
 */
async function claimNext(db: Db, now: Date): Promise<Claimed | undefined> {
  const until = new Date(now.getTime() + LEASE_MS);
  const { rows } = await sql<Claimed>`
    update notifications n set status = 'SENDING', attempts = n.attempts + 1, locked_until = ${until}, update_date = ${now}
    from (
      select academy_id, id from notifications
      where deleted_at is null
        and ((status = 'QUEUED' and next_attempt_at <= ${now}) or (status = 'SENDING' and channel = 'SMS' and locked_until <= ${now}))
      order by event = 'BROADCAST', next_attempt_at, id
      limit 1
      for update skip locked
    ) due
    where n.academy_id = due.academy_id and n.id = due.id
    returning n.academy_id, n.id, n.channel, n.recipient, n.language, n.subject, n.body, n.vietqr, n.zns, n.attempts`.execute(db);
  return rows[0];
}

/** E-mails and Zalo messages whose sender died mid-send: FAILED as interrupted; answers how many. */
async function failInterrupted(db: Db, now: Date): Promise<number> {
  const { numUpdatedRows } = await db
    .updateTable('notifications')
    .set({
      status: 'FAILED',
      locked_until: null,
      update_date: now,
      reason: 'INTERRUPTED',
      last_error: 'the sender stopped while sending it',
    })
    .where('status', '=', 'SENDING')
    .where('channel', 'in', ['EMAIL', 'ZALO'])
    .where('locked_until', '<=', now.toISOString())
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(numUpdatedRows);
}

/**
 * Sends every message due, one after another; answers what became of them. `now` is the
 * moment the round starts (a later one plays the time forward); each claim takes the time
 * as it is then. Once `stop` is aborted (the server shutting down) it claims no other message.
 */
export async function sendDueNotifications(
  db: Db,
  now = new Date(),
  { stop, cut, hosts = { privateHosts: false }, box }: SendOptions,
): Promise<SendReport> {
  const ahead = now.getTime() - Date.now();
  const clock = () => new Date(Date.now() + ahead);
  const report: SendReport = { sent: 0, retried: 0, failed: 0, interrupted: await failInterrupted(db, now) };
  const outlets = new Map<number, Outlet>();
  try {
    while (!stop?.aborted) {
      const m = await claimNext(db, clock());
      if (!m) break;
      const mine = (conn: Db = db) =>
        conn.updateTable('notifications').where('academy_id', '=', m.academy_id).where('id', '=', m.id).where('status', '=', 'SENDING');
      try {
        if (!outlets.has(m.academy_id)) outlets.set(m.academy_id, await outletOf(db, m.academy_id, hosts, box));
        const providerId = await deliver(outlets.get(m.academy_id)!, m, cut);
        await mine()
          .set({
            status: 'SENT',
            sent_at: clock(),
            provider_message_id: providerId,
            locked_until: null,
            reason: null,
            last_error: null,
            update_date: clock(),
          })
          .execute();
        report.sent++;
      } catch (error) {
        if (error instanceof CutShort) {
          // Not sent: queued again as it was, the attempt not counted. Maybe sent: held by its lease, then failed as interrupted.
          if (error.unsent)
            await mine()
              .set({ status: 'QUEUED', attempts: m.attempts - 1, locked_until: null, update_date: clock() })
              .execute();
          break;
        }
        const failed =
          error instanceof DeliveryError
            ? error
            : new DeliveryError('PROVIDER_ERROR', error instanceof Error ? error.message : String(error));
        const again = failed.retry && triesAgain(m.attempts);
        const outcome = {
          status: again ? 'QUEUED' : 'FAILED',
          reason: failed.failure,
          last_error: failed.message.slice(0, 500),
          locked_until: null,
          update_date: clock(),
          next_attempt_at: new Date(clock().getTime() + (again ? retryDelay(m.attempts) : 0)),
        };
        if (again || m.channel !== 'ZALO') await mine().set(outcome).execute();
        else
          await db.transaction().execute(async (tx) => {
            const { numUpdatedRows } = await mine(tx).set(outcome).executeTakeFirst();
            const outlet = outlets.get(m.academy_id);
            if (numUpdatedRows && outlet) await fallBack(tx, m.academy_id, m.id, outlet);
          });
        report[again ? 'retried' : 'failed']++;
      }
    }
  } finally {
    for (const outlet of outlets.values()) outlet.email?.mail.transport.close();
  }
  return report;
}
