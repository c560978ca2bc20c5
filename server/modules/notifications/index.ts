/** Messages to parents and customers beyond the events' own: the message to all customers. */
import type { FastifyInstance } from 'fastify';
import { broadcastRoutes } from './broadcast-routes';

export default async function notifications(app: FastifyInstance): Promise<void> {
  broadcastRoutes(app);
}
