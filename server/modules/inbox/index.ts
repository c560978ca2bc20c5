/** The header's inbox: what reached the academy lately, computed from its records, read or not per staff member. */
import type { FastifyInstance } from 'fastify';
import { inboxRoutes } from './inbox-routes';

export default async function inbox(app: FastifyInstance): Promise<void> {
  inboxRoutes(app);
}
