/** Money taken and spent: the routes beyond the revenues' and expenses' generic CRUD (collecting a fee). */
import type { FastifyInstance } from 'fastify';
import { revenueRoutes } from './revenue-routes';

export default async function money(app: FastifyInstance): Promise<void> {
  revenueRoutes(app);
}
