/**
 * One class or event in a timetable cell: a class links to its page and names its
 * teachers, and a lesson of today or before leads to that day's attendance of the
 * class; a clash is flagged with its reasons.
 */
import { CalendarOutlined, CheckSquareOutlined, EnvironmentOutlined, WarningFilled } from '@ant-design/icons';
import { CanAccess } from '@refinedev/core';
import { theme, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../domain/dates';
import { useAcademyClock } from '../../providers/academy-clock';
import { attendancePath } from '../attendance/attendance-path';
import type { Occurrence } from './week';

interface Props {
  occurrence: Occurrence;
  /** Why it clashes; empty when it does not. */
  conflicts: string[];
  /** Shown when the view spans several branches. */
  showBranch: boolean;
}

export function OccurrenceCard({ occurrence: o, conflicts, showBranch }: Props) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { today } = useAcademyClock();
  const clash = conflicts.length > 0;
  const isEvent = o.kind === 'event';
  const tint = clash ? token.colorErrorBg : isEvent ? token.gold1 : token.colorPrimaryBg;
  const edge = clash ? token.colorError : isEvent ? token.gold6 : token.colorPrimary;
  const programme = o.programme?.map((p) => `${p.at_time} ${p.content}`).join('\n');

  const card = (
    <div
      data-testid="occurrence"
      data-conflict={clash || undefined}
      style={{
        background: tint,
        borderLeft: `3px solid ${edge}`,
        borderRadius: token.borderRadiusSM,
        padding: '4px 8px',
        marginBottom: 4,
        textAlign: 'left',
      }}
    >
      <div style={{ fontWeight: 600, lineHeight: 1.3 }}>
        {clash && <WarningFilled style={{ color: token.colorError, marginRight: 4 }} aria-label={t('schedules.conflicts.flag')} />}
        {isEvent ? (
          <span>
            <CalendarOutlined style={{ color: token.gold7, marginRight: 4 }} />
            {o.name}
          </span>
        ) : (
          <Link to={`/classes/${o.id}`}>{o.name}</Link>
        )}
      </div>
      <Typography.Text type="secondary" style={{ fontSize: 12, display: 'block' }}>
        {isEvent
          ? o.location && (
              <>
                <EnvironmentOutlined /> {o.location}
              </>
            )
          : o.teachers.length
            ? o.teachers.map((teacher) => teacher.name).join(', ')
            : t('schedules.noTeacher')}
      </Typography.Text>
      {showBranch && (
        <Typography.Text type="secondary" style={{ fontSize: 12, display: 'block' }}>
          {o.branch.name}
        </Typography.Text>
      )}
      {clash && (
        <Typography.Text type="danger" style={{ fontSize: 12, display: 'block' }}>
          {t('schedules.conflicts.flag')}
        </Typography.Text>
      )}
      {!isEvent && o.date <= today() && (
        <CanAccess resource="attendance_players" action="list">
          <Link
            to={attendancePath('player', o.id, o.date)}
            aria-label={t('schedules.takeAttendanceOf', { name: o.name, date: formatDate(o.date) })}
            style={{ display: 'inline-block', padding: '4px 0', fontSize: 13 }}
          >
            <CheckSquareOutlined /> {t('schedules.takeAttendance')}
          </Link>
        </CanAccess>
      )}
    </div>
  );
  const tip = [...conflicts, ...(programme ? [programme] : [])].join('\n');
  return tip ? <Tooltip title={<span style={{ whiteSpace: 'pre-line' }}>{tip}</span>}>{card}</Tooltip> : card;
}
