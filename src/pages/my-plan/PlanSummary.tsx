/** "My plan" card: the package in use, its expiry and days left, players used against the limit, and the way to upgrade or renew. */
import { CrownOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Progress, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../domain/dates';
import { formatNumber } from '../../../domain/money';
import { PACKAGES_ROUTE } from '../subscription/BlockedScreen';
import type { Subscription } from '../../../domain/subscription';
import { usePlatformSettings } from '../../providers/platform-settings';

/** Days left at which the expiry line turns red. */
const SOON_DAYS = 30;

export function Expiry({ subscription }: { subscription: Subscription }) {
  const { t } = useTranslation();
  const { expired_on: expiredOn, days_left: daysLeft } = subscription;
  if (!expiredOn) return <Typography.Text type="secondary">{t('plan.noExpiry')}</Typography.Text>;
  const over = new Date(expiredOn) <= new Date();
  return (
    <Typography.Text type={over || (daysLeft ?? 0) <= SOON_DAYS ? 'danger' : 'secondary'}>
      {over
        ? t('plan.expiredOnLine', { date: formatDate(expiredOn) })
        : t('plan.expiresOn', { date: formatDate(expiredOn), days: daysLeft })}
    </Typography.Text>
  );
}

export function PlayersUsage({ used, limit }: { used: number; limit: number | null }) {
  const { t } = useTranslation();
  if (limit === null) {
    return <Typography.Text>{t('plan.usageUnlimited', { used: formatNumber(used) })}</Typography.Text>;
  }
  const percent = Math.min(100, Math.round((used / limit) * 100));
  return (
    <div>
      <Flex justify="space-between">
        <Typography.Text>{t('plan.playersUsage')}</Typography.Text>
        <Typography.Text strong>
          {formatNumber(used)} / {formatNumber(limit)}
        </Typography.Text>
      </Flex>
      <Progress percent={percent} status={used > limit ? 'exception' : 'normal'} showInfo={false} aria-label={t('plan.playersUsage')} />
    </div>
  );
}

export function PlanSummary({ subscription }: { subscription: Subscription }) {
  const { t } = useTranslation();
  const support = usePlatformSettings();
  const plan = subscription.package;
  return (
    <Card
      title={t('plan.current')}
      extra={
        <Link to={PACKAGES_ROUTE}>
          <Button type="primary" icon={<CrownOutlined />}>
            {t('plan.upgrade')}
          </Button>
        </Link>
      }
    >
      <Flex vertical gap={12}>
        <Flex align="center" gap={8} wrap>
          <Typography.Text>{t('plan.usingPlan')}</Typography.Text>
          <Typography.Text strong style={{ fontSize: 18, color: '#673ab7' }}>
            {plan.name}
          </Typography.Text>
          <Tag color={plan.is_trial ? 'gold' : 'green'}>{plan.is_trial ? t('plan.trial') : t('plan.paid')}</Tag>
        </Flex>
        <Expiry subscription={subscription} />
        <div>
          <Typography.Title level={5} style={{ marginTop: 0 }}>
            {t('plan.usage')}
          </Typography.Title>
          <PlayersUsage used={subscription.usage.players_used} limit={subscription.usage.players_limit} />
        </div>
        {support?.application_email && (
          <Typography.Text type="secondary">
            {t('plan.support', { email: support.application_email, hotline: support.application_hotline ?? '' })}
          </Typography.Text>
        )}
      </Flex>
    </Card>
  );
}
