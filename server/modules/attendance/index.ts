/** Attendance of players and teachers: the day and month grids, saving a day, a person's history; late marks and sessions left follow the academy's rules (attendance-policy.ts). */
import type { FastifyInstance } from 'fastify';
import { attendanceRoutes } from './attendance-routes';

export default async function attendance(app: FastifyInstance): Promise<void> {
  attendanceRoutes(app);
}
