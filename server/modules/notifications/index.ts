/** Messages to parents and customers beyond the events' own: the message to all customers, and a failed one sent again. */
import type { FastifyInstance } from 'fastify';
import { broadcastRoutes } from './broadcast-routes';
import { resendRoutes } from './resend-routes';

export default async function notifications(app: FastifyInstance): Promise<void> {
  broadcastRoutes(app);
  resendRoutes(app);
}
