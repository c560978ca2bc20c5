/**
 * Player actions of spec §7 beyond CRUD: bulk change of branch, reactivation and
 * the member card. Same gate as the players resource.
 */
import type { FastifyInstance } from 'fastify';
import { changeBranch, reactivatePlayer, RESET_ATTENDANCE, RESET_SESSIONS, setMemberCard } from './player-service';
import { ok } from '../../core/reply';
import { typed } from '../../core/typed';
import { answers } from '../../core/openapi/responses';

const idParams = { type: 'object', properties: { id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } }, required: ['id'] } as const;
const id = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const;
const moves = {
  type: 'array',
  minItems: 1,
  maxItems: 500,
  items: {
    type: 'object',
    properties: {
      player_id: id,
      class_id: id,
      schedules: {
        type: 'array',
        maxItems: 14,
        items: {
          type: 'object',
          properties: {
            day_of_week: { type: 'string', pattern: '^[1-7]$' },
            start_time: { type: 'string', pattern: '^\\d{2}:\\d{2}$' },
            end_time: { type: 'string', pattern: '^\\d{2}:\\d{2}$' },
          },
          required: ['day_of_week', 'start_time', 'end_time'],
          additionalProperties: false,
        },
      },
    },
    required: ['player_id', 'class_id'],
    additionalProperties: false,
  },
} as const;
const reactivation = {
  type: 'object',
  properties: { data_reset: { type: 'array', items: { enum: [RESET_ATTENDANCE, RESET_SESSIONS] }, uniqueItems: true } },
  additionalProperties: false,
} as const;
const card = { type: 'object', properties: { active: { type: 'boolean' } }, required: ['active'], additionalProperties: false } as const;

export function playerRoutes(fastify: FastifyInstance): void {
  const app = typed(fastify);
  const model = app.models.get('players');
  if (!model) return;
  const config = { gate: { roles: model.config.roles, features: model.config.features } };
  const player = { $ref: `${model.config.name}#` };

  app.put(
    '/admin/players/change-branch',
    {
      config,
      schema: {
        summary: 'Move players to another branch',
        description: 'Each player to a class, and so to its branch, with the slots they attend there; all or nothing.',
        body: moves,
        response: answers({ type: 'array', items: player }),
      },
    },
    async (request) => ok(await changeBranch(request.ctx!, app.models, request.body), 'updated'),
  );
  app.put(
    '/players/:id/reactive',
    {
      config,
      schema: {
        summary: 'Reactivate a player',
        description:
          'Brings back a player who left or was deleted; `data_reset` may also delete their attendance (1) or set their sessions left to 0 (2).',
        params: idParams,
        body: reactivation,
        response: answers(player),
      },
    },
    async (request) => ok(await reactivatePlayer(request.ctx!, model, request.params.id, request.body?.data_reset ?? []), 'updated'),
  );
  app.put(
    '/admin/player-member-card/:id',
    {
      config,
      schema: {
        summary: "Turn a player's member card on or off",
        description: 'The card is valid for a year from its first activation; once that year is over it cannot be turned on again.',
        params: idParams,
        body: card,
        response: answers(player),
      },
    },
    async (request) => ok(await setMemberCard(request.ctx!, model, request.params.id, request.body.active), 'updated'),
  );
}
