/**
 * The parents' reads, derived from the schemas' parent declarations: for every resource whose
 * schema says whose rows are a parent's, `GET /parent/<its route>` (the family's rows, paged)
 * and `GET /parent/<its route>/{id}` (one of them; any other is not found, like a missing one);
 * and `GET /parent/me`, the parent and their children with each child card's figures (parent-lessons.ts).
 * Every answer is cut to the parent's fields.
 */
import type { FastifyInstance } from 'fastify';
import { forAudience } from '../../core/audience';
import { getRecord, listRecords } from '../../core/crud/crud-service';
import type { EntityModel } from '../../core/crud/entity-model';
import { answers, pageOf } from '../../core/openapi/responses';
import { ok } from '../../core/reply';
import {
  PARENT_AREA,
  PARENT_ME_GATE,
  parentGate,
  parentMeSchema,
  parentPath,
  type ParentChild,
  type ParentMe,
} from '../../../domain/parent-area';
import { parentOwner } from '../../../schemas/catalogue';
import { PARENT_ACADEMY } from '../../../schemas/vocabulary';
import { familyContext, familyOf } from './parent-family';
import { familyRows, parentListQuery, parentModels, parentRecordSchema } from './parent-rows';
import { childFigures } from './parent-lessons';

const idParams = {
  type: 'object',
  properties: { id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } },
  required: ['id'],
} as const;
const THROUGH = { players: 'their children', classes: "their children's classes", branches: "their children's branches" };
const THEIRS = "The family's are the records of the academy's players registered with the parent's phone (`users.mobile`).";

/** What the list and a record answer, and whose their rows are, as the schema declares (`x-audience-own.parent`). */
function described(model: EntityModel, label: string, one: string): { list: string; record: string } {
  const owner = parentOwner(model.schema)!;
  const notFound = '404 `NOT_FOUND` for any other, as for none.';
  if (owner !== PARENT_ACADEMY)
    return {
      list: `The family's ${label} (through ${THROUGH[owner]}), paged, each with the fields its schema gives a parent. ${THEIRS}`,
      record: `One ${one} of the family's; ${notFound} ${THEIRS}`,
    };
  const until = model.schema['x-valid-until'];
  const published = `published (\`auditing_status\` 1)${until ? ` and not past its \`${until}\`` : ''}`;
  return {
    list: `The academy's ${label}, every family's while ${published}, paged, each with the fields its schema gives a parent.`,
    record: `One ${one} of the academy's while ${published}; ${notFound}`,
  };
}

interface ListQuery {
  page?: number;
  size?: number;
  sort?: string;
  fromDate?: string;
  toDate?: string;
}

function resourceReads(fastify: FastifyInstance, model: EntityModel): void {
  const config = { gate: parentGate(model.config) };
  const record = parentRecordSchema(model);
  const label = (model.schema['x-label']?.en ?? model.config.name).toLowerCase();
  const one = (model.schema['x-label-one']?.en ?? label).toLowerCase();
  const description = described(model, label, one);
  const path = parentPath(model.config);

  fastify.get<{ Querystring: ListQuery }>(
    path,
    {
      config,
      schema: {
        summary: `List the parent's ${label}`,
        description: description.list,
        querystring: parentListQuery(model),
        response: answers(pageOf(record)),
      },
    },
    async (request) => {
      const ctx = request.ctx!;
      const page = await listRecords(familyContext(ctx), familyRows(model, await familyOf(ctx)), { ...request.query });
      return ok({ ...page, content: page.content.map((row) => forAudience(model, 'parent', row)) });
    },
  );

  fastify.get<{ Params: { id: number } }>(
    `${path}/:id`,
    {
      config,
      schema: {
        summary: `Read one of the parent's ${label}`,
        description: description.record,
        params: idParams,
        response: answers(record),
      },
    },
    async (request) => {
      const ctx = request.ctx!;
      const row = await getRecord(familyContext(ctx), familyRows(model, await familyOf(ctx)), request.params.id);
      return ok(forAudience(model, 'parent', row));
    },
  );
}

/** `me`: the parent's login and their children, as the players' parent reads cut them. */
function meRoute(fastify: FastifyInstance, players: EntityModel): void {
  fastify.get(
    `/${PARENT_AREA}/me`,
    {
      config: { gate: PARENT_ME_GATE },
      schema: {
        summary: 'The parent and their children',
        description: `The signed-in parent's login and their children, each with their class and branch as \`{id, name}\` and their card's figures: the next lesson they are expected at (\`next_lesson\`, from the family's lessons, \`GET /parent/lessons\`) and their fees not paid (\`unpaid\`: how many, and the amount). ${THEIRS}`,
        querystring: { type: 'object', properties: {}, additionalProperties: false },
        response: answers(parentMeSchema(parentRecordSchema(players))),
      },
    },
    async (request) => {
      const ctx = request.ctx!;
      const family = await familyOf(ctx);
      const [children, figures] = await Promise.all([
        listRecords(familyContext(ctx), familyRows(players, family), { size: 100 }),
        childFigures(ctx, family),
      ]);
      const me: ParentMe = {
        parent: family.parent,
        children: children.content.map(
          (row) =>
            ({
              ...forAudience(players, 'parent', row),
              ...(figures.get(Number(row.id)) ?? { next_lesson: null, unpaid: { count: 0, amount: 0 } }),
            }) as ParentChild,
        ),
      };
      return ok(me);
    },
  );
}

export function parentReads(fastify: FastifyInstance): void {
  const models = parentModels(fastify.models.values());
  const players = models.find((model) => model.config.name === 'players');
  if (players) meRoute(fastify, players);
  for (const model of models) resourceReads(fastify, model);
}
