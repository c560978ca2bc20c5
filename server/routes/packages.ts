/** GET /api-public/packages: the plans an academy can be on, with their fees and package features. */
import type { FastifyInstance } from 'fastify';
import { listPackages } from '../services/subscription-service';
import { ok } from './reply';

export function packagesRoutes(app: FastifyInstance): void {
  app.get('/api-public/packages', { config: { public: true } }, async () => ok(await listPackages(app.db)));
}
