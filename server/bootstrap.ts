/** Opens the database, brings it up to date, seeds it when empty, builds the app and, for a served app, starts the daily tasks. */
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import { buildApp } from './app';
import { loadCatalogue } from './core/catalogue';
import { openDb } from './db/client';
import { lockDataDir } from './db/data-lock';
import { migrate, withMigrationLock } from './db/migrate';
import { analyzeStaleTables, keepStatistics } from './db/statistics';
import { isEmpty, seedDemo } from './seed/seed';
import { countStockOnce } from './modules/shop/product-stock';
import { startDailyTasks } from './modules/loyalty/daily-tasks';
import { startNotificationSender } from './modules/notifications/sender-worker';
import { secretBox } from './core/secret-box';
import { startBankTransferChecks } from './modules/tuition/bank-transfer-check-timer';

export interface RunningServer {
  app: FastifyInstance;
  seeded: boolean;
  close(): Promise<void>;
}

export interface BootstrapOptions {
  serveApp: boolean;
  logger: boolean;
  /** Run the background work while the server is up: the daily tasks (birthday points), the outbox's sender, the look for missed bank transfers. */
  dailyTasks?: boolean;
}

export async function bootstrap(config: Config, opts: BootstrapOptions): Promise<RunningServer> {
  const unlock = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
  try {
    const catalogue = loadCatalogue();
    const db = await openDb({
      databaseUrl: config.databaseUrl,
      pgliteDir: join(config.dataDir, 'pglite'),
      sharedBuffers: config.pgliteSharedBuffers,
    });
    await migrate(db, catalogue);
    const app = await buildApp({ config, db, catalogue, serveApp: opts.serveApp, logger: opts.logger });
    // Under the migrations' lock: of replicas starting together, one counts what a new figure needs counted
    // once, and on an empty database one seeds it.
    const seeded = await withMigrationLock(db, async (conn) => {
      await countStockOnce(conn);
      if (!(await isEmpty(conn))) return false;
      await seedDemo(conn, app.models);
      return true;
    });
    // PGlite never analyses by itself: without statistics the planner takes every table for a tiny one.
    if (!config.databaseUrl) await analyzeStaleTables(db);
    const stopStatistics =
      opts.dailyTasks && !config.databaseUrl ? keepStatistics(db, (error) => app.log.error({ err: error }, 'analysing failed')) : () => {};
    const stopDailyTasks = opts.dailyTasks ? startDailyTasks(db, (error) => app.log.error({ err: error }, 'daily tasks failed')) : () => {};
    const stopSender = opts.dailyTasks
      ? startNotificationSender(
          db,
          {
            everyMs: config.notificationSendIntervalMs,
            hosts: { privateHosts: config.allowPrivateProviderHosts },
            box: secretBox(config.secretsKey),
          },
          (error) => app.log.error({ err: error }, 'sending notifications failed'),
        )
      : async () => {};
    const revenues = app.models.get('revenues');
    const stopTransferChecks =
      opts.dailyTasks && revenues
        ? startBankTransferChecks(
            db,
            revenues,
            { everyMinutes: config.bankTransferCheckMinutes, hosts: { privateHosts: config.allowPrivateProviderHosts } },
            (error) => app.log.error({ err: error }, 'looking for missed bank transfers failed'),
          )
        : async () => {};
    return {
      app,
      seeded,
      async close() {
        stopStatistics();
        stopDailyTasks();
        await Promise.all([stopTransferChecks(), stopSender()]);
        await app.close();
        await db.destroy();
        unlock();
      },
    };
  } catch (err) {
    unlock();
    throw err;
  }
}
