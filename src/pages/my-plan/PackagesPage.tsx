/**
 * /my-plan/packages: every package on offer (`GET /api-public/packages`) with
 * what it includes, the academy's current one marked. Buying comes later.
 */
import { CheckCircleFilled } from '@ant-design/icons';
import { useCustom } from '@refinedev/core';
import { Badge, Card, Col, Flex, Row, Skeleton, Tag, theme, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/money';
import { useMyAcademy, type Package } from '../../providers/academy';
import { FeatureTags } from './FeatureTags';

// Outside /v1/api, so the address is absolute to escape the client's base URL.
const packagesUrl = () => `${window.location.origin}/api-public/packages`;

function PackageCard({ plan, current }: { plan: Package; current: boolean }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const card = (
    <Card
      style={{ height: '100%', borderColor: current ? token.colorPrimary : undefined }}
      title={
        <Flex align="center" gap={8} wrap>
          {plan.name}
          {plan.is_trial && <Tag color="gold">{t('plan.trial')}</Tag>}
        </Flex>
      }
    >
      <Typography.Paragraph type="secondary">
        {plan.limit_players ? t('plan.players', { limit: formatNumber(plan.limit_players) }) : t('plan.unlimitedPlayers')}
      </Typography.Paragraph>
      <FeatureTags features={plan.features} />
    </Card>
  );
  if (!current) return card;
  return (
    <Badge.Ribbon text={<><CheckCircleFilled /> {t('plan.currentBadge')}</>}>
      {card}
    </Badge.Ribbon>
  );
}

export default function PackagesPage() {
  const { academy } = useMyAcademy();
  const { query, result } = useCustom<Package[]>({ url: packagesUrl(), method: 'get', queryOptions: { staleTime: Infinity } });
  if (query.isLoading) return <Skeleton active />;

  return (
    <Row gutter={[16, 16]}>
      {(result.data ?? []).map((plan) => (
        <Col key={plan.id} xs={24} md={12} xl={8}>
          <PackageCard plan={plan} current={plan.id === academy?.package.id} />
        </Col>
      ))}
    </Row>
  );
}
