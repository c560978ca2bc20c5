/**
 * Messages to parents and customers beyond the events' own: the message to all customers, one not
 * delivered sent again, the settings pages' test messages, and the Zalo Official Account's connection.
 */
import type { FastifyInstance } from 'fastify';
import { broadcastRoutes } from './broadcast-routes';
import { resendRoutes } from './resend-routes';
import { testMessageRoutes } from './test-message-routes';
import { zaloRoutes } from './zalo/zalo-routes';

export default async function notifications(app: FastifyInstance): Promise<void> {
  broadcastRoutes(app);
  resendRoutes(app);
  testMessageRoutes(app);
  zaloRoutes(app);
}
