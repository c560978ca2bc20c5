/**
 * The outbox's sender, run beside the daily tasks: every few seconds (config
 * NOTIFICATION_SEND_INTERVAL_MS, 5 s by default) one replica (the one
 * holding the advisory lock) refreshes the Zalo tokens about to run out, then delivers what is
 * due. Claims skip locked rows too, so even two senders would never take the same message at once.
 */
import type { Db } from '../../db/client';
import { onOneReplica } from '../../db/one-replica';
import type { HostPolicy } from '../../core/provider-hosts';
import type { SecretBox } from '../../core/secret-box';
import { sendDueNotifications } from './sender';
import { refreshDueTokens } from './zalo/token-refresher';

/** The sender's advisory lock, apart from the migrations' and the daily tasks'. */
export const NOTIFICATIONS_LOCK = 7_245_310_003;
/** How long the message under way may take to finish at a stop before it is cut short. */
const FINISH_WAIT_MS = 3_000;
/** How long the round then has to put the message back and let go of its connection. */
const CUT_WAIT_MS = 2_000;

export interface SenderOptions {
  everyMs: number;
  hosts: HostPolicy;
  box: SecretBox;
}

/** Whether `work` settles within `ms`. */
const settlesWithin = (work: Promise<unknown>, ms: number) =>
  Promise.race([
    work.then(
      () => true,
      () => true,
    ),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms).unref()),
  ]);

/**
 * Starts the sender; answers how to stop it: no new message is started, the one being sent
 * gets a few seconds to finish, and is then cut short (a server that never answers cannot
 * hold a stop past a process manager's patience), so the round lets go of the database
 * before it closes. A message cut short goes back to the queue, or, if it may have left,
 * is failed as interrupted after its lease (sender.ts).
 */
export function startNotificationSender(db: Db, opts: SenderOptions, onError: (error: unknown) => void): () => Promise<void> {
  const stopping = new AbortController();
  const cutting = new AbortController();
  let round: Promise<unknown> = Promise.resolve();
  let busy = false;
  const run = () => {
    // A round that takes longer than the interval is not overtaken by the next.
    if (busy || stopping.signal.aborted) return;
    busy = true;
    round = onOneReplica(db, NOTIFICATIONS_LOCK, async () => {
      await refreshDueTokens(db, opts.box, opts.hosts);
      await sendDueNotifications(db, new Date(), { stop: stopping.signal, cut: cutting.signal, hosts: opts.hosts, box: opts.box });
    })
      .catch(onError)
      .finally(() => (busy = false));
  };
  run();
  const timer = setInterval(run, opts.everyMs);
  // The sender never keeps the process alive on its own.
  timer.unref();
  return async () => {
    clearInterval(timer);
    stopping.abort();
    if (await settlesWithin(round, FINISH_WAIT_MS)) return;
    cutting.abort();
    await settlesWithin(round, CUT_WAIT_MS);
  };
}
