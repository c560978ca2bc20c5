/** "Payment history": the academy's plan payments, newest first, paged by the server; an unfinished one can be continued. */
import { useCustom } from '@refinedev/core';
import { Button, Card, Flex, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '../../../domain/dates';
import { enumLabel } from '../../../domain/enum-labels';
import { formatMoney } from '../../../domain/money';
import { durationLabel } from '../../../domain/price-lines';
import { paymentPage } from '../subscription/ContinuePaymentButton';
import { EnumTag } from './EnumTag';
import { subscriptionUrl } from './subscription-api';
import type { PlanPayment, PlanPaymentPage } from '../../../domain/subscription';

const SIZE = 5;

export function PaymentHistory() {
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? 'vi';
  const [page, setPage] = useState(0);
  const { query, result } = useCustom<PlanPaymentPage>({
    url: subscriptionUrl('payments/my-payments'),
    method: 'get',
    config: { query: { page, size: SIZE } },
  });
  const data = query.isSuccess ? result.data : undefined;

  return (
    <Card title={t('plan.history')}>
      <Table<PlanPayment>
        rowKey="id"
        size="middle"
        loading={query.isFetching}
        dataSource={data?.content}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: page + 1,
          pageSize: SIZE,
          total: data?.total_elements,
          onChange: (p) => setPage(p - 1),
          showSizeChanger: false,
        }}
        columns={[
          { key: 'date', title: t('plan.col.date'), render: (_, p) => formatDateTime(p.create_date) },
          {
            key: 'description',
            title: t('plan.col.description'),
            render: (_, p) => (
              <Flex vertical>
                <Typography.Text strong>{p.package.name}</Typography.Text>
                <Typography.Text type="secondary">
                  {enumLabel('payment_action', p.action, lang)} · {enumLabel('plan_choice', p.plan_choice, lang)} · {durationLabel(p, t)}
                </Typography.Text>
              </Flex>
            ),
          },
          {
            key: 'amount',
            title: t('plan.col.amount'),
            render: (_, p) => (
              <Flex vertical>
                <Typography.Text strong>{formatMoney(p.amount)}</Typography.Text>
                <Typography.Text type="secondary">
                  {[
                    p.payment_type && enumLabel('payment_type', p.payment_type, lang),
                    p.coupon_code && t('plan.couponCode', { code: p.coupon_code }),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Typography.Text>
              </Flex>
            ),
          },
          {
            key: 'period',
            title: t('plan.col.period'),
            render: (_, p) => (p.period_start && p.period_end ? `${formatDate(p.period_start)} – ${formatDate(p.period_end)}` : '—'),
          },
          { key: 'status', title: t('plan.col.status'), render: (_, p) => <EnumTag name="payment_status" value={p.status} /> },
          {
            key: 'continue',
            render: (_, p) =>
              p.payment_url && (
                <Button type="link" style={{ padding: 0 }} onClick={() => paymentPage.open(p.payment_url!)}>
                  {t('plan.continuePayment')}
                </Button>
              ),
          },
        ]}
      />
    </Card>
  );
}
