/**
 * A resource's deleted records brought back (`POST {item}/:id/restore`) and a
 * record's history (`GET {item}/:id/history`), the admin's alone like the
 * deleted list (`GET {list}?deleted=true`): the history names who did what,
 * which is the audit log's, and the audit log is the admin's.
 */
import type { FastifyInstance } from 'fastify';
import type { EntityModel } from '../../core/crud/entity-model';
import { HISTORY_ACTIONS, recordHistory, restoreRecord } from '../../core/crud/trash-service';
import { ok } from '../../core/reply';
import { answers } from '../../core/openapi/responses';
import { typed } from '../../core/typed';
import { emptyWhenAbsent, NO_BODY } from '../../core/hooks/validators';
import { hasTrash, isRestorable, TRASH_ROLE } from '../../../domain/trash';
import { writers } from './writers';

const idParams = {
  type: 'object',
  properties: { id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } },
  required: ['id'],
} as const;

const nullable = (type: string) => ({ type: [type, 'null'] });

const historyEntry = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    action: { enum: HISTORY_ACTIONS },
    create_date: { type: 'string', format: 'date-time', description: 'When' },
    user_id: nullable('integer'),
    user_name: { ...nullable('string'), description: 'Login name of who did it, as it was then' },
    user: {
      type: ['object', 'null'],
      properties: { id: { type: 'integer' }, name: { type: 'string' } },
      required: ['id', 'name'],
      additionalProperties: false,
    },
  },
  required: ['id', 'action', 'create_date', 'user_id', 'user_name', 'user'],
  additionalProperties: false,
};

export function trashRoutes(fastify: FastifyInstance, model: EntityModel): void {
  if (!hasTrash(model.config)) return;
  const app = typed(fastify);
  const { api, roles, features } = model.config;
  const gate = { roles: roles.filter((role) => role === TRASH_ROLE), features };
  const item = `/${api.item}/:id`;
  const one = (model.schema['x-label-one']?.en ?? model.config.name).toLowerCase();

  if (isRestorable(model.config)) {
    app.post(
      `${item}/restore`,
      {
        config: { gate, audit: 'RESTORE', refuses: { 409: ['REFERENCE_DELETED', 'RESTORE_CONFLICT'] } },
        preValidation: emptyWhenAbsent,
        schema: {
          summary: `Restore a deleted ${one}`,
          description:
            'Brings the record back into its lists. 409 `REFERENCE_DELETED` when a record it refers to is deleted, naming each such field.',
          params: idParams,
          body: NO_BODY,
          response: answers({ $ref: `${model.config.name}#` }),
        },
      },
      async (request) => {
        const row = await restoreRecord(request.ctx!, app.models, model.forRole(request.ctx!.user.role), request.params.id);
        await writers[model.config.name]?.restored?.(request.ctx!, row);
        return ok(row, 'restored');
      },
    );
  }
  app.get(
    `${item}/history`,
    {
      config: { gate },
      schema: {
        summary: `History of a ${one}`,
        description: 'Who created, changed, deleted and restored the record, and when, oldest first (the newest 200).',
        params: idParams,
        response: answers({ type: 'array', items: historyEntry }),
      },
    },
    async (request) => ok(await recordHistory(request.ctx!, model, request.params.id)),
  );
}
