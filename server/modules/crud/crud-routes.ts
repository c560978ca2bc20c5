/**
 * The generic CRUD routes of every registry resource, at the spec §7 paths the
 * entry names (`api.list`, `api.create`, `api.item` and their aliases), each behind its gate.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { EntityModel } from '../../core/crud/entity-model';
import {
  createRecord,
  deleteRecord,
  getRecord,
  listAllRecords,
  listRecords,
  patchRecord,
  updateRecord,
} from '../../core/crud/crud-service';
import { listQueryDescription, seenQuery } from '../../core/crud/list-query';
import { writeIfMatch } from '../../core/crud/conditional-write';
import { etagOf } from '../../core/crud/record-version';
import { conditional, ifMatchHeaders, versioned } from '../../core/openapi/record-versions';
import { dependentsSchema, findDependents, guardedRemove } from '../../core/crud/dependents';
import { writers } from './writers';
import { ok } from '../../core/reply';
import { answers, pageOf } from '../../core/openapi/responses';
import { recordBody, type BodyAction } from '../../core/openapi/request-bodies';
import type { Refuses } from '../../core/openapi/refusals';
import { typed } from '../../core/typed';
import { writeGate } from '../../../domain/gate';

const idParams = {
  type: 'object',
  properties: { id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } },
  required: ['id'],
} as const;

/** A record's answer names its version in `ETag`; edits send it back as `If-Match`. */
function withVersion<T extends Record<string, unknown>>(reply: FastifyReply, row: T): T {
  const etag = etagOf(row);
  if (etag) reply.header('etag', etag);
  return row;
}

export function crudRoutes(fastify: FastifyInstance, model: EntityModel): void {
  const app = typed(fastify);
  const { api, roles, features } = model.config;
  const config = { gate: { roles, features } };
  const writeConfig = { gate: writeGate(model.config) };
  // A record's body is checked by the CRUD service with its schema (422 naming each field); the document shows that schema.
  const refuses: Refuses = model.config.scope === 'branch' ? { 403: ['BRANCH_NOT_ALLOWED'] } : {};
  const bodyConfig = (action: BodyAction) => ({ ...writeConfig, refuses, requestBody: { schema: recordBody(model, action) } });
  const item = `/${api.item}/:id`;
  const writer = writers[model.config.name] ?? {};
  const create = writer.create ?? createRecord;
  const update = writer.update ?? updateRecord;
  // Every delete, generic or a writer's, is refused while records depend on the record.
  const remove = guardedRemove(fastify.models, writer.remove ?? deleteRecord);
  const record = { $ref: `${model.config.name}#` };
  // Fields some roles may not see (`x-roles`) are neither answered to nor taken from them.
  const seenBy = (request: FastifyRequest) => model.forRole(request.ctx!.user.role);
  const label = model.schema['x-label']?.en ?? model.config.name;
  const one = model.schema['x-label-one']?.en ?? label;
  const summary = (verb: string, what = one) => ({ summary: `${verb} ${what.toLowerCase()}` });
  const listAll = {
    type: 'object',
    properties: {
      total_elements: { type: 'integer' },
      truncated: { type: 'boolean' },
      content: { type: 'array', items: record },
      sub_total: { type: 'number' },
    },
    required: ['total_elements', 'truncated', 'content'],
    additionalProperties: false,
  };

  for (const path of [api.list, ...(api.listAliases ?? [])]) {
    app.get<{ Querystring: Record<string, unknown> }>(
      `/${path}`,
      {
        config: { ...config, listQuery: listQueryDescription(model) },
        schema: { ...summary('List', label), response: answers(pageOf(record)) },
      },
      async (request) =>
        ok(await listRecords(request.ctx!, seenBy(request), seenQuery(model, seenBy(request), request.query, request.ctx!.t))),
    );
  }
  if (api.listAll) {
    app.get<{ Querystring: Record<string, unknown> }>(
      `/${api.listAll}`,
      {
        config: { ...config, listQuery: listQueryDescription(model, { paged: false }) },
        schema: { ...summary('List all', label), response: answers(listAll) },
      },
      async (request) =>
        ok(await listAllRecords(request.ctx!, seenBy(request), seenQuery(model, seenBy(request), request.query, request.ctx!.t))),
    );
  }
  for (const path of api.create && !model.config.readOnly ? [api.create, ...(api.createAliases ?? [])] : []) {
    app.post(
      `/${path}`,
      { config: bodyConfig('create'), schema: { ...summary('Create'), response: versioned(answers(record, 201), 201) } },
      async (request, reply) =>
        reply.status(201).send(ok(withVersion(reply, await create(request.ctx!, seenBy(request), request.body)), 'created')),
    );
  }
  for (const path of [item, ...(api.getAliases ?? []).map((alias) => `/${alias}/:id`)]) {
    app.get(
      path,
      { config, schema: { ...summary('Read'), params: idParams, response: versioned(answers(record)) } },
      async (request, reply) => ok(withVersion(reply, await getRecord(request.ctx!, seenBy(request), request.params.id))),
    );
  }
  // Records the server alone writes (the audit log) have no route that changes them.
  if (model.config.readOnly) return;
  // A change sent with the version it was based on (`If-Match`) is refused once another has been saved.
  const changeSchema = { params: idParams, headers: ifMatchHeaders, response: conditional(answers(record)) };
  app.put(item, { config: bodyConfig('replace'), schema: { ...summary('Replace'), ...changeSchema } }, async (request, reply) =>
    ok(
      withVersion(
        reply,
        await writeIfMatch(request.ctx!, seenBy(request), request.params.id, request.headers['if-match'], (ctx) =>
          update(ctx, seenBy(request), request.params.id, request.body),
        ),
      ),
      'updated',
    ),
  );
  for (const path of [item, ...(api.patchAlias ? [`/${api.patchAlias}/:id`] : [])]) {
    app.patch(path, { config: bodyConfig('patch'), schema: { ...summary('Change fields of'), ...changeSchema } }, async (request, reply) =>
      ok(
        withVersion(
          reply,
          await writeIfMatch(request.ctx!, seenBy(request), request.params.id, request.headers['if-match'], (ctx) =>
            patchRecord(ctx, seenBy(request), request.params.id, request.body, update),
          ),
        ),
        'updated',
      ),
    );
  }
  app.get(
    `${item}/dependents`,
    { config, schema: { ...summary('What depends on'), params: idParams, response: answers(dependentsSchema) } },
    async (request) => ok(await findDependents(request.ctx!, fastify.models, seenBy(request), request.params.id)),
  );
  app.delete(
    item,
    {
      config: { ...writeConfig, refuses: { 409: ['HAS_DEPENDENTS'] } },
      schema: { ...summary('Delete'), params: idParams, response: answers({ type: 'null' }) },
    },
    async (request) => {
      await remove(request.ctx!, seenBy(request), request.params.id);
      return ok(null, 'deleted');
    },
  );
}
