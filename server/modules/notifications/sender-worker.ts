/**
 * The outbox's sender, run beside the daily tasks: every few seconds (config
 * NOTIFICATION_SEND_INTERVAL_MS, 5 s by default) one replica (the one
 * holding the advisory lock) delivers what is due. Claims skip locked rows too, so even two
 * senders would never take the same message at once.
 */
import type { Db } from '../../db/client';
import { onOneReplica } from '../../db/one-replica';
import { sendDueNotifications } from './sender';

/** The sender's advisory lock, apart from the migrations' and the daily tasks'. */
export const NOTIFICATIONS_LOCK = 7_245_310_003;
const SHUTDOWN_WAIT_MS = 3_000;

/**
 * Starts the sender; answers how to stop it: no new message is started, and the one being
 * sent gets a few seconds to finish (a shutdown stays quick; one cut short is resent after
 * its lease, sender.ts).
 */
export function startNotificationSender(db: Db, everyMs: number, onError: (error: unknown) => void): () => Promise<void> {
  const stopping = new AbortController();
  let round: Promise<unknown> = Promise.resolve();
  let busy = false;
  const run = () => {
    // A round that takes longer than the interval is not overtaken by the next.
    if (busy || stopping.signal.aborted) return;
    busy = true;
    round = onOneReplica(db, NOTIFICATIONS_LOCK, async () => void (await sendDueNotifications(db, new Date(), stopping.signal))).catch(onError).finally(() => (busy = false));
  };
  run();
  const timer = setInterval(run, everyMs);
  // The sender never keeps the process alive on its own.
  timer.unref();
  return async () => {
    clearInterval(timer);
    stopping.abort();
    await Promise.race([round, new Promise((resolve) => setTimeout(resolve, SHUTDOWN_WAIT_MS).unref())]);
  };
}
