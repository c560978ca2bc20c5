/**
 * /view/webview-plan-payment?token=&lang=: the academy's plan as the mobile app
 * shows it (spec §2): the package, its expiry and the players it allows, why it
 * has lapsed if it has, the payment waiting to be finished with the way to the
 * gateway, and the payments before it.
 */
import { Alert, Card, Empty, Flex, List, Tag, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../domain/dates';
import { enumLabel } from '../../../domain/enum-labels';
import { formatMoney } from '../../../domain/money';
import { durationLabel } from '../../../domain/price-lines';
import { EnumTag } from '../my-plan/EnumTag';
import { Expiry, PlayersUsage } from '../my-plan/PlanSummary';
import { BLOCK_KINDS, subscriptionUrl } from '../my-plan/subscription-api';
import type { PlanPayment as Payment, PlanPaymentPage, Subscription } from '../../../domain/subscription';
import { PaymentUrlButton, type AskPaymentUrl } from '../subscription/ContinuePaymentButton';
import { useWebViewData, type WebViewGet } from './use-webview-data';
import { WebViewFrame } from './WebViewFrame';

const HISTORY_SIZE = 10;

interface Loaded {
  subscription: Subscription;
  payments: Payment[];
  /** A payment's address as the server answers it now, with the link's credential. */
  paymentUrl: (id: number) => ReturnType<AskPaymentUrl>;
}

async function loadPlan(get: WebViewGet): Promise<Loaded> {
  const [subscription, page] = await Promise.all([
    get<Subscription>(subscriptionUrl('academies/my-academy')),
    get<PlanPaymentPage>(subscriptionUrl('payments/my-payments'), { page: 0, size: HISTORY_SIZE }),
  ]);
  // Continuing asks for the payment again, for an address made now rather than the one read with the page.
  const paymentUrl = async (id: number) => (await get<Payment>(subscriptionUrl(`payments/${id}`))).payment_url;
  return { subscription, payments: page.content, paymentUrl };
}

function PlanCard({ subscription }: { subscription: Subscription }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const plan = subscription.package;
  return (
    <Card styles={{ body: { padding: 16 } }}>
      <Typography.Title level={4} style={{ margin: 0 }}>
        {subscription.name}
      </Typography.Title>
      <Flex vertical gap={12} style={{ marginTop: 12 }}>
        <Flex align="center" gap={8} wrap>
          <Typography.Text>{t('plan.usingPlan')}</Typography.Text>
          <Typography.Text strong style={{ fontSize: 18, color: token.colorPrimary }}>
            {plan.name}
          </Typography.Text>
          <Tag color={plan.is_trial ? 'gold' : 'green'}>{plan.is_trial ? t('plan.trial') : t('plan.paid')}</Tag>
        </Flex>
        <Expiry subscription={subscription} />
        <PlayersUsage used={subscription.usage.players_used} limit={subscription.usage.players_limit} />
      </Flex>
    </Card>
  );
}

function PendingPayment({ payment, ask }: { payment: Payment; ask: AskPaymentUrl }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? 'vi';
  return (
    <Card styles={{ body: { padding: 16 } }} title={t('webview.planPending')}>
      <Flex vertical gap={8}>
        <Typography.Text strong>{payment.package.name}</Typography.Text>
        <Typography.Text type="secondary">
          {enumLabel('plan_choice', payment.plan_choice, lang)} · {durationLabel(payment, t)}
        </Typography.Text>
        <Typography.Text style={{ fontSize: 20 }} strong>
          {formatMoney(payment.amount)}
        </Typography.Text>
        <PaymentUrlButton size="large" block ask={ask} />
      </Flex>
    </Card>
  );
}

function PaymentList({ payments }: { payments: Payment[] }) {
  const { t } = useTranslation();
  return (
    <Card styles={{ body: { padding: '4px 16px' } }} title={t('plan.history')}>
      <List
        dataSource={payments}
        rowKey="id"
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('webview.noPlanPayments')} /> }}
        renderItem={(payment) => (
          <List.Item extra={<EnumTag name="payment_status" value={payment.status} />}>
            <List.Item.Meta
              title={`${payment.package.name} · ${formatMoney(payment.amount)}`}
              description={formatDateTime(payment.create_date)}
            />
          </List.Item>
        )}
      />
    </Card>
  );
}

function PlanPayment({ subscription, payments, paymentUrl }: Loaded) {
  const { t } = useTranslation();
  const pending = payments.find((payment) => payment.payment_url);
  const lapsed = subscription.lapsed && BLOCK_KINDS[subscription.lapsed.reason];
  return (
    <Flex vertical gap={12}>
      {lapsed && <Alert type="error" showIcon message={t(`blocked.${lapsed}.title`)} description={t(`blocked.${lapsed}.description`)} />}
      <PlanCard subscription={subscription} />
      {pending && <PendingPayment payment={pending} ask={() => paymentUrl(pending.id)} />}
      <PaymentList payments={payments} />
    </Flex>
  );
}

export default function PlanPaymentView() {
  const { state, retry } = useWebViewData(loadPlan);
  return (
    <WebViewFrame state={state} retry={retry}>
      {(data) => <PlanPayment {...data} />}
    </WebViewFrame>
  );
}
