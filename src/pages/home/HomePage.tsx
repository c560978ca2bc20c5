/**
 * The dashboard at `/` (spec §2, reference §5.1): greeting, the setup checklist,
 * the year and branch the figures are for, the year's figures, revenue against
 * expenses by month, the next ten days' timetable and the latest records.
 */
import {
  ApartmentOutlined,
  DollarOutlined,
  FallOutlined,
  RocketOutlined,
  ShoppingCartOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { CanAccess, useGetIdentity } from '@refinedev/core';
import { Button, Col, Flex, Result, Row, Select, Skeleton, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBranchScope } from '../../layout/use-branch-scope';
import { useGreeting } from '../../layout/use-greeting';
import type { Profile } from '../../providers/profile';
import { MoneyChart } from './MoneyChart';
import { OnboardingChecklist, ShowChecklistButton } from './OnboardingChecklist';
import { RecentLists } from './RecentLists';
import { StatCard } from './StatCard';
import { TimetableStrip } from './TimetableStrip';
import { useDashboard } from './use-dashboard';
import { useOnboarding } from './use-onboarding';
import { useAcademyClock } from '../../providers/academy-clock';

export default function HomePage() {
  const { t } = useTranslation();
  const clock = useAcademyClock();
  const { data: user } = useGetIdentity<Profile>();
  const greeting = useGreeting(user?.name);
  const thisYear = clock.now().year();
  const [year, setYear] = useState(thisYear);
  const { dashboard, loading, failed, retry } = useDashboard(year);
  const checklist = useOnboarding();
  const firstYear = Math.min(dashboard?.start_year ?? thisYear, year);
  const years = Array.from({ length: thisYear - firstYear + 1 }, (_, i) => thisYear - i);
  const branch = useBranchScope().label;

  const figures = [
    { key: 'revenue', resource: 'revenues', icon: <DollarOutlined />, value: dashboard?.revenue_total, money: true },
    { key: 'expense', resource: 'expenses', icon: <FallOutlined />, value: dashboard?.expense_total, money: true },
    { key: 'classes', resource: 'classes', icon: <ApartmentOutlined />, value: dashboard?.class_count },
    { key: 'orders', resource: 'orders', icon: <ShoppingCartOutlined />, value: dashboard?.order_count },
    { key: 'players', resource: 'players', icon: <UserOutlined />, value: dashboard?.player_count },
    { key: 'freeTrials', resource: 'practices', icon: <RocketOutlined />, value: dashboard?.free_trial_count },
  ];

  return (
    <Flex vertical gap={16}>
      <div>
        <Typography.Title level={3} style={{ marginTop: 0 }}>
          {greeting}
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          {t('home.intro')}
        </Typography.Paragraph>
      </div>
      {/* The checklist's height is known once it answers: what lies under it waits, so nothing moves under the reader. */}
      {checklist.loading ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
        <>
          <OnboardingChecklist />
          <Space wrap>
            <Select
              aria-label={t('homeDashboard.year')}
              prefix={`${t('homeDashboard.year')}:`}
              value={year}
              onChange={setYear}
              options={years.map((y) => ({ value: y, label: String(y) }))}
              style={{ minWidth: 140 }}
            />
            <Tag icon={<TeamOutlined />} color="blue" style={{ paddingBlock: 4 }} data-testid="dashboard-branch">
              {t('homeDashboard.branch', { name: branch })}
            </Tag>
            <ShowChecklistButton />
          </Space>
          {failed ? (
            <Result
              status="warning"
              title={t('homeDashboard.failed')}
              extra={<Button onClick={retry}>{t('homeDashboard.retry')}</Button>}
            />
          ) : (
            <>
              <Row gutter={[16, 16]}>
                {figures.map((f) => (
                  // An amount in full (as reports show it) needs the room of two counts.
                  <Col key={f.key} xs={f.money ? 24 : 12} md={8} xl={f.money ? 6 : 3}>
                    <StatCard
                      title={t(`homeDashboard.${f.key}`, { year })}
                      resource={f.resource}
                      icon={f.icon}
                      value={f.value ?? 0}
                      money={f.money}
                      loading={loading}
                    />
                  </Col>
                ))}
              </Row>
              <MoneyChart months={dashboard?.by_month} loading={loading} />
              <CanAccess resource="schedules" action="list">
                <TimetableStrip />
              </CanAccess>
              <RecentLists recent={dashboard?.recent} loading={loading} />
            </>
          )}
        </>
      )}
    </Flex>
  );
}
