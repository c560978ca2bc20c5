/** People and classes: players' moves between branches and classes, reactivation, member cards, and the lists of a bus stop's or a staff member's players. */
import type { FastifyInstance } from 'fastify';
import { playerRoutes } from './player-routes';
import { listVariantRoutes } from './list-variant-routes';

export default async function people(app: FastifyInstance): Promise<void> {
  playerRoutes(app);
  listVariantRoutes(app);
}
