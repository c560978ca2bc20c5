/** Sessions: the ledger behind each player's sessions left, its changes by hand, make-up credits and renewals. */
import type { FastifyInstance } from 'fastify';
import { sessionRoutes } from './session-routes';
import { renewalRoutes } from './renewal-routes';

export default async function sessions(app: FastifyInstance): Promise<void> {
  sessionRoutes(app);
  renewalRoutes(app);
}
