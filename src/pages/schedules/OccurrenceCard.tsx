/** One class or event in a timetable cell: a class links to its page and names its teachers; a clash is flagged with its reasons. */
import { CalendarOutlined, EnvironmentOutlined, WarningFilled } from '@ant-design/icons';
import { theme, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
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
  const clash = conflicts.length > 0;
  const isEvent = o.kind === 'event';
  const tint = clash ? token.colorErrorBg : isEvent ? token.gold1 : token.colorPrimaryBg;
  const edge = clash ? token.colorError : isEvent ? token.gold6 : token.colorPrimary;
  const programme = o.programme?.map((p) => `${p.at_time} ${p.content}`).join('\n');

  const card = (
    <div
      data-testid="occurrence"
      data-conflict={clash || undefined}
      style={{ background: tint, borderLeft: `3px solid ${edge}`, borderRadius: token.borderRadiusSM, padding: '4px 8px', marginBottom: 4, textAlign: 'left' }}
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
    </div>
  );
  const tip = [...conflicts, ...(programme ? [programme] : [])].join('\n');
  return tip ? <Tooltip title={<span style={{ whiteSpace: 'pre-line' }}>{tip}</span>}>{card}</Tooltip> : card;
}
