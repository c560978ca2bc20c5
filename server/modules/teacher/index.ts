/** The teachers' area (`/teacher/...`): their lessons, rosters and marks, and their own sessions, pay, leave and account. */
import type { FastifyInstance } from 'fastify';
import { teacherRoutes } from './teacher-routes';
import { ownRoutes } from './own-routes';

export default async function teacher(app: FastifyInstance): Promise<void> {
  teacherRoutes(app);
  ownRoutes(app);
}
