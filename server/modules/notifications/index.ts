/** Messages to parents and customers beyond the events' own: the message to all customers, one not delivered sent again, and the settings pages' test messages. */
import type { FastifyInstance } from 'fastify';
import { broadcastRoutes } from './broadcast-routes';
import { resendRoutes } from './resend-routes';
import { testMessageRoutes } from './test-message-routes';

export default async function notifications(app: FastifyInstance): Promise<void> {
  broadcastRoutes(app);
  resendRoutes(app);
  testMessageRoutes(app);
}
