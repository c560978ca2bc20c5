/**
 * Our API for the benchmark: the same bootstrap as `npm start`, without request
 * logs (json-server runs quiet too) and without building the app; it serves an
 * already built app (APP_DIST_DIR) only when BENCH_SERVE_APP=1, for the page weight.
 */
import { loadConfig } from '../../server/config';
import { bootstrap } from '../../server/bootstrap';

const config = loadConfig();
const server = await bootstrap(config, { serveApp: process.env.BENCH_SERVE_APP === '1', logger: false });
await server.app.listen({ port: config.port, host: config.host });
console.log(`listening on ${config.port}`);

const stop = async () => {
  await server.close();
  process.exit(0);
};
process.once('SIGTERM', () => void stop());
process.once('SIGINT', () => void stop());
