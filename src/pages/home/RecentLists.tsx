/** The "recent" lists the user may open: revenue, expenses, redeems and orders of the year, two a row (one on a phone). */
import { CanAccess } from '@refinedev/core';
import { Col, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSchema } from '../../crud/catalogue-context';
import { FieldValue } from '../../crud/FieldValue';
import { fieldSpec } from '../../crud/schema-to-columns';
import { formatDate } from '../../../domain/dates';
import { formatMoney } from '../../../domain/money';
import { RecentCard, type RecentRow } from './RecentCard';
import type { Dashboard } from '../../../domain/dashboard';

const joined = (...parts: Array<string | null | undefined>) => parts.filter(Boolean).join(' - ');

export function RecentLists({ recent, loading }: { recent: Dashboard['recent'] | undefined; loading: boolean }) {
  const { t } = useTranslation();
  const orders = useSchema('orders');
  const redeems = useSchema('redeems');
  const orderStatus = fieldSpec('orders', 'order_status', orders.properties.order_status);
  const redeemStatus = fieldSpec('redeems', 'redeem_status', redeems.properties.redeem_status);

  const revenues: RecentRow[] | undefined = recent?.revenues.map((r) => ({
    id: r.id,
    title: r.player?.name ?? r.title,
    subtitle: joined(r.category?.name, r.player ? r.title : null),
    value: (
      <Typography.Text type="success" strong>
        +{formatMoney(r.amount)}
      </Typography.Text>
    ),
    date: formatDate(r.at_date),
  }));
  const expenses: RecentRow[] | undefined = recent?.expenses.map((e) => ({
    id: e.id,
    title: e.category?.name ?? e.title,
    subtitle: joined(e.manager?.name, e.title),
    value: (
      <Typography.Text type="danger" strong>
        −{formatMoney(e.amount)}
      </Typography.Text>
    ),
    date: formatDate(e.at_date),
  }));
  const redeemRows: RecentRow[] | undefined = recent?.redeems.map((d) => ({
    id: d.id,
    title: d.reward?.name ?? `#${d.id}`,
    subtitle: joined(d.player?.name, d.customer_mobile),
    value: (
      <span>
        <Typography.Text strong>{t('homeDashboard.points', { count: d.point_used })}</Typography.Text>{' '}
        <FieldValue spec={redeemStatus} record={d} />
      </span>
    ),
    date: formatDate(d.issue_date),
  }));
  const orderRows: RecentRow[] | undefined = recent?.orders.map((o) => ({
    id: o.id,
    title: o.item_names.join(', ') || `#${o.id}`,
    subtitle: joined(o.customer_name, o.customer_mobile),
    value: (
      <span>
        <Typography.Text strong>{formatMoney(o.transaction_amount)}</Typography.Text> <FieldValue spec={orderStatus} record={o} />
      </span>
    ),
    date: formatDate(o.order_date),
  }));

  const cards = [
    { resource: 'revenues', title: t('homeDashboard.recentRevenues'), rows: revenues },
    { resource: 'expenses', title: t('homeDashboard.recentExpenses'), rows: expenses },
    { resource: 'redeems', title: t('homeDashboard.recentRedeems'), rows: redeemRows },
    { resource: 'orders', title: t('homeDashboard.recentOrders'), rows: orderRows },
  ];
  return (
    <Row gutter={[16, 16]}>
      {cards.map((card) => (
        <CanAccess key={card.resource} resource={card.resource} action="list">
          <Col xs={24} lg={12}>
            <RecentCard {...card} loading={loading} />
          </Col>
        </CanAccess>
      ))}
    </Row>
  );
}
