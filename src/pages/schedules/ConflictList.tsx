/** The week's clashes, each with its day and reason, above the timetable. */
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../domain/dates';
import type { Conflict } from '../../../domain/timetable';

export function ConflictList({ conflicts }: { conflicts: Conflict[] }) {
  const { t } = useTranslation();
  if (!conflicts.length) return null;
  return (
    <Alert
      type="error"
      showIcon
      data-testid="conflicts"
      message={t('schedules.conflicts.title', { count: conflicts.length })}
      description={
        <ul style={{ margin: 0, paddingInlineStart: 18 }}>
          {conflicts.map((c, i) => (
            <li key={i}>
              {formatDate(c.date)}: {c.reason}
            </li>
          ))}
        </ul>
      }
    />
  );
}
