/**
 * The `{id, name}` of each related row (`class_id` → `class`, `branch_ids` →
 * `branches`) as columns of the same statement that reads the rows: one round trip
 * however many relations a resource has. A record the caller cannot read (another
 * branch's) is not named, and a list of ids keeps its order.
 */
import { sql, type RawBuilder } from 'kysely';
import { assertIdentifier } from '../../db/entity-tables';
import type { RequestContext } from '../context';
import type { EntityModel, Relation } from './entity-model';

/** Ids in a jsonb list that could be row ids; anything else names nothing (and must not fail the cast). */
const ID_TEXT = '^[0-9]{1,9}$';

function visibleTo(ctx: RequestContext, rel: Relation): RawBuilder<boolean> {
  const own = ctx.user.branchIds;
  if (!own.length || !rel.branchBound) return sql<boolean>`true`;
  return sql<boolean>`r.${sql.ref(rel.branchBound)} in (${sql.join(own)})`;
}

function relationColumn(ctx: RequestContext, rel: Relation, from: string): RawBuilder<unknown> {
  const target = sql.table(assertIdentifier(rel.target));
  const field = sql.ref(`${from}.${assertIdentifier(rel.field)}`);
  const academy = sql.ref(`${from}.academy_id`);
  const named = sql`json_build_object('id', r.id, 'name', r.${sql.ref(assertIdentifier(rel.titleField))})`;
  if (!rel.many) {
    return sql`(select ${named} from ${target} r where r.academy_id = ${academy} and r.id = ${field} and ${visibleTo(ctx, rel)})`;
  }
  return sql`(select coalesce(json_agg(${named} order by e.ord), '[]'::json)
    from jsonb_array_elements_text(case when jsonb_typeof(${field}) = 'array' then ${field} else '[]'::jsonb end) with ordinality e(v, ord)
    join ${target} r on r.academy_id = ${academy} and r.id = case when e.v ~ ${ID_TEXT} then e.v::int end
    where ${visibleTo(ctx, rel)})`;
}

/** The relation columns of `model`'s rows read from `from` (the table, or a CTE of written rows). */
export function relationColumns(ctx: RequestContext, model: EntityModel, from: string = model.table) {
  return model.relations.map((rel) => relationColumn(ctx, rel, from).as(rel.as));
}
