/** Leave requests are decided by staff: pending → approved or rejected (and back to pending to reconsider). */
import { sql } from 'kysely';
import type { RequestContext } from '../context';
import { getRecord } from './crud-service';
import type { EntityModel } from './entity-model';

export async function decideTimeOff(ctx: RequestContext, model: EntityModel, id: number, status: 0 | 1 | 2) {
  await getRecord(ctx, model, id);
  await ctx.db.updateTable('time_offs').set({ status, update_date: sql`now()` }).where('academy_id', '=', ctx.academy.id).where('id', '=', id).execute();
  return getRecord(ctx, model, id);
}
