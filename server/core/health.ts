/** GET /healthz for a load balancer or process manager: 200 when the database answers, 503 when it does not. */
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';

const DATABASE_DEADLINE_MS = 2_000;

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/healthz', { schema: { hide: true } }, async (request, reply) => {
    try {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<never>(
        (_, reject) => (timer = setTimeout(() => reject(new Error('database did not answer in time')), DATABASE_DEADLINE_MS)),
      );
      await Promise.race([sql`select 1`.execute(app.db), late]).finally(() => clearTimeout(timer));
      return reply.header('cache-control', 'no-store').send({ status: 'ok' });
    } catch (error) {
      request.log.warn({ err: error }, 'health check: database unavailable');
      return reply.status(503).header('cache-control', 'no-store').send({ status: 'unavailable' });
    }
  });
}
