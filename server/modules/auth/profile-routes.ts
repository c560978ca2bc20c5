/** GET /v1/api/users/my-profile: who is signed in, where, with which package features. */
import type { FastifyInstance } from 'fastify';
import { ADMIN_APP_ROLES } from '../../../resources.config';
import { myProfile } from './profile-service';
import { ok } from '../../core/reply';
import { typed } from '../../core/typed';
import { answers } from '../../core/openapi/responses';
import { profileSchema } from '../../../domain/profile';

export function profileRoutes(fastify: FastifyInstance): void {
  const app = typed(fastify);
  app.get(
    '/users/my-profile',
    {
      config: { gate: { roles: ADMIN_APP_ROLES, features: [] }, openWhenLapsed: true },
      schema: {
        summary: 'Your profile',
        description:
          'Who is signed in: their account, the branches they work in and the one selected, the academy, and its package features.',
        response: answers(profileSchema),
      },
    },
    async (request) => ok(await myProfile(request.ctx!)),
  );
}
