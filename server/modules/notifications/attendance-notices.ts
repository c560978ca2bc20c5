/**
 * What a saved attendance tells parents: a player newly marked absent, and a player whose
 * sessions left just fell to the academy's threshold (settings → e-mail notifications).
 */
import type { RequestContext } from '../../core/context';
import type { AcademySettings } from '../settings/settings-service';
import type { TemplateFields } from '../../../domain/notification-templates';
import { formatDate } from '../../../domain/dates';
import { queueParentMessages } from './parent-messages';

type SavedClass = { id: number; name: string; branch_id: number };

const classNotice = (klass: SavedClass, fields: Map<number, TemplateFields>) => ({
  branchId: klass.branch_id,
  recordId: klass.id,
  fields: new Map([...fields].map(([id, own]) => [id, { class_name: klass.name, ...own }])),
});

export function queueAbsenceNotices(tx: RequestContext, settings: AcademySettings, klass: SavedClass, day: string, playerIds: number[]) {
  return queueParentMessages(tx, settings, {
    event: 'PLAYER_ABSENT',
    ...classNotice(klass, new Map(playerIds.map((id) => [id, { date: formatDate(day) }]))),
  });
}

/** Players whose balance went from above the threshold to at or below it (0: the academy never tells). */
export function queueLowSessionNotices(
  tx: RequestContext,
  settings: AcademySettings,
  klass: SavedClass,
  balances: Array<{ id: number; before: number; after: number }>,
) {
  const threshold = settings.email_settings.low_sessions_threshold;
  const crossed = threshold > 0 ? balances.filter((b) => b.before > threshold && b.after <= threshold) : [];
  return queueParentMessages(tx, settings, {
    event: 'LOW_SESSIONS',
    ...classNotice(klass, new Map(crossed.map((b) => [b.id, { sessions_left: b.after }]))),
  });
}
