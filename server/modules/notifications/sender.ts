/**
 * Delivers the outbox's due messages. Each is claimed first (status SENDING, a lease, one
 * more attempt) in a statement that skips rows another sender holds (`for update skip
 * locked`), then sent by its channel (delivery.ts), then marked SENT with the provider's id
 * for it, or queued again after a backoff, or FAILED with the reason once its attempts are
 * spent or at once when the provider says no attempt can succeed (a wrong key).
 *
 * A sender that dies between the send and the SENT mark leaves the row SENDING. It is
 * not resent at the next start: only once its lease runs out (LEASE_MS, far longer than a
 * send may take), and then under the same Message-ID (mail-transport.ts) or SMS RequestId
 * (sms/sms-providers.ts), so the copy is recognisable for the one it repeats. Delivery is
 * at least once, never blindly twice.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/client';
import { retryDelay, triesAgain } from './backoff';
import { deliver, FinalFailure, outletOf, type Claimed, type Outlet } from './delivery';

export const LEASE_MS = 10 * 60_000;

export interface SendReport { sent: number; retried: number; failed: number }

/**
 * Claims the next due message: a queued one whose time has come, or a SENDING one whose
 * sender's lease ran out. One at a time, so a sender killed mid-send holds one message
 * under its lease, not a batch it had not started.
 */
async function claimNext(db: Db, now: Date): Promise<Claimed | undefined> {
  const until = new Date(now.getTime() + LEASE_MS);
  const { rows } = await sql<Claimed>`
    update notifications n set status = 'SENDING', attempts = n.attempts + 1, locked_until = ${until}, update_date = ${now}
    from (
      select academy_id, id from notifications
      where deleted_at is null
        and ((status = 'QUEUED' and next_attempt_at <= ${now}) or (status = 'SENDING' and locked_until <= ${now}))
      order by next_attempt_at, id
      limit 1
      for update skip locked
    ) due
    where n.academy_id = due.academy_id and n.id = due.id
    returning n.academy_id, n.id, n.channel, n.recipient, n.language, n.subject, n.body, n.attempts`.execute(db);
  return rows[0];
}

/**
 * Sends every message due at `now`, one after another; answers what became of them. Once
 * `stop` is aborted (the server shutting down) it claims no other message; the one cut short
 * mid-send waits for its lease, as after a crash.
 */
export async function sendDueNotifications(db: Db, now = new Date(), stop?: AbortSignal): Promise<SendReport> {
  const report: SendReport = { sent: 0, retried: 0, failed: 0 };
  const outlets = new Map<number, Outlet>();
  try {
    while (!stop?.aborted) {
      const m = await claimNext(db, now);
      if (!m) break;
      if (!outlets.has(m.academy_id)) outlets.set(m.academy_id, await outletOf(db, m.academy_id));
      const mine = db.updateTable('notifications').where('academy_id', '=', m.academy_id).where('id', '=', m.id).where('status', '=', 'SENDING');
      try {
        const providerId = await deliver(outlets.get(m.academy_id)!, m);
        await mine.set({ status: 'SENT', sent_at: new Date(), provider_message_id: providerId, locked_until: null, last_error: null, update_date: new Date() }).execute();
        report.sent++;
      } catch (error) {
        const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
        const again = !(error instanceof FinalFailure) && triesAgain(m.attempts);
        await mine.set({
          status: again ? 'QUEUED' : 'FAILED', last_error: reason, locked_until: null, update_date: new Date(),
          next_attempt_at: new Date(now.getTime() + (again ? retryDelay(m.attempts) : 0)),
        }).execute();
        report[again ? 'retried' : 'failed']++;
      }
    }
  } finally {
    for (const outlet of outlets.values()) outlet.email?.transport.close();
  }
  return report;
}
