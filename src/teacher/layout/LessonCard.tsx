/** One lesson: its time, class, branch and how many are expected; a tap opens its roster. */
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { TeacherLesson } from '../../../domain/teacher-area';
import { sameDay, type PendingSave } from '../offline/changes';
import { Icon } from '../../phone/icons';

export function LessonCard({ lesson, waiting }: { lesson: TeacherLesson; waiting: PendingSave[] }) {
  const { t } = useTranslation();
  const pending = waiting.filter((s) => sameDay(s, { classId: lesson.class.id, date: lesson.date })).length;
  return (
    <Link className="card lesson" href={`/classes/${lesson.class.id}/days/${lesson.date}`}>
      <div className="lesson__time">
        <strong>{lesson.start_time}</strong>
        <span>{lesson.end_time}</span>
      </div>
      <div className="lesson__body">
        <strong className="lesson__class">{lesson.class.name}</strong>
        <span className="muted">{lesson.branch.name}</span>
        <span className="muted">{t('lessons.expected', { count: lesson.expected })}</span>
      </div>
      {pending > 0 && (
        <span className="chip chip--waiting" title={t('sync.waiting')}>
          <Icon name="clock" />
        </span>
      )}
    </Link>
  );
}
