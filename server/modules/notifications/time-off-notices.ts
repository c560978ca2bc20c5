/**
 * A leave request decided: the parent learns the day off, the class and whether it
 * was approved, worded in the message's language (the parent's own, or the academy's). Told once per decision: a save
 * that leaves the decision as it was tells nobody.
 */
import type { RequestContext } from '../../core/context';
import type { NotNull } from 'kysely';
import { translatorFor } from '../../core/i18n';
import type { AcademySettings } from '../settings/settings-service';
import { formatDate } from '../../../domain/dates';
import { queueParentMessages } from './parent-messages';

/** Spec §3 time-off status: pending 0, approved 1, rejected 2. */
const DECISIONS: Record<number, 'approved' | 'rejected'> = { 1: 'approved', 2: 'rejected' };

/** Whether a request went to a decision it did not have (or was created decided). */
export const newlyDecided = (before: unknown, after: unknown) => Number(after) in DECISIONS && Number(before) !== Number(after);

export async function queueTimeOffNotice(tx: RequestContext, settings: AcademySettings, requestId: number): Promise<void> {
  const request = await tx.db
    .selectFrom('time_offs as o')
    .leftJoin('classes as c', (j) => j.onRef('c.academy_id', '=', 'o.academy_id').onRef('c.id', '=', 'o.class_id'))
    .select(['o.id', 'o.branch_id', 'o.player_id', 'o.at_date', 'o.status', 'c.name as class_name'])
    // A leave request's schema requires its branch and player.
    .$narrowType<{ branch_id: NotNull; player_id: NotNull }>()
    .where('o.academy_id', '=', tx.academy.id)
    .where('o.id', '=', requestId)
    .executeTakeFirstOrThrow();
  const fields = { date: formatDate(request.at_date), class_name: request.class_name };
  await queueParentMessages(tx, settings, {
    event: 'TIME_OFF_DECIDED',
    branchId: request.branch_id,
    recordId: request.id,
    fields: new Map([[request.player_id, fields]]),
    worded: (language) => ({ decision: translatorFor(language)(`outbox.decisions.${DECISIONS[Number(request.status)]}`) }),
  });
}
