/** Pick-up transport: bus stops' players, pick-up attendance and its fees. */
import type { FastifyInstance } from 'fastify';
import { transportRoutes } from './transport-routes';

export default async function transport(app: FastifyInstance): Promise<void> {
  transportRoutes(app);
}
