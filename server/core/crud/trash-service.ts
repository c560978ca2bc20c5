/**
 * Deleted records brought back, and a record's history from the audit log.
 * A restore undoes the soft delete only while every record the row refers to
 * (its `x-ref` fields) is live: a class whose branch is gone would be reachable
 * from nowhere. Deleted lists themselves are the generic list with `deleted=true`.
 */
import type { RequestContext } from '../context';
import { ApiError, notFound, type FieldError } from '../errors';
import type { EntityModel } from './entity-model';
import { getRecord, scoped } from './crud-service';
import { nextVersion } from './record-version';
import { dynamicDb } from '../../db/dynamic-db';

type Row = Record<string, unknown>;

/** The audit actions a record's history shows: its writes, not reads or refusals. */
export const HISTORY_ACTIONS = ['CREATE', 'UPDATE', 'DELETE', 'RESTORE'] as const;
/** Newest entries a history answers; older ones stay in the audit log. */
export const HISTORY_LIMIT = 200;

const UNIQUE_VIOLATION = '23505';

const idsOf = (value: unknown): number[] => (Array.isArray(value) ? value : [value]).filter((v): v is number => typeof v === 'number');

/** Each `x-ref` field of the row naming a record that is deleted (or gone), with that record in the caller's language. */
async function deletedReferences(
  ctx: RequestContext,
  models: Map<string, EntityModel>,
  model: EntityModel,
  row: Row,
): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  for (const rel of model.relations) {
    const ids = [...new Set(idsOf(row[rel.field]))];
    if (!ids.length) continue;
    const targets = await dynamicDb(ctx.db)
      .selectFrom(rel.target)
      .select(['id', `${rel.titleField} as name`, 'deleted_at'])
      .where('academy_id', '=', ctx.academy.id)
      .where('id', 'in', ids)
      .execute();
    const resource = models.get(rel.target)?.schema['x-label-one']?.[ctx.lang] ?? rel.target;
    for (const id of ids) {
      const target = targets.find((t) => t.id === id);
      if (target && target.deleted_at === null) continue;
      const name = target?.name ? String(target.name) : `#${id}`;
      errors.push({ field: rel.field, message: ctx.t('trash.errors.referenceDeleted', { resource, name }) });
    }
  }
  return errors;
}

/** Brings a deleted record back into every list; 409 naming each field whose record is deleted. */
export async function restoreRecord(ctx: RequestContext, models: Map<string, EntityModel>, model: EntityModel, id: number): Promise<Row> {
  const row = await scoped(ctx, model, true).select(model.columns).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(ctx.t('errors.notFound'));
  const missing = await deletedReferences(ctx, models, model, row);
  if (missing.length) throw new ApiError(409, 'REFERENCE_DELETED', ctx.t('trash.errors.cannotRestore'), missing);
  try {
    const restored = await dynamicDb(ctx.db)
      .updateTable(model.table)
      .set({ deleted_at: null, update_date: nextVersion })
      .where('academy_id', '=', ctx.academy.id)
      .where('id', '=', id)
      .where('deleted_at', 'is not', null)
      .returning('id')
      .executeTakeFirst();
    // Someone restored it between our read and this write: theirs stands.
    if (!restored) throw notFound(ctx.t('errors.notFound'));
  } catch (error) {
    // A live record took its place meanwhile (a payslip of the same teacher and month).
    if ((error as { code?: string }).code === UNIQUE_VIOLATION) throw new ApiError(409, 'RESTORE_CONFLICT', ctx.t('trash.errors.conflict'));
    throw error;
  }
  return getRecord(ctx, model, id);
}

/**
 * Who created, changed, deleted and restored the record, and when, oldest first:
 * the audit log's successful writes of it. The record may be live or deleted.
 */
export async function recordHistory(ctx: RequestContext, model: EntityModel, id: number) {
  const exists =
    (await scoped(ctx, model).select('id').where('id', '=', id).executeTakeFirst()) ??
    (await scoped(ctx, model, true).select('id').where('id', '=', id).executeTakeFirst());
  if (!exists) throw notFound(ctx.t('errors.notFound'));
  const entries = await ctx.db
    .selectFrom('audit_logs as a')
    .leftJoin('users as u', (join) => join.onRef('u.id', '=', 'a.user_id').on('u.academy_id', '=', ctx.academy.id))
    .select(['a.id', 'a.action', 'a.create_date', 'a.user_id', 'a.user_name', 'u.name as actor_name'])
    .where('a.academy_id', '=', ctx.academy.id)
    .where('a.resource', '=', model.config.name)
    .where('a.record_id', '=', id)
    .where('a.result', '=', 'SUCCESS')
    .where('a.action', 'in', [...HISTORY_ACTIONS])
    .orderBy('a.id', 'desc')
    .limit(HISTORY_LIMIT)
    .execute();
  return entries.reverse().map(({ actor_name, ...entry }) => ({
    ...entry,
    user: entry.user_id === null ? null : { id: entry.user_id, name: actor_name ?? entry.user_name },
  }));
}
