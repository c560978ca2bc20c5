/**
 * Conditional writes (RFC 9110 §13.1.1): a PUT or PATCH naming the version it was
 * based on (`If-Match`) is refused with 412 once the record has moved on. The version
 * is checked under a row lock in the transaction that writes, so no other write can
 * slip in between; a writer's own transaction joins it (`atomically`).
 */
import { atomically } from '../../db/atomically';
import type { RequestContext } from '../context';
import { notFound, staleRecord } from '../errors';
import { scoped } from './crud-service';
import type { EntityModel } from './entity-model';
import { etagOf, ifMatchHolds } from './record-version';

type Row = Record<string, unknown>;

/**
 * Runs a write of record `id` on the condition of `If-Match`: without one it just runs.
 * A record the caller cannot reach stays a 404 (RFC 9110 §13.2.1: preconditions count
 * only where the answer would otherwise be a success), and the body is checked only
 * after the version (the writer does it).
 */
export function writeIfMatch(
  ctx: RequestContext,
  model: EntityModel,
  id: number,
  ifMatch: string | undefined,
  write: (ctx: RequestContext) => Promise<Row>,
): Promise<Row> {
  if (ifMatch === undefined) return write(ctx);
  return atomically(ctx.db, async (db) => {
    const tx = { ...ctx, db };
    const current = await scoped(tx, model).select('update_date').where('id', '=', id).forUpdate().executeTakeFirst();
    if (!current) throw notFound(ctx.t('errors.notFound'));
    if (!ifMatchHolds(ifMatch, etagOf(current))) throw staleRecord(ctx.t('errors.staleRecord'));
    return write(tx);
  });
}
