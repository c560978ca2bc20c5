/**
 * Generic CRUD: for every resource of the registry, its list, read, create,
 * update and delete routes, its list's export and, where it names one, its
 * import, and the restore and history of its deleted records. Resources whose
 * writes need more go through writers.ts.
 */
import type { FastifyInstance } from 'fastify';
import { crudRoutes } from './crud-routes';
import { exportRoutes } from './export-routes';
import { importRoutes } from './import-routes';
import { trashRoutes } from './trash-routes';

export default async function crud(app: FastifyInstance): Promise<void> {
  for (const model of app.models.values()) {
    // In the API's document each resource is a section of its own, named as the menu names it.
    await app.register(async function resource(scope) {
      scope.addHook('onRoute', (route) => {
        route.schema = { ...route.schema, tags: [model.schema['x-label']?.en ?? model.config.name] };
      });
      exportRoutes(scope, model);
      importRoutes(scope, model);
      crudRoutes(scope, model);
      trashRoutes(scope, model);
    });
  }
}
