/**
 * The parents' area (`/parent/...`): signing in with their phone (sign-in/), then what the
 * schemas declare a parent reads of their family, and who they are.
 */
import type { FastifyInstance } from 'fastify';
import { parentReads } from './parent-reads';
import { signInRoutes } from './sign-in/sign-in-routes';

export default async function parents(app: FastifyInstance): Promise<void> {
  signInRoutes(app);
  parentReads(app);
}
