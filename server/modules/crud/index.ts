/**
 * Generic CRUD: for every resource of the registry, its list, read, create,
 * update and delete routes, its list's export and, where it names one, its
 * import. Resources whose writes need more go through writers.ts.
 */
import type { FastifyInstance } from 'fastify';
import { crudRoutes } from './crud-routes';
import { exportRoutes } from './export-routes';
import { importRoutes } from './import-routes';

export default async function crud(app: FastifyInstance): Promise<void> {
  for (const model of app.models.values()) {
    exportRoutes(app, model);
    importRoutes(app, model);
    crudRoutes(app, model);
  }
}
