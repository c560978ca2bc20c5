/**
 * /my-plan: the academy's package, its expiry and usage, what it includes, and
 * its payments and invoices. Read from the subscription service, which answers
 * a lapsed academy too: this page stays reachable behind the blocking screens.
 */
import { Alert, Button, Card, Col, Result, Row, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PACKAGES_ROUTE } from '../subscription/BlockedScreen';
import { ContinuePaymentButton } from '../subscription/ContinuePaymentButton';
import { FeatureTags } from './FeatureTags';
import { InvoiceList } from './InvoiceList';
import { PaymentHistory } from './PaymentHistory';
import { PlanSummary } from './PlanSummary';
import { BLOCK_KINDS, useSubscription } from './subscription-api';
import type { Subscription } from '../../../domain/subscription';

/** The blocking screen's message and action, repeated here while the subscription has lapsed. */
function LapsedNotice({ subscription }: { subscription: Subscription }) {
  const { t } = useTranslation();
  if (!subscription.lapsed) return null;
  const kind = BLOCK_KINDS[subscription.lapsed.reason];
  const action =
    kind === 'pendingPayment' ? (
      <ContinuePaymentButton />
    ) : (
      <Link to={PACKAGES_ROUTE}>
        <Button type="primary">{t(`blocked.${kind}.action`)}</Button>
      </Link>
    );
  return (
    <Alert type="warning" showIcon message={t(`blocked.${kind}.title`)} description={t(`blocked.${kind}.description`)} action={action} />
  );
}

export default function MyPlanPage() {
  const { t } = useTranslation();
  const { subscription, query } = useSubscription();
  if (query.isLoading) return <Skeleton active />;
  if (!subscription)
    return (
      <Result status="warning" title={t('plan.unavailable')} extra={<Button onClick={() => query.refetch()}>{t('plan.retry')}</Button>} />
    );

  return (
    <Row gutter={[16, 16]}>
      {subscription.lapsed && (
        <Col span={24}>
          <LapsedNotice subscription={subscription} />
        </Col>
      )}
      <Col xs={24} lg={12}>
        <PlanSummary subscription={subscription} />
      </Col>
      <Col xs={24} lg={12}>
        <Card title={t('plan.features')} style={{ height: '100%' }}>
          <FeatureTags features={subscription.package.features} />
        </Card>
      </Col>
      <Col span={24}>
        <PaymentHistory />
      </Col>
      <Col span={24}>
        <InvoiceList />
      </Col>
    </Row>
  );
}
