/** GET /api-public/packages: the plans an academy can be on, with their package features. */
import type { FastifyInstance } from 'fastify';
import { ok } from './reply';

export function packagesRoutes(app: FastifyInstance): void {
  app.get('/api-public/packages', { config: { public: true } }, async () => {
    const rows = await app.db
      .selectFrom('packages')
      .select(['id', 'code', 'name', 'is_trial', 'limit_players', 'features'])
      .orderBy('id')
      .execute();
    return ok(rows);
  });
}
