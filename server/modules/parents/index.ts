/**
 * The parents' area (`/parent/...`): signing in with their phone (sign-in/), then what the
 * schemas declare a parent reads of their family, and who they are; paying a fee and its receipt; asking for leave; booking a make-up; a child's attendance with the teachers' notes; the family's lessons; a child's points; the parent's choices for the academy's messages.
 */
import type { FastifyInstance } from 'fastify';
import { parentReads } from './parent-reads';
import { parentFees } from './parent-fees';
import { parentRequests } from './parent-requests';
import { parentMakeups } from './parent-makeups';
import { parentAttendance } from './parent-attendance';
import { parentLessons } from './parent-lessons';
import { parentPreferences } from './parent-preferences';
import { parentPoints } from './parent-points';
import { signInRoutes } from './sign-in/sign-in-routes';

export default async function parents(app: FastifyInstance): Promise<void> {
  signInRoutes(app);
  parentReads(app);
  parentFees(app);
  parentRequests(app);
  parentMakeups(app);
  parentAttendance(app);
  parentLessons(app);
  parentPreferences(app);
  parentPoints(app);
}
