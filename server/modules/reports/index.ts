/** Money and people reports and the dashboard, computed from the academy's records. */
import type { FastifyInstance } from 'fastify';
import { dashboardRoutes } from './dashboard-routes';
import { reportRoutes } from './report-routes';

export default async function reports(app: FastifyInstance): Promise<void> {
  dashboardRoutes(app);
  reportRoutes(app);
}
