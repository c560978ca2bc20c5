/** Opens the database, brings it up to date, seeds it when empty and builds the app. */
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import { buildApp } from './app';
import { loadCatalogue } from './catalogue';
import { openDb } from './db/client';
import { lockDataDir } from './db/data-lock';
import { migrate } from './db/migrate';
import { isEmpty, seedDemo } from './db/seed';

export interface RunningServer {
  app: FastifyInstance;
  seeded: boolean;
  close(): Promise<void>;
}

export async function bootstrap(config: Config, opts: { serveApp: boolean; logger: boolean }): Promise<RunningServer> {
  const unlock = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
  try {
    const catalogue = loadCatalogue();
    const db = await openDb({ databaseUrl: config.databaseUrl, pgliteDir: join(config.dataDir, 'pglite') });
    await migrate(db, catalogue);
    const app = await buildApp({ config, db, catalogue, serveApp: opts.serveApp, logger: opts.logger });
    const seeded = await isEmpty(db);
    if (seeded) await seedDemo(db, app.models);
    return {
      app,
      seeded,
      async close() {
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
