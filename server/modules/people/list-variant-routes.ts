/**
 * Lists spec §7 asks for at paths of their own: a bus stop's riders, staff
 * accounts without some user types, a parent's children and the branches a user works in. Each is
 * the resource's generic list with a filter the path implies.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { ADMIN_APP_ROLES } from '../../../resources.config';
import { MY_BRANCHES_PATH, branchOptionSchema } from '../../../domain/branches';
import { getRecord, listRecords } from '../../core/crud/crud-service';
import { listQueryDescription, withImplied } from '../../core/crud/list-query';
import { answers, pageOf } from '../../core/openapi/responses';
import { ok } from '../../core/reply';
import { typed } from '../../core/typed';

type Query = Record<string, unknown>;
const idParams = { type: 'object', properties: { id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } }, required: ['id'] } as const;

export function listVariantRoutes(fastify: FastifyInstance): void {
  const app = typed(fastify);
  const riders = app.models.get('player_bus_stops');
  const busStops = app.models.get('bus_stops');
  if (riders && busStops) {
    const config = { gate: { roles: riders.config.roles, features: riders.config.features } };
    // Open list filters, no querystring schema: typed by hand, and so the params too (a generic stops schema inference).
    app.get<{ Params: { id: number }; Querystring: Query }>(
      '/admin/bus-stops/:id/players',
      {
        config: { ...config, listQuery: listQueryDescription(riders, { implied: ['busStopIds'] }) },
        schema: {
          summary: 'Riders of a bus stop',
          description: 'The riders list, filtered to this bus stop.',
          params: idParams,
          response: answers(pageOf({ $ref: `${riders.config.name}#` })),
        },
      },
      async (request) => {
        await getRecord(request.ctx!, busStops, request.params.id);
        const query = withImplied(riders, request.query, { busStopIds: String(request.params.id) }, request.ctx!.t);
        return ok(await listRecords(request.ctx!, riders, query));
      },
    );
  }

  const users = app.models.get('users');
  if (users) {
    const config = { gate: { roles: users.config.roles, features: users.config.features } };
    const userTypes = (users.schema.properties.user_type.enum ?? []).map(String);
    // `user-type-restricted=player,teacher`: every account but those types.
    // No params or querystring schema (open list filters): typed by hand.
    app.get<{ Params: { types: string }; Querystring: Query }>(
      '/admin/users/user-type-restricted=:types',
      {
        config: { ...config, listQuery: listQueryDescription(users, { implied: ['userTypes'] }) },
        schema: {
          params: {
            type: 'object',
            properties: { types: { type: 'string', description: 'Comma-joined user types' } },
            required: ['types'],
          },
          summary: 'User accounts except some user types',
          description: 'The user access list without the comma-joined user types of the path (`user-type-restricted=player,teacher`).',
          response: answers(pageOf({ $ref: `${users.config.name}#` })),
        },
      },
      async (request) => {
        const restricted = new Set(request.params.types.split(','));
        const shown = userTypes.filter((type) => !restricted.has(type));
        const query = withImplied(users, request.query, { userTypes: shown.join(',') || '-' }, request.ctx!.t);
        return ok(await listRecords(request.ctx!, users, query));
      },
    );
  }

  const customers = app.models.get('customers');
  const players = app.models.get('players');
  if (customers && players) {
    const config = { gate: { roles: customers.config.roles, features: customers.config.features } };
    // A parent account's children: the players registered under its phone number.
    // Open list filters, no querystring schema: typed by hand, and so the params too (a generic stops schema inference).
    app.get<{ Params: { id: number }; Querystring: Query }>(
      '/admin/users/:id/players',
      {
        config: { ...config, listQuery: listQueryDescription(players, { implied: ['ids'] }) },
        schema: {
          summary: 'Children of a parent',
          description: "The players registered under this customer's phone number, as the players list.",
          params: idParams,
          response: answers(pageOf({ $ref: `${players.config.name}#` })),
        },
      },
      async (request) => {
        const ctx = request.ctx!;
        const parent = await getRecord(ctx, customers, request.params.id);
        const children = await ctx.db
          .selectFrom('players')
          .select('id')
          .where('academy_id', '=', ctx.academy.id)
          .where('deleted_at', 'is', null)
          .where('mobile', '=', String(parent.mobile))
          .execute();
        return ok(
          await listRecords(ctx, players, withImplied(players, request.query, { ids: children.map((c) => c.id).join(',') || '0' }, ctx.t)),
        );
      },
    );
  }

  app.get(
    MY_BRANCHES_PATH,
    {
      config: { gate: { roles: ADMIN_APP_ROLES, features: [] } },
      schema: {
        summary: 'Your branches',
        description: 'The active branches the signed-in user works in (all of them for a user bound to none), by name, as one page.',
        response: answers(pageOf(branchOptionSchema)),
      },
    },
    async (request) => {
      const ctx = request.ctx!;
      let q = ctx.db
        .selectFrom('branches')
        .select(['id', 'name'])
        .where('academy_id', '=', ctx.academy.id)
        .where('deleted_at', 'is', null)
        .where('auditing_status', '=', 1);
      q = ctx.user.branchIds.length ? q.where('id', 'in', ctx.user.branchIds) : q;
      const content = await q.orderBy(sql`name`).execute();
      return ok({ page: 0, size: content.length, total_elements: content.length, total_pages: 1, content });
    },
  );
}
