/** What waits on the phone: saves not yet sent, and saves the office overtook (a tap opens their day). */
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { sameDay } from '../offline/changes';
import { useOnline, useOutbox } from '../use-outbox';
import { dayLabel } from '../../phone/dates';

export function SyncStatus({ day }: { day?: { classId: number; date: string } }) {
  const { t } = useTranslation();
  const online = useOnline();
  const saves = useOutbox().filter((s) => !day || sameDay(s, day));
  // Changes, not saves: a run of taps is one save of many marks.
  const waiting = saves
    .filter((s) => s.state === 'waiting')
    .reduce((n, s) => n + (s.body.marks?.length ?? 0) + (s.body.lesson_note ? 1 : 0) + (s.body.my_check_in ? 1 : 0), 0);
  const overtaken = saves.filter((s) => s.state === 'conflict');
  if (!waiting && !overtaken.length) return null;
  return (
    <div className="sync" role="status">
      {waiting > 0 && <p className="sync__waiting">{t(online ? 'sync.sending' : 'sync.waitingOffline', { count: waiting })}</p>}
      {!day &&
        overtaken.map((s) => (
          <Link key={s.key} className="sync__conflict" to={`/classes/${s.classId}/days/${s.date}`}>
            {t('sync.conflictAt', { name: s.className, day: dayLabel(s.date, t) })}
          </Link>
        ))}
    </div>
  );
}
