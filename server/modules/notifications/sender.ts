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
 * once (sms/sms-providers.ts); an e-mail is never sent twice: it is marked FAILED as
 * interrupted, saying it may have arrived, for the admin to resend from the list if the
 * parent did not get it.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/client';
import { translatorFor } from '../../core/i18n';
import { retryDelay, triesAgain } from './backoff';
import { deliver, FinalFailure, outletOf, type Claimed, type Outlet } from './delivery';

export const LEASE_MS = 10 * 60_000;

export interface SendReport { sent: number; retried: number; failed: number; interrupted: number }

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
    returning n.academy_id, n.id, n.channel, n.recipient, n.language, n.subject, n.body, n.attempts`.execute(db);
  return rows[0];
}

/** E-mails whose sender died mid-send: FAILED as interrupted, in each message's language; answers how many. */
async function failInterrupted(db: Db, now: Date): Promise<number> {
  const reason = (lang: 'vi' | 'en') => translatorFor(lang)('outbox.errors.interrupted');
  const { numUpdatedRows } = await db.updateTable('notifications')
    .set({
      status: 'FAILED', locked_until: null, update_date: now,
      last_error: sql`case when language = 'en' then ${reason('en')} else ${reason('vi')} end`,
    })
    .where('status', '=', 'SENDING').where('channel', '=', 'EMAIL').where('locked_until', '<=', now).where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(numUpdatedRows);
}

/**
 * Sends every message due, one after another; answers what became of them. `now` is the
 * moment the round starts (a later one plays the time forward); each claim takes the time
 * as it is then. Once `stop` is aborted (the server shutting down) it claims no other message.
 */
export async function sendDueNotifications(db: Db, now = new Date(), stop?: AbortSignal): Promise<SendReport> {
  const ahead = now.getTime() - Date.now();
  const clock = () => new Date(Date.now() + ahead);
  const report: SendReport = { sent: 0, retried: 0, failed: 0, interrupted: await failInterrupted(db, now) };
  const outlets = new Map<number, Outlet>();
  try {
    while (!stop?.aborted) {
      const m = await claimNext(db, clock());
      if (!m) break;
      const mine = db.updateTable('notifications').where('academy_id', '=', m.academy_id).where('id', '=', m.id).where('status', '=', 'SENDING');
      try {
        if (!outlets.has(m.academy_id)) outlets.set(m.academy_id, await outletOf(db, m.academy_id));
        const providerId = await deliver(outlets.get(m.academy_id)!, m);
        await mine.set({ status: 'SENT', sent_at: clock(), provider_message_id: providerId, locked_until: null, last_error: null, update_date: clock() }).execute();
        report.sent++;
      } catch (error) {
        const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
        const again = !(error instanceof FinalFailure) && triesAgain(m.attempts);
        await mine.set({
          status: again ? 'QUEUED' : 'FAILED', last_error: reason, locked_until: null, update_date: clock(),
          next_attempt_at: new Date(clock().getTime() + (again ? retryDelay(m.attempts) : 0)),
        }).execute();
        report[again ? 'retried' : 'failed']++;
      }
    }
  } finally {
    for (const outlet of outlets.values()) outlet.email?.transport.close();
  }
  return report;
}
