/**
 * /my-plan: the academy's current package, its expiry and what it includes.
 * Always reachable, even while a blocking screen covers the rest of the app.
 */
import { CrownOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Descriptions, Grid, Skeleton, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../lib/dates';
import { formatNumber } from '../../lib/money';
import { timeLeft } from '../../lib/time-left';
import { useMyAcademy } from '../../providers/academy';
import { PACKAGES_ROUTE } from '../subscription/BlockedScreen';
import { FeatureTags } from './FeatureTags';

function PackagesButton() {
  const { t } = useTranslation();
  return (
    <Link to={PACKAGES_ROUTE}>
      <Button type="primary" icon={<CrownOutlined />}>
        {t('plan.viewPackages')}
      </Button>
    </Link>
  );
}

export default function MyPlanPage() {
  const { t } = useTranslation();
  const { academy, block, isLoading } = useMyAcademy();
  const narrow = !Grid.useBreakpoint().md;
  if (isLoading) return <Skeleton active />;
  if (!academy) {
    return (
      <Alert
        type="warning"
        showIcon
        message={block ? t(`blocked.${block.kind}.title`) : t('plan.unavailable')}
        description={block && t(`blocked.${block.kind}.description`)}
        action={<PackagesButton />}
      />
    );
  }

  const plan = academy.package;
  return (
    <Card title={t('plan.current')} extra={<PackagesButton />}>
      <Descriptions
        bordered
        column={1}
        layout={narrow ? 'vertical' : 'horizontal'}
        styles={{ label: { width: narrow ? undefined : 180 } }}
        items={[
          { key: 'name', label: t('plan.name'), children: <strong>{plan.name}</strong> },
          {
            key: 'type',
            label: t('plan.type'),
            children: <Tag color={plan.is_trial ? 'gold' : 'green'}>{plan.is_trial ? t('plan.trial') : t('plan.paid')}</Tag>,
          },
          { key: 'expiredOn', label: t('plan.expiredOn'), children: formatDate(academy.expired_on) || '—' },
          {
            key: 'daysLeft',
            label: t('plan.daysLeft'),
            children: academy.expired_on ? t('plan.days', { count: timeLeft(academy.expired_on).days }) : '—',
          },
          {
            key: 'limit',
            label: t('plan.limitPlayers'),
            children: plan.limit_players ? formatNumber(plan.limit_players) : t('plan.unlimited'),
          },
          { key: 'features', label: t('plan.features'), children: <FeatureTags features={plan.features} /> },
        ]}
      />
    </Card>
  );
}
