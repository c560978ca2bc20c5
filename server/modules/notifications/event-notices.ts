/**
 * An event published (made active, or created active): the parents of the active
 * players of the event's branch learn its title, place and days, on each channel the
 * academy sends on and they can be reached by (parent-messages.ts). Edits of an event
 * already published tell nobody again.
 */
import type { RequestContext } from '../../core/context';
import type { AcademySettings } from '../settings/settings-service';
import { formatDate } from '../../../domain/dates';
import { queueParentMessages } from './parent-messages';
import { numberField, optionalTextField, textField } from '../../core/crud/record-fields';

/** Spec §3 active flag: an event shows while active. */
const ACTIVE = 1;

/** Whether an event went from hidden (or not there) to shown. */
export const becamePublished = (before: unknown, after: unknown) => Number(after) === ACTIVE && Number(before) !== ACTIVE;

/** "20/12/2026", or "20/12/2026 – 21/12/2026" for an event of several days. */
export function eventDays(start: string, end: string | null): string {
  return !end || end === start ? formatDate(start) : `${formatDate(start)} – ${formatDate(end)}`;
}

export async function queueEventNotices(tx: RequestContext, settings: AcademySettings, event: Record<string, unknown>): Promise<void> {
  const branchId = numberField(event, 'branch_id');
  const players = await tx.db
    .selectFrom('players')
    .select('id')
    .where('academy_id', '=', tx.academy.id)
    .where('branch_id', '=', branchId)
    .where('deleted_at', 'is', null)
    .where('auditing_status', '=', ACTIVE)
    .execute();
  const fields = {
    event_title: textField(event, 'title'),
    location: textField(event, 'location'),
    dates: eventDays(textField(event, 'start_date'), optionalTextField(event, 'end_date')),
  };
  await queueParentMessages(tx, settings, {
    event: 'EVENT_PUBLISHED',
    branchId,
    recordId: numberField(event),
    fields: new Map(players.map((p) => [p.id, fields])),
  });
}
