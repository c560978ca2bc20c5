/** PUT /v1/api/admin/users/reset-password (admin only, spec §7): a new password for a staff account. */
import type { FastifyInstance } from 'fastify';
import { resetPassword } from './user-service';
import { ok } from '../../core/reply';
import { typed } from '../../core/typed';
import { answers } from '../../core/openapi/responses';

const body = {
  type: 'object',
  properties: { user_name: { type: 'string', minLength: 1, maxLength: 50 }, password: { type: 'string', maxLength: 64 } },
  required: ['user_name', 'password'],
  additionalProperties: false,
} as const;

export function userRoutes(fastify: FastifyInstance): void {
  const app = typed(fastify);
  app.put(
    '/admin/users/reset-password',
    {
      config: { gate: { roles: ['admin'], features: ['setup.user_access'] } },
      schema: {
        summary: "Reset a staff account's password",
        description:
          'Admins only: a new password (8 characters or more) for the account with this login name; every session of that account ends.',
        body,
        response: answers({ type: 'null' }),
      },
    },
    async (request) => {
      await resetPassword(request.ctx!, request.body.user_name, request.body.password);
      return ok(null, 'updated');
    },
  );
}
