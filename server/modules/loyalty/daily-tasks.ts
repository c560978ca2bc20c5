/**
 * Work due once a day in every academy (birthday points, make-up credits and session packs lapsing), checked at
 * start and then every hour: a restart or the turn of the day is caught within the hour,
 * and each task does nothing twice (see point-grants.ts, makeup-expiry.ts). Of several replicas, one
 * runs the tasks at a time.
 */
import type { Db } from '../../db/client';
import { onOneReplica } from '../../db/one-replica';
import { giveAllBirthdayPoints } from './point-grants';
import { expireAllMakeupCredits } from '../sessions/makeup-expiry';
import { expireAllPacks } from '../sessions/session-packs';

const HOUR = 60 * 60 * 1000;
/** The daily tasks' advisory lock, apart from the migrations' (migrate.ts). */
export const DAILY_TASKS_LOCK = 7_245_310_002;

/** Starts the hourly check; answers how to stop it. */
export function startDailyTasks(db: Db, onError: (error: unknown) => void): () => void {
  const run = () =>
    onOneReplica(db, DAILY_TASKS_LOCK, async () => {
      await giveAllBirthdayPoints(db);
      await expireAllMakeupCredits(db);
      await expireAllPacks(db);
    }).catch(onError);
  void run();
  const timer = setInterval(run, HOUR);
  // The check never keeps the process alive on its own.
  timer.unref();
  return () => clearInterval(timer);
}
