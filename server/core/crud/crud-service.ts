/**
 * Generic, tenant-scoped CRUD for every resource in the registry. Every query is
 * filtered by the caller's academy (and branches for branch-scoped data) here,
 * so no route can forget it; columns come only from the schema.
 */
import { sql } from 'kysely';
import { assertIdentifier } from '../../db/entity-tables';
import { dynamicDb } from '../../db/dynamic-db';
import type { RequestContext } from '../context';
import { withinBranches } from '../branch-scope';
import { badRequest, forbidden, notFound, unprocessable, type FieldError } from '../errors';
import type { EntityModel, Relation } from './entity-model';
import { toFieldErrors } from '../field-errors';
import { parseListQuery, unpaged, type ListQuery } from './list-query';
import { rowValues } from './row-values';
import { TRASH_ROLE } from '../../../domain/trash';
import { nextVersion } from './record-version';
import { relationColumns } from './relation-columns';
import type { ListTotals } from '../cache/list-counts';
import { asStored } from '../../../schemas/typed-input';
import { academyToday } from '../academy-clock';
import { brokenRule, kindInUseMessage, wrongKindMessage } from './reference-kinds';
import { optionalNumberField } from './record-fields';

type Row = Record<string, unknown>;

export interface Page<T> {
  page: number;
  size: number;
  total_elements: number;
  total_pages: number;
  content: T[];
  /** More rows match than `total_elements` says (counting stops at COUNT_LIMIT). */
  total_is_lower_bound?: boolean;
  /** Total of the schema's `x-sum` field over every filtered row but those `x-uncounted` leaves out. */
  sub_total?: number;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The rows the caller may reach: live ones, or with `deleted` the deleted ones (trash-service.ts). */
export function scoped(ctx: RequestContext, model: EntityModel, deleted = false) {
  let q = dynamicDb(ctx.db)
    .selectFrom(model.table)
    .where('academy_id', '=', ctx.academy.id)
    .where('deleted_at', deleted ? 'is not' : 'is', null);
  if (model.config.scope === 'branch') q = q.where(withinBranches(ctx.branchIds, 'branch_id'));
  const visible = model.hiddenRows(ctx);
  return visible ? q.where(visible) : q;
}

/** A filter range's inclusive bounds (`x-filter-ranges`), either of which may be open. */
const rangeBounds = ({ min, max }: { min?: number; max?: number }) => [
  ...(min !== undefined ? [['>=', min] as const] : []),
  ...(max !== undefined ? [['<=', max] as const] : []),
];

/** The rows a list query selects, before paging. */
function filtered(ctx: RequestContext, model: EntityModel, query: ListQuery) {
  if (query.deleted && ctx.user.role !== TRASH_ROLE) throw forbidden(ctx.t('errors.forbiddenRole'), 'FORBIDDEN_ROLE');
  let base = scoped(ctx, model, query.deleted);
  if (query.search) base = base.where((eb) => eb.or(query.search!.map((text) => eb('search_text', 'like', `%${escapeLike(text)}%`))));
  for (const f of query.filters) {
    // A list of ids (a class's teachers) matches when it holds any of the values.
    base = f.ranges
      ? base.where((eb) => eb.or(f.ranges!.map((range) => eb.and(rangeBounds(range).map(([op, n]) => eb(f.field, op, n))))))
      : model.schema.properties[f.field]?.type === 'array'
        ? base.where((eb) => eb.or(f.values.map((v) => sql<boolean>`${sql.ref(f.field)} @> ${JSON.stringify([v])}::jsonb`)))
        : f.floor !== undefined && f.values.includes(f.floor)
          ? base.where((eb) => eb.or([eb(f.field, 'in', f.values), eb(f.field, '<', f.floor!)]))
          : base.where(f.field, 'in', f.values);
  }
  if (query.from) base = base.where(model.dateRange!, '>=', query.from);
  if (query.to) base = base.where(model.dateRange!, '<=', query.to);
  return base;
}

/** Past this many matching rows a list says "10,000+": counting further costs a scan and tells the user nothing. */
export const COUNT_LIMIT = 10_000;

/**
 * How many rows match, counted up to COUNT_LIMIT (exactly when the schema sums a
 * field: the sum needs every row), and kept for the next pages of the same question.
 */
function totalsOf(ctx: RequestContext, model: EntityModel, base: ReturnType<typeof filtered>): Promise<ListTotals> {
  // A row flagged out of the totals (a test payment) is listed, never added up.
  const counted = model.uncounted.length
    ? sql` filter (where not (${sql.join(
        model.uncounted.map((f) => sql`coalesce(${sql.ref(f)}, false)`),
        sql` or `,
      )}))`
    : sql``;
  const question = model.sum
    ? base.select([sql<number>`count(*)`.as('total'), sql<number>`coalesce(sum(${sql.ref(model.sum)})${counted}, 0)`.as('sub_total')])
    : dynamicDb(ctx.db)
        .selectFrom(
          base
            .select(sql`1`.as('one'))
            .limit(COUNT_LIMIT + 1)
            .as('matched'),
        )
        .select([sql<number>`count(*)`.as('total'), sql<null>`null`.as('sub_total')]);
  const count = async (): Promise<ListTotals> => {
    const { total, sub_total } = await question.executeTakeFirstOrThrow();
    const more = !model.sum && Number(total) > COUNT_LIMIT;
    return { total: more ? COUNT_LIMIT : Number(total), more, sub_total: sub_total === null ? null : Number(sub_total) };
  };
  // Inside a transaction the count may see rows that are never committed: it is not kept.
  if (!ctx.counts || ctx.db.isTransaction) return count();
  const { sql: text, parameters } = question.compile();
  return ctx.counts.get(model.table, ctx.academy.id, JSON.stringify([text, parameters]), count);
}

export async function listRecords(ctx: RequestContext, model: EntityModel, rawQuery: Record<string, unknown>): Promise<Page<Row>> {
  const query = parseListQuery(model, rawQuery, ctx.t);
  const base = filtered(ctx, model, query);
  const [totals, content] = await Promise.all([
    totalsOf(ctx, model, base),
    base
      .select([...model.columns, ...relationColumns(ctx, model)])
      .orderBy(query.sort.field, query.sort.dir)
      .orderBy('id', 'desc')
      .limit(query.size)
      .offset(query.page * query.size)
      .execute(),
  ]);
  return {
    page: query.page,
    size: query.size,
    total_elements: totals.total,
    total_pages: Math.ceil(totals.total / query.size),
    ...(totals.more && { total_is_lower_bound: true }),
    content,
    ...(model.sum && { sub_total: Number(totals.sub_total) }),
  };
}

/** Most rows an unpaged list answers; a printout of more is not a printout. */
export const LIST_ALL_LIMIT = 2000;

/** Every row of the filtered list, sorted as asked, up to LIST_ALL_LIMIT (`truncated` says when more matched). */
export async function listAllRecords(ctx: RequestContext, model: EntityModel, rawQuery: Record<string, unknown>) {
  const rest = unpaged(model, rawQuery, ctx.t);
  const first = await listRecords(ctx, model, { ...rest, size: 1 });
  const pages = await Promise.all(
    Array.from({ length: Math.ceil(Math.min(first.total_elements, LIST_ALL_LIMIT) / 100) }, (_, page) =>
      listRecords(ctx, model, { ...rest, page, size: 100 }),
    ),
  );
  return {
    total_elements: first.total_elements,
    truncated: first.total_elements > LIST_ALL_LIMIT,
    content: pages.flatMap((p) => p.content),
    ...(model.sum && { sub_total: first.sub_total }),
  };
}

const EXPORT_BATCH = 500;

/**
 * Every row of the filtered list in the list's order, a batch at a time with
 * relations expanded: an export reads the whole list without holding it in
 * memory. The query is checked now, so a bad filter fails before any byte is sent.
 */
export function recordBatches(ctx: RequestContext, model: EntityModel, rawQuery: Record<string, unknown>): AsyncIterable<Row[]> {
  const query = parseListQuery(model, unpaged(model, rawQuery, ctx.t), ctx.t);
  const base = filtered(ctx, model, query).select(model.columns).orderBy(query.sort.field, query.sort.dir).orderBy('id', 'desc');
  return (async function* () {
    for (let offset = 0; ; offset += EXPORT_BATCH) {
      const rows = await base.limit(EXPORT_BATCH).offset(offset).execute();
      if (rows.length) yield await expandRelations(ctx, model, rows);
      if (rows.length < EXPORT_BATCH) return;
    }
  })();
}

export async function getRecord(ctx: RequestContext, model: EntityModel, id: number): Promise<Row> {
  const row = await scoped(ctx, model)
    .select([...model.columns, ...relationColumns(ctx, model)])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound(ctx.t('errors.notFound'));
  return row;
}

export async function createRecord(ctx: RequestContext, model: EntityModel, body: unknown): Promise<Row> {
  const data = validBody(ctx, model, body, false);
  await checkRelations(ctx, model, data);
  return dynamicDb(ctx.db)
    .with('written', (db) =>
      db
        .insertInto(model.table)
        .values({ ...rowValues(model, data), academy_id: ctx.academy.id })
        .returning([...model.columns, 'academy_id']),
    )
    .selectFrom('written')
    .select([...model.columns, ...relationColumns(ctx, model, 'written')])
    .executeTakeFirstOrThrow();
}

export async function updateRecord(ctx: RequestContext, model: EntityModel, id: number, body: unknown): Promise<Row> {
  const current = await getRecord(ctx, model, id);
  const data = validBody(ctx, model, body, true);
  await checkRelations(ctx, model, data, current);
  await checkKindKept(ctx, model, id, data, current);
  return dynamicDb(ctx.db)
    .with('written', (db) =>
      db
        .updateTable(model.table)
        .set({ ...rowValues(model, data), update_date: nextVersion })
        .where('academy_id', '=', ctx.academy.id)
        .where('id', '=', id)
        .returning([...model.columns, 'academy_id']),
    )
    .selectFrom('written')
    .select([...model.columns, ...relationColumns(ctx, model, 'written')])
    .executeTakeFirstOrThrow();
}

/**
 * A partial update: the fields sent replace the stored ones, the rest stay
 * (switching a feed's status, moving a course's expiry). Goes through `update`
 * so a resource's writer still has the last word.
 */
export async function patchRecord(
  ctx: RequestContext,
  model: EntityModel,
  id: number,
  body: unknown,
  update: (ctx: RequestContext, model: EntityModel, id: number, body: unknown) => Promise<Row>,
): Promise<Row> {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw badRequest(ctx.t('errors.bodyNotObject'));
  const current = await getRecord(ctx, model, id);
  const kept = Object.fromEntries(
    Object.entries(current).filter(([key, value]) => key in model.writable && !model.writable[key]['x-create-only'] && value !== null),
  );
  return update(ctx, model, id, { ...kept, ...(body as Row) });
}

/** Soft delete: the row leaves every list but stays for history and recovery. */
export async function deleteRecord(ctx: RequestContext, model: EntityModel, id: number): Promise<void> {
  await getRecord(ctx, model, id);
  await dynamicDb(ctx.db)
    .updateTable(model.table)
    .set({ deleted_at: sql`now()` })
    .where('academy_id', '=', ctx.academy.id)
    .where('id', '=', id)
    .execute();
}

/**
 * Checks a body against the schema, each value first in the form it is kept (a
 * phone typed with spaces, schemas/typed-input.ts). Server-set fields are ignored;
 * on update (a full replacement) writable fields left out become null.
 */
export function validBody(
  ctx: Pick<RequestContext, 't'> & { academy: Pick<RequestContext['academy'], 'timeZone'> },
  model: EntityModel,
  body: unknown,
  replace: boolean,
): Row {
  const { t } = ctx;
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw badRequest(t('errors.bodyNotObject'));
  const data: Row = {};
  for (const [key, value] of Object.entries(body as Row)) {
    const createOnly = replace && model.schema.properties[key]?.['x-create-only'];
    if (!model.readOnly.has(key) && !createOnly && value !== null) data[key] = asStored(model.schema.properties[key], value);
  }
  const { validate, hidden } = model.validatorFor(replace ? 'edit' : 'create', data);
  // A field its condition hides is cleared, whatever was sent for it.
  for (const field of hidden) delete data[field];
  // A date that may not be in the future (`x-not-future`) is judged by the academy's day.
  if (!validate.call({ today: academyToday(ctx.academy.timeZone) }, data)) {
    throw unprocessable(t('errors.validationFailed'), toFieldErrors(validate.errors, t));
  }
  // An update leaves create-only fields alone, hidden or not (a player's course, hidden without the pricing sent on create).
  for (const field of hidden) if (!(replace && model.schema.properties[field]?.['x-create-only'])) data[field] = null;
  if (replace) {
    for (const [field, prop] of Object.entries(model.writable)) if (!prop['x-create-only']) data[field] ??= null;
  }
  return data;
}

const idsIn = (rel: Relation, row: Row | undefined): number[] =>
  (rel.many ? ((row?.[rel.field] as unknown[] | null | undefined) ?? []) : [row?.[rel.field]]).filter(
    (v): v is number => typeof v === 'number',
  );

/**
 * A relation's target rows the caller may reach: a branch manager only their
 * branches' (by the target's `branch_id`, or a branch's own id); `kept` ids,
 * already on the stored row, stay reachable so an edit need not drop what an admin set.
 */
function reachable(ctx: RequestContext, rel: Relation, kept: number[] = []) {
  const query = dynamicDb(ctx.db).selectFrom(rel.target).where('academy_id', '=', ctx.academy.id);
  const own = ctx.user.branchIds;
  const bound = rel.branchBound;
  if (!own.length || !bound) return query;
  return query.where((eb) => (kept.length ? eb.or([eb(bound, 'in', own), eb('id', 'in', kept)]) : eb(bound, 'in', own)));
}

/**
 * Related ids must exist in this academy, within the caller's branches, and agree
 * with the row. `current` is the stored row of an update.
 */
export async function checkRelations(ctx: RequestContext, model: EntityModel, data: Row, current?: Row): Promise<void> {
  if (model.config.scope === 'branch' && ctx.user.branchIds.length && !ctx.user.branchIds.includes(Number(data.branch_id))) {
    throw forbidden(ctx.t('errors.branchNotAllowed'), 'BRANCH_NOT_ALLOWED');
  }
  const errors: FieldError[] = [];
  // Every reference checked in one statement: a subquery per relation, what it found as one column.
  const asked = model.relations.flatMap((rel, i) => {
    const kept = idsIn(rel, current);
    const live = reachable(ctx, rel, kept).where('deleted_at', 'is', null);
    if (rel.many) {
      const ids = [...new Set(idsIn(rel, data))];
      return ids.length
        ? [
            {
              rel,
              ids,
              name: `r${i}`,
              column: live
                .select(sql<unknown>`count(*)`.as('found'))
                .where('id', 'in', ids)
                .as(`r${i}`),
            },
          ]
        : [];
    }
    const id = data[rel.field];
    if (id === null || id === undefined) return [];
    const read = ['id', ...rel.agree.map((a) => a.targetField), ...(rel.kind?.rules.map((r) => r.field) ?? [])];
    const fields = [...new Set(read)].map((f) => sql`${sql.lit(assertIdentifier(f))}, ${sql.ref(f)}`);
    return [
      {
        rel,
        ids: [Number(id)],
        name: `r${i}`,
        column: live
          .select(sql<unknown>`json_build_object(${sql.join(fields)})`.as('found'))
          .where('id', '=', Number(id))
          .as(`r${i}`),
      },
    ];
  });
  const found: Row = asked.length
    ? await dynamicDb(ctx.db)
        .selectNoFrom(asked.map((a) => a.column))
        .executeTakeFirstOrThrow()
    : {};
  for (const { rel, ids, name } of asked) {
    const answer = found[name];
    if (rel.many) {
      if (Number(answer) !== ids.length) errors.push({ field: rel.field, message: ctx.t('validation.refNotFound') });
    } else if (!answer) {
      errors.push({ field: rel.field, message: ctx.t('validation.refNotFound') });
    } else if (rel.agree.some((a) => (answer as Row)[a.targetField] !== data[a.ownField])) {
      errors.push({ field: rel.field, message: ctx.t('validation.refMismatch') });
    } else {
      const broken = rel.kind && brokenRule(rel.kind, answer as Row);
      if (broken) errors.push({ field: rel.field, message: wrongKindMessage(ctx, rel.kind!, broken) });
    }
  }
  for (const [field, property] of Object.entries(model.writable)) {
    const subset = property['x-subset-of'];
    const chosen = data[field];
    if (!subset || !Array.isArray(chosen) || !chosen.length || errors.some((e) => e.field === subset.ref)) continue;
    if (!(await offersAll(ctx, model, subset, data[subset.ref], chosen))) errors.push({ field, message: ctx.t('validation.notOffered') });
  }
  if (errors.length) throw unprocessable(ctx.t('errors.validationFailed'), errors);
}

/**
 * A record others refer to as a kind of it (a revenue's category, `x-ref-where`) keeps
 * that kind while they do: a change of kind their rows would not accept is refused,
 * naming how many rely on it.
 */
export async function checkKindKept(ctx: RequestContext, model: EntityModel, id: number, data: Row, current: Row): Promise<void> {
  const errors: FieldError[] = [];
  for (const guard of model.kindGuards) {
    const next = data[guard.field] as string | number;
    if (next === current[guard.field] || guard.values.includes(next) || errors.some((e) => e.field === guard.field)) continue;
    const { count } = await dynamicDb(ctx.db)
      .selectFrom(guard.from)
      .select(sql<number>`count(*)`.as('count'))
      .where('academy_id', '=', ctx.academy.id)
      .where('deleted_at', 'is', null)
      .where(guard.fromField, '=', id)
      .executeTakeFirstOrThrow();
    const label = model.schema.properties[guard.field]['x-label'] ?? { vi: guard.field, en: guard.field };
    if (Number(count)) errors.push({ field: guard.field, message: kindInUseMessage(ctx, label, guard, Number(count)) });
  }
  if (errors.length) throw unprocessable(ctx.t('errors.validationFailed'), errors);
}

/** Whether every chosen item is one of the referenced record's list (`x-subset-of`), compared key by key. */
async function offersAll(
  ctx: RequestContext,
  model: EntityModel,
  subset: { ref: string; field: string },
  refId: unknown,
  chosen: unknown[],
): Promise<boolean> {
  const rel = model.relations.find((r) => r.field === subset.ref);
  if (!rel || refId === null || refId === undefined) return false;
  const target = await dynamicDb(ctx.db)
    .selectFrom(rel.target)
    .select(sql.ref(assertIdentifier(subset.field)).as('offered'))
    .where('academy_id', '=', ctx.academy.id)
    .where('id', '=', Number(refId))
    .executeTakeFirst();
  const key = (item: unknown) => JSON.stringify(Object.entries(item as Row).sort(([a], [b]) => a.localeCompare(b)));
  const offered = new Set(((target?.offered as unknown[] | null) ?? []).map(key));
  return chosen.every((item) => offered.has(key(item)));
}

/**
 * Adds `{id, name}` of each related row (`class_id` → `class`, `branch_ids` → `branches`),
 * one query per relation; a record the caller cannot read (another branch's) is not named.
 */
export async function expandRelations(ctx: RequestContext, model: EntityModel, rows: Row[]): Promise<Row[]> {
  for (const rel of model.relations) {
    const ids = [...new Set(rows.flatMap((r) => idsIn(rel, r)))];
    if (!ids.length) {
      rows.forEach((r) => (r[rel.as] = rel.many ? [] : null));
      continue;
    }
    const related = await reachable(ctx, rel)
      .select(['id', `${rel.titleField} as name`])
      .where('id', 'in', ids)
      .execute();
    const byId = new Map(related.map((r) => [r.id, r]));
    for (const r of rows) {
      const id = rel.many ? null : optionalNumberField(r, rel.field);
      r[rel.as] = rel.many ? idsIn(rel, r).flatMap((id) => byId.get(id) ?? []) : id === null ? null : (byId.get(id) ?? null);
    }
  }
  return rows;
}
