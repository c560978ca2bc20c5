/** Schedules and time off: the weekly timetable of classes and practices; leave requests are decided through their generic PATCH (time-off-service.ts). */
import type { FastifyInstance } from 'fastify';
import { scheduleRoutes } from './schedule-routes';

export default async function schedules(app: FastifyInstance): Promise<void> {
  scheduleRoutes(app);
}
