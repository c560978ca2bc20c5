/**
 * "Resend" on a failed message: its attempts spent (a mail server down a whole day), or cut
 * short by a server that stopped mid-send and so never resent by itself (sender.ts). The admin,
 * having checked the parent did not get it, queues it again as new; only a failed one, and
 * only in the branches the caller sees.
 */
import { sql } from 'kysely';
import type { RequestContext } from '../../core/context';
import { getRecord } from '../../core/crud/crud-service';
import type { EntityModel } from '../../core/crud/entity-model';
import { ApiError } from '../../core/errors';

export async function resendNotification(ctx: RequestContext, model: EntityModel, id: number) {
  await getRecord(ctx, model, id);
  const { numUpdatedRows } = await ctx.db.updateTable('notifications')
    .set({ status: 'QUEUED', attempts: 0, next_attempt_at: sql`now()`, locked_until: null, last_error: null, update_date: sql`now()` })
    .where('academy_id', '=', ctx.academy.id).where('id', '=', id).where('status', '=', 'FAILED')
    .executeTakeFirst();
  if (!Number(numUpdatedRows)) throw new ApiError(409, 'NOT_FAILED', ctx.t('outbox.resendOnlyFailed'));
  return getRecord(ctx, model, id);
}
