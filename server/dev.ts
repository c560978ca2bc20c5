/**
 * `npm run dev`: the API on API_PORT (3001) and Vite with hot reload on PORT
 * (3000), which proxies API calls and keeps the Host header for tenancy; the
 * phone apps likewise: the teachers' on TEACHER_PORT (3002) at /teacher/, the parents' on
 * PARENT_PORT (3003) at /parent/.
 */
import { createServer } from 'vite';
import { loadConfig } from './config';
import { bootstrap } from './bootstrap';
import { DEMO_LOGINS } from './seed/seed';

async function main() {
  const config = loadConfig();
  const apiPort = Number(process.env.API_PORT ?? config.port + 1);
  process.env.API_PORT = String(apiPort);
  const api = await bootstrap(config, { serveApp: false, logger: true, dailyTasks: true });
  await api.app.listen({ port: apiPort, host: config.host });
  const vite = await createServer({ server: { port: config.port, strictPort: true } });
  await vite.listen();
  vite.printUrls();
  const teacherPort = Number(process.env.TEACHER_PORT ?? config.port + 2);
  const teacherVite = await createServer({ configFile: 'vite.teacher.config.ts', server: { port: teacherPort, strictPort: true } });
  await teacherVite.listen();
  teacherVite.printUrls();
  const parentPort = Number(process.env.PARENT_PORT ?? config.port + 3);
  const parentVite = await createServer({ configFile: 'vite.parent.config.ts', server: { port: parentPort, strictPort: true } });
  await parentVite.listen();
  parentVite.printUrls();
  console.log('Demo logins:', DEMO_LOGINS.map((l) => `${l.user_name} / ${l.password}`).join(', '));
  const shutdown = async () => {
    await vite.close();
    await teacherVite.close();
    await parentVite.close();
    await api.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown());
  process.once('SIGTERM', () => void shutdown());
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
