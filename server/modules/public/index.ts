/** Public pages: what the academy's site and registration form read without signing in. */
import type { FastifyInstance } from 'fastify';
import { publicRoutes } from './public-routes';

export default async function publicPages(app: FastifyInstance): Promise<void> {
  publicRoutes(app);
}
