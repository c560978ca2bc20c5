/**
 * Events (`events`): the generic CRUD, and a publication (the event made active, or
 * created active) tells the parents of the branch's players in the same transaction.
 * The row is locked first, so two saves publishing it tell them once.
 */
import type { RequestContext } from '../../core/context';
import { createRecord, updateRecord } from '../../core/crud/crud-service';
import type { EntityModel } from '../../core/crud/entity-model';
import { atomically } from '../../db/atomically';
import { becamePublished, queueEventNotices } from '../notifications/event-notices';
import { readSettings } from '../settings/settings-service';

type Row = Record<string, unknown>;

async function toldIfPublished(tx: RequestContext, before: unknown, saved: Row): Promise<Row> {
  if (becamePublished(before, saved.auditing_status)) await queueEventNotices(tx, await readSettings(tx), saved);
  return saved;
}

export function createEvent(ctx: RequestContext, model: EntityModel, body: unknown): Promise<Row> {
  return atomically(ctx.db, async (db) => {
    const tx = { ...ctx, db };
    return toldIfPublished(tx, undefined, await createRecord(tx, model, body));
  });
}

export function updateEvent(ctx: RequestContext, model: EntityModel, id: number, body: unknown): Promise<Row> {
  return atomically(ctx.db, async (db) => {
    const tx = { ...ctx, db };
    const locked = await db
      .selectFrom('events')
      .select('auditing_status')
      .where('academy_id', '=', ctx.academy.id)
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    return toldIfPublished(tx, locked?.auditing_status, await updateRecord(tx, model, id, body));
  });
}
