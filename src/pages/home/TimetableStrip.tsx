/**
 * "This week's timetable": the next ten days side by side, each with its class
 * sessions and events (`GET /admin/schedules`), a link to the week view.
 */
import { ArrowRightOutlined } from '@ant-design/icons';
import { useCustom } from '@refinedev/core';
import { Card, Empty, Flex, Skeleton, Tag, theme, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { API_DATE_FORMAT } from '../../../domain/dates';
import type { Occurrence, Timetable } from '../../../domain/timetable';
import { SCHEDULES_URL } from '../schedules/use-timetable';
import { useAcademyClock } from '../../providers/academy-clock';

const DAYS = 10;

function SessionLine({ session }: { session: Occurrence }) {
  const { t } = useTranslation();
  const to = session.kind === 'event' ? `/events/${session.id}` : `/classes/${session.id}`;
  return (
    <div data-testid="timetable-session">
      <Link to={to}>
        <Typography.Text strong ellipsis style={{ display: 'block', color: 'inherit' }}>
          {session.name}
        </Typography.Text>
      </Link>
      <Typography.Text type="secondary" style={{ fontSize: 12, display: 'block' }}>
        {session.start_time} - {session.end_time}
        {` · ${session.branch.name}`}
      </Typography.Text>
      {session.kind === 'event' && (
        <Tag color="purple" style={{ marginInlineStart: 6 }}>
          {t('homeDashboard.event')}
        </Tag>
      )}
    </div>
  );
}

export function TimetableStrip() {
  const { t } = useTranslation();
  const clock = useAcademyClock();
  const { token } = theme.useToken();
  const today = clock.now().startOf('day');
  const days = Array.from({ length: DAYS }, (_, i) => today.add(i, 'day'));
  const { query, result } = useCustom<Timetable>({
    url: SCHEDULES_URL,
    method: 'get',
    config: { query: { fromDate: days[0].format(API_DATE_FORMAT), toDate: days[DAYS - 1].format(API_DATE_FORMAT) } },
  });
  const sessions = query.isSuccess ? (result.data.items ?? []) : [];

  let body;
  if (query.isLoading) body = <Skeleton active />;
  else if (query.isError) body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('homeDashboard.timetableFailed')} />;
  else if (!sessions.length) body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('homeDashboard.timetableEmpty')} />;
  else {
    body = (
      // One column a day; the row scrolls sideways where ten do not fit.
      <Flex gap={12} style={{ overflowX: 'auto', paddingBottom: 8 }}>
        {days.map((day, i) => {
          const own = sessions
            .filter((s) => s.date === day.format(API_DATE_FORMAT))
            .sort((a, b) => a.start_time.localeCompare(b.start_time));
          return (
            <Card
              key={day.toString()}
              size="small"
              data-testid="timetable-day"
              title={day.format('dddd, DD/MM')}
              style={{ minWidth: 170, flex: '0 0 170px', borderColor: i === 0 ? token.colorPrimary : undefined }}
              styles={{ header: { background: i === 0 ? token.colorPrimaryBg : undefined, textTransform: 'capitalize' } }}
            >
              <Flex vertical gap={8}>
                {own.length ? (
                  own.map((s) => <SessionLine key={`${s.kind}-${s.id}-${s.start_time}`} session={s} />)
                ) : (
                  <Typography.Text type="secondary">—</Typography.Text>
                )}
              </Flex>
            </Card>
          );
        })}
      </Flex>
    );
  }

  return (
    <Card
      size="small"
      title={t('homeDashboard.timetable')}
      extra={
        <Link to="/schedules" aria-label={t('homeDashboard.timetable')}>
          <ArrowRightOutlined />
        </Link>
      }
      data-testid="dashboard-timetable"
    >
      {body}
    </Card>
  );
}
