/** Parents sign in with their phone: a one-time code (the token endpoint's `phone_code` grant takes it). */
import type { FastifyInstance } from 'fastify';
import { signInRoutes } from './sign-in-routes';

export default async function parentSignIn(app: FastifyInstance): Promise<void> {
  signInRoutes(app);
}
