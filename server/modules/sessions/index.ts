/** Sessions: the ledger behind each player's sessions left, and its changes by hand. */
import type { FastifyInstance } from 'fastify';
import { sessionRoutes } from './session-routes';

export default async function sessions(app: FastifyInstance): Promise<void> {
  sessionRoutes(app);
}
