/** Loyalty: players' points, read and adjusted by hand; points earned by orders, birthdays and referrals, member levels and redeemed rewards. */
import type { FastifyInstance } from 'fastify';
import { pointsRoutes } from './points-routes';

export default async function loyalty(app: FastifyInstance): Promise<void> {
  pointsRoutes(app);
}
