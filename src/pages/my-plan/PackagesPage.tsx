/**
 * /my-plan/packages: the packages on offer with their fees (`GET /api-public/packages`),
 * and the order for the one chosen — the current package to renew, another to
 * upgrade to. Reached from the blocking screens too (buy, renew).
 */
import { useGetIdentity } from '@refinedev/core';
import { Alert, Col, Flex, Row, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Profile } from '../../providers/profile';
import { OrderPanel } from './OrderPanel';
import { PackageCard } from './PackageCard';
import { BLOCK_KINDS, usePackages, useSubscription } from './subscription-api';

export default function PackagesPage() {
  const { t } = useTranslation();
  const { data: user } = useGetIdentity<Profile>();
  const { subscription, query: academyQuery } = useSubscription();
  const { packages, query } = usePackages();
  const [chosenId, setChosenId] = useState<number | null>(null);
  if (query.isLoading || academyQuery.isLoading) return <Skeleton active />;

  const currentId = subscription?.package.id;
  // The current package is the natural choice (renewal) unless it is the trial, which is not for sale.
  const selectedId = chosenId ?? (subscription && !subscription.package.is_trial ? currentId : null);
  const selected = packages?.find((p) => p.id === selectedId && !p.is_trial);
  const lapsed = subscription?.lapsed;

  return (
    <Flex vertical gap={16}>
      {lapsed && (
        <Alert
          type="warning"
          showIcon
          message={t(`blocked.${BLOCK_KINDS[lapsed.reason]}.title`)}
          description={t(`blocked.${BLOCK_KINDS[lapsed.reason]}.description`)}
        />
      )}
      <Row gutter={[16, 16]}>
        {(packages ?? []).map((plan) => (
          <Col key={plan.id} xs={24} md={12} xl={8}>
            <PackageCard
              plan={plan}
              current={plan.id === currentId}
              selected={plan.id === selected?.id}
              onChoose={() => setChosenId(plan.id)}
            />
          </Col>
        ))}
      </Row>
      {selected && user ? (
        <OrderPanel key={selected.id} plan={selected} current={selected.id === currentId} role={user.user_type} />
      ) : (
        <Typography.Text type="secondary">{t('plan.pickPackage')}</Typography.Text>
      )}
    </Flex>
  );
}
