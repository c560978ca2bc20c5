/** The teacher's timetable, a week at a time (Monday to Sunday), each day with its lessons. */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { teacherApi } from '../api';
import { addDays, dayLabel, fullDate } from '../../phone/dates';
import { LessonCard } from '../layout/LessonCard';
import { PageHeader } from '../layout/PageHeader';
import { QueryState } from '../../phone/QueryState';
import { useMe } from '../use-me';
import { useOutbox } from '../use-outbox';

export function WeekPage() {
  const { t } = useTranslation();
  const today = useMe().data!.today;
  const [anchor, setAnchor] = useState(today);
  const week = useQuery({ queryKey: ['week', anchor], queryFn: () => teacherApi.week(anchor) });
  const waiting = useOutbox();
  const data = week.data;
  const days = data ? Array.from({ length: 7 }, (_, i) => addDays(data.from, i)) : [];

  return (
    <main className="page">
      <PageHeader title={t('week.title')} subtitle={data && `${fullDate(data.from)} – ${fullDate(data.to)}`} />
      <div className="pager">
        <button className="button" onClick={() => setAnchor(addDays(anchor, -7))}>
          {t('week.previous')}
        </button>
        <button className="button" onClick={() => setAnchor(today)} disabled={Boolean(data && today >= data.from && today <= data.to)}>
          {t('week.this')}
        </button>
        <button className="button" onClick={() => setAnchor(addDays(anchor, 7))}>
          {t('week.next')}
        </button>
      </div>
      <QueryState query={week}>
        {days.map((day) => {
          const lessons = data!.lessons.filter((l) => l.date === day);
          return (
            <section key={day} aria-label={dayLabel(day, t)}>
              <h2 className={day === today ? 'day-label day-label--today' : 'day-label'}>{dayLabel(day, t)}</h2>
              {lessons.length ? (
                lessons.map((l) => <LessonCard key={`${l.class.id}-${l.start_time}`} lesson={l} waiting={waiting} />)
              ) : (
                <p className="empty empty--small">{t('week.free')}</p>
              )}
            </section>
          );
        })}
      </QueryState>
    </main>
  );
}
