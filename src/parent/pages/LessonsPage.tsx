/** The family's week, Monday to Sunday, day by day: each lesson of the children, and whether a child is away or comes for a make-up. */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ChildLessonState, ParentLesson } from '../../../domain/parent-lessons';
import { addDays, dayLabel, fullDate } from '../../phone/dates';
import { QueryState } from '../../phone/QueryState';
import { parentApi } from '../api';
import { PageBar } from '../layout/PageBar';
import { meQuery } from '../queries';

const STATE_CHIP: Record<ChildLessonState, string> = {
  leave: 'chip chip--bad',
  leave_pending: 'chip chip--warn',
  frozen: 'chip',
  makeup: 'chip chip--ok',
};

function LessonCard({ lesson, named }: { lesson: ParentLesson; named: boolean }) {
  const { t } = useTranslation();
  return (
    <article className="card lesson" aria-label={`${lesson.start_time} ${lesson.class.name}`}>
      <div className="lesson__time">
        <strong>{lesson.start_time}</strong>
        <span>{lesson.end_time}</span>
      </div>
      <div className="lesson__body">
        <strong className="lesson__class">{lesson.class.name}</strong>
        <span className="muted">{lesson.branch.name}</span>
        {lesson.teachers.length > 0 && <span className="muted">{t('lessons.teachers', { names: lesson.teachers.join(', ') })}</span>}
        {lesson.children
          .filter((child) => named || child.state)
          .map((child) => (
            <span key={child.id} className="lesson__child">
              {named && <span>{child.name}</span>}
              {child.state && <span className={STATE_CHIP[child.state]}>{t(`lessons.state.${child.state}`)}</span>}
            </span>
          ))}
      </div>
    </article>
  );
}

export function LessonsPage() {
  const { t } = useTranslation();
  const named = useQuery(meQuery).data!.children.length > 1;
  // The Monday shown; none: the academy's current week, as the server counts it.
  const [from, setFrom] = useState<string>();
  const week = useQuery({ queryKey: ['lessons', from ?? 'this'], queryFn: () => parentApi.lessons(from) });
  const data = week.data;
  const days = data ? Array.from({ length: 7 }, (_, i) => addDays(data.from, i)) : [];
  const thisWeek = Boolean(data && data.today >= data.from && data.today <= data.to);

  return (
    <main className="page">
      <PageBar title={t('lessons.title')} />
      {data && (
        <p className="muted">
          {fullDate(data.from)} – {fullDate(data.to)}
        </p>
      )}
      <div className="pager">
        <button className="button" disabled={!data} onClick={() => data && setFrom(addDays(data.from, -7))}>
          {t('lessons.previous')}
        </button>
        <button className="button" disabled={!data || thisWeek} onClick={() => setFrom(undefined)}>
          {t('lessons.this')}
        </button>
        <button className="button" disabled={!data} onClick={() => data && setFrom(addDays(data.from, 7))}>
          {t('lessons.next')}
        </button>
      </div>
      <QueryState query={week}>
        {data?.paused.is_enable && <p className="notice">{data.paused.message}</p>}
        {data && !data.lessons.length && <p className="empty">{t('lessons.none')}</p>}
        {data?.lessons.length
          ? days.map((day) => {
              const lessons = data.lessons.filter((l) => l.date === day);
              const today = day === data.today;
              return (
                <section key={day} aria-label={dayLabel(day, t)}>
                  <h2 className={today ? 'day-label day-label--today' : 'day-label'} aria-current={today ? 'date' : undefined}>
                    {dayLabel(day, t)}
                    {today && ` · ${t('lessons.today')}`}
                  </h2>
                  {lessons.length ? (
                    lessons.map((l) => <LessonCard key={`${l.class.id}-${l.start_time}`} lesson={l} named={named} />)
                  ) : (
                    <p className="empty empty--small">{t('lessons.free')}</p>
                  )}
                </section>
              );
            })
          : null}
      </QueryState>
    </main>
  );
}
