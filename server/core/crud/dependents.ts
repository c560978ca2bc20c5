/**
 * What depends on a record, and its delete. Live rows whose reference restricts
 * (`x-on-delete`, restrict by default) refuse the delete with 409 HAS_DEPENDENTS,
 * naming each resource and its count; rows whose reference cascades are deleted
 * with the record, in the same transaction, and so on down; rows that keep their
 * reference (history) are left pointing at it. Dependents are counted across the
 * academy, not only the caller's branches: a row the caller cannot see must not
 * be left pointing at a deleted record either.
 */
import { sql, type RawBuilder } from 'kysely';
import { countedName, joinedList, lowerFirst } from '../../../domain/dependents';
import { atomically } from '../../db/atomically';
import type { RequestContext } from '../context';
import { ApiError } from '../errors';
import { getRecord } from './crud-service';
import type { EntityModel } from './entity-model';
import { referenceGraph, type Reference } from './reference-graph';
import { dynamicDb } from '../../db/dynamic-db';

type Models = Map<string, EntityModel>;
/** Records by resource: those a delete takes with it. */
type Records = Map<string, Set<number>>;

export interface Dependent {
  resource: string;
  /** "4 lớp học", "98 players". */
  label: string;
  count: number;
  /** `restrict`: stops the delete; `cascade`: goes with it. */
  on_delete: 'restrict' | 'cascade';
}

export interface Dependents {
  /** How many live records stop the delete. */
  total: number;
  dependents: Dependent[];
  /** "Chi nhánh này còn 4 lớp học và 98 học viên"; null when nothing stops the delete. */
  message: string | null;
}

const graphs = new WeakMap<Models, Reference[]>();
function graphOf(models: Models): Reference[] {
  if (!graphs.has(models)) graphs.set(models, referenceGraph([...models.values()].map((m) => m.schema)));
  return graphs.get(models)!;
}

/** The rows of `ref.from` that refer to one of `ids` through `ref`. */
function refersTo(ref: Reference, ids: number[]): RawBuilder<boolean> {
  const column = sql.ref(ref.field);
  if (ref.holds === 'id') return sql<boolean>`${column} in (${sql.join(ids)})`;
  const holding = (id: number) => JSON.stringify(ref.holds === 'ids' ? [id] : [{ [ref.key!]: id }]);
  return sql<boolean>`(${sql.join(
    ids.map((id) => sql`${column} @> ${holding(id)}::jsonb`),
    sql` or `,
  )})`;
}

const live = (ctx: RequestContext, table: string) =>
  dynamicDb(ctx.db).selectFrom(table).where('academy_id', '=', ctx.academy.id).where('deleted_at', 'is', null);

/** The record and every live record that cascades from it, however deep. */
async function withCascade(ctx: RequestContext, graph: Reference[], resource: string, id: number): Promise<Records> {
  const taken: Records = new Map([[resource, new Set([id])]]);
  for (let reached: Records = new Map([[resource, new Set([id])]]); reached.size;) {
    const next: Records = new Map();
    for (const ref of graph.filter((r) => r.onDelete === 'cascade' && reached.has(r.target))) {
      const rows = await live(ctx, ref.from)
        .select('id')
        .where(refersTo(ref, [...reached.get(ref.target)!]))
        .execute();
      for (const row of rows.map((r) => Number(r.id)).filter((rowId) => !taken.get(ref.from)?.has(rowId))) {
        for (const set of [taken, next]) set.set(ref.from, (set.get(ref.from) ?? new Set()).add(row));
      }
    }
    reached = next;
  }
  return taken;
}

/** Live records outside `taken` that restrict the delete of one in it, counted per resource. */
async function restricting(ctx: RequestContext, graph: Reference[], taken: Records): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  const refs = graph.filter((r) => r.onDelete === 'restrict' && r.resource && taken.has(r.target));
  for (const from of new Set(refs.map((r) => r.from))) {
    const own = [...(taken.get(from) ?? [])];
    let query = live(ctx, from).where(
      sql<boolean>`(${sql.join(
        refs.filter((r) => r.from === from).map((r) => refersTo(r, [...taken.get(r.target)!])),
        sql` or `,
      )})`,
    );
    if (own.length) query = query.where('id', 'not in', own);
    const { count } = await query.select(sql<number>`count(*)`.as('count')).executeTakeFirstOrThrow();
    if (Number(count)) counts.set(from, Number(count));
  }
  return counts;
}

async function inspect(ctx: RequestContext, models: Models, model: EntityModel, id: number) {
  const graph = graphOf(models);
  const taken = await withCascade(ctx, graph, model.config.name, id);
  const blocking = await restricting(ctx, graph, taken);
  const dependent = (resource: string, count: number, onDelete: Dependent['on_delete']): Dependent => ({
    resource,
    label: countedName(ctx.lang, models.get(resource)!.schema['x-label-one'], count),
    count,
    on_delete: onDelete,
  });
  const cascading = [...taken]
    .map(([resource, ids]) => [resource, resource === model.config.name ? ids.size - 1 : ids.size] as const)
    .filter(([, count]) => count > 0);
  const dependents = [
    ...[...blocking].map(([r, count]) => dependent(r, count, 'restrict')),
    ...cascading.map(([r, count]) => dependent(r, count, 'cascade')),
  ];
  const blockers = dependents.filter((d) => d.on_delete === 'restrict');
  const one = model.schema['x-label-one'][ctx.lang];
  const message = blockers.length
    ? ctx.t('dependents.blocked', {
        what: ctx.lang === 'en' ? lowerFirst(one) : one,
        list: joinedList(
          ctx.lang,
          blockers.map((d) => d.label),
        ),
      })
    : null;
  return { taken, answer: { total: blockers.reduce((sum, d) => sum + d.count, 0), dependents, message } satisfies Dependents };
}

/** GET {item}/:id/dependents: what stops deleting the record and what would go with it, for the confirmation. */
export async function findDependents(ctx: RequestContext, models: Models, model: EntityModel, id: number): Promise<Dependents> {
  await getRecord(ctx, model, id);
  return (await inspect(ctx, models, model, id)).answer;
}

type Remove = (ctx: RequestContext, model: EntityModel, id: number) => Promise<void>;

/** A resource's delete (generic or its writer's), refused while records depend on it, taking what cascades with it. */
export function guardedRemove(models: Models, remove: Remove): Remove {
  return (ctx, model, id) =>
    atomically(ctx.db, async (db) => {
      const tx = { ...ctx, db };
      await getRecord(tx, model, id);
      const { taken, answer } = await inspect(tx, models, model, id);
      if (answer.message) {
        const errors = answer.dependents.filter((d) => d.on_delete === 'restrict').map((d) => ({ field: d.resource, message: d.label }));
        throw new ApiError(409, 'HAS_DEPENDENTS', answer.message, errors);
      }
      await remove(tx, model, id);
      // Cascading resources have no delete writer of their own: their rows are soft-deleted here.
      for (const [resource, ids] of taken) {
        const others = [...ids].filter((rowId) => resource !== model.config.name || rowId !== id);
        if (others.length) {
          await dynamicDb(db)
            .updateTable(resource)
            .set({ deleted_at: sql`now()` })
            .where('academy_id', '=', ctx.academy.id)
            .where('id', 'in', others)
            .where('deleted_at', 'is', null)
            .execute();
        }
      }
    });
}

/** The answer of GET {item}/:id/dependents, for the route's response and the API's document. */
export const dependentsSchema = {
  type: 'object',
  properties: {
    total: { type: 'integer' },
    dependents: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          resource: { type: 'string' },
          label: { type: 'string' },
          count: { type: 'integer' },
          on_delete: { enum: ['restrict', 'cascade'] },
        },
        required: ['resource', 'label', 'count', 'on_delete'],
        additionalProperties: false,
      },
    },
    message: { type: ['string', 'null'] },
  },
  required: ['total', 'dependents', 'message'],
  additionalProperties: false,
};
