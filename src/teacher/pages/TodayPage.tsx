/** The app opens here: the teacher's lessons today, then the rest of their week. */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { thisWeekQuery } from '../queries';
import { dayLabel } from '../../phone/dates';
import { LessonCard } from '../layout/LessonCard';
import { PageHeader } from '../layout/PageHeader';
import { QueryState } from '../../phone/QueryState';
import { SyncStatus } from '../layout/SyncStatus';
import { useMe } from '../use-me';
import { useOutbox } from '../use-outbox';

export function TodayPage() {
  const { t } = useTranslation();
  const me = useMe().data!;
  const week = useQuery(thisWeekQuery);
  const today = week.data?.today ?? me.today;
  const waiting = useOutbox();
  const lessons = week.data?.lessons ?? [];
  const todays = lessons.filter((l) => l.date === today);
  const later = lessons.filter((l) => l.date > today);

  return (
    <main className="page">
      <PageHeader title={t('today.greeting', { name: me.teacher.name })} subtitle={dayLabel(today, t)} />
      <SyncStatus />
      {week.data?.paused.is_enable && <p className="notice">{week.data.paused.message}</p>}
      <QueryState query={week}>
        <section aria-labelledby="today-title">
          <h2 id="today-title">{t('today.title')}</h2>
          {todays.length ? (
            todays.map((l) => <LessonCard key={`${l.class.id}-${l.start_time}`} lesson={l} waiting={waiting} />)
          ) : (
            <p className="empty">{t('today.none')}</p>
          )}
        </section>
        {later.length > 0 && (
          <section aria-labelledby="later-title">
            <h2 id="later-title">{t('today.later')}</h2>
            {later.map((l) => (
              <div key={`${l.class.id}-${l.date}-${l.start_time}`}>
                <p className="day-label">{dayLabel(l.date, t)}</p>
                <LessonCard lesson={l} waiting={waiting} />
              </div>
            ))}
          </section>
        )}
      </QueryState>
    </main>
  );
}
