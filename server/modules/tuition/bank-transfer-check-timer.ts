/**
 * The look for missed transfers (bank-transfer-checks.ts), every few minutes (config
 * BANK_TRANSFER_CHECK_MINUTES, 10 by default) and once at start, so a server that was down
 * finds what came meanwhile. Of several replicas, one looks at a time.
 */
import type { EntityModel } from '../../core/crud/entity-model';
import type { HostPolicy } from '../../core/provider-hosts';
import type { Db } from '../../db/client';
import { onOneReplica } from '../../db/one-replica';
import { checkAllTransfers } from './bank-transfer-checks';

/** The checks' advisory lock, apart from the migrations', the daily tasks' and the sender's. */
export const BANK_TRANSFER_CHECKS_LOCK = 7_245_310_004;

/** Starts the checks; answers how to stop them: a request under way is cut short and the round let finish, before the database closes. */
export function startBankTransferChecks(
  db: Db,
  revenues: EntityModel,
  opts: { everyMinutes: number; hosts: HostPolicy },
  onError: (error: unknown) => void,
): () => Promise<void> {
  const stopping = new AbortController();
  let round: Promise<unknown> = Promise.resolve();
  let busy = false;
  const run = () => {
    // A slow provider never stacks one round on another.
    if (busy || stopping.signal.aborted) return;
    busy = true;
    round = onOneReplica(db, BANK_TRANSFER_CHECKS_LOCK, () => checkAllTransfers(db, revenues, opts.hosts, onError, stopping.signal))
      .catch(onError)
      .finally(() => (busy = false));
  };
  run();
  const timer = setInterval(run, opts.everyMinutes * 60_000);
  // The checks never keep the process alive on their own.
  timer.unref();
  return async () => {
    clearInterval(timer);
    stopping.abort();
    await round;
  };
}
