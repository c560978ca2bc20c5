/**
 * /view/webview-orders?token=&lang= with `orderId` (one order as a receipt:
 * lines, totals, statuses) or `playerId` (that player's orders, newest first,
 * each opening its receipt): what a parent checks on their phone.
 */
import { Card, Descriptions, Empty, Flex, List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useSchema } from '../../crud/catalogue-context';
import { FieldValue } from '../../crud/FieldValue';
import { fieldSpec } from '../../crud/schema-to-columns';
import { formatDate } from '../../../domain/dates';
import { formatMoney } from '../../../domain/money';
import { InvalidLinkError, useWebViewData, type WebViewGet } from './use-webview-data';
import { WebViewFrame } from './WebViewFrame';

type Order = Record<string, unknown> & { id: number; order_date?: string; transaction_amount?: number; player?: { name: string } | null };
type Loaded = { order: Order } | { player: { id: number; name: string }; orders: Order[] };

const idOf = (link: URLSearchParams, name: string) => {
  const raw = link.get(name);
  if (raw !== null && !/^\d+$/.test(raw)) throw new InvalidLinkError();
  return raw;
};

async function loadOrders(get: WebViewGet, link: URLSearchParams): Promise<Loaded> {
  const orderId = idOf(link, 'orderId');
  const playerId = idOf(link, 'playerId');
  if (orderId) return { order: await get<Order>(`/admin/orders/${orderId}`) };
  if (!playerId) throw new InvalidLinkError();
  const [player, page] = await Promise.all([
    get<{ id: number; name: string }>(`/players/${playerId}`),
    get<{ content: Order[] }>('/admin/orders', { playerIds: playerId, size: 50, sort: 'order_date:desc' }),
  ]);
  return { player, orders: page.content };
}

function OrderReceipt({ order }: { order: Order }) {
  const { t } = useTranslation();
  const schema = useSchema('orders');
  const show = (field: string) => <FieldValue spec={fieldSpec('orders', field, schema.properties[field])} record={order} full />;
  const row = (field: string) => ({ key: field, label: t(`orders.fields.${field}.label`), children: show(field) });
  return (
    <Card styles={{ body: { padding: 16 } }}>
      <Flex justify="space-between" align="baseline" wrap gap={8}>
        <Typography.Title level={4} style={{ margin: 0 }}>{`${t('orders.one')} #${order.id}`}</Typography.Title>
        {show('order_status')}
      </Flex>
      <Descriptions
        column={1}
        size="small"
        style={{ marginTop: 12 }}
        items={[
          'order_date',
          'customer_name',
          'customer_mobile',
          'customer_address',
          'items',
          'amount',
          'shipping_fee',
          'discount_value',
          'transaction_amount',
          'payment_type',
          'transaction_status',
        ]
          .filter((field) => order[field] !== null && order[field] !== undefined && order[field] !== '')
          .map(row)}
      />
    </Card>
  );
}

function PlayerOrders({ player, orders }: { player: { name: string }; orders: Order[] }) {
  const { t } = useTranslation();
  const schema = useSchema('orders');
  const [link] = useSearchParams();
  const receiptLink = (id: number) => {
    const next = new URLSearchParams(link);
    next.delete('playerId');
    next.set('orderId', String(id));
    return `?${next.toString()}`;
  };
  return (
    <Card styles={{ body: { padding: 16 } }}>
      <Typography.Title level={4} style={{ margin: 0 }}>
        {player.name}
      </Typography.Title>
      <Typography.Text type="secondary">{t('orders.orders')}</Typography.Text>
      <List
        dataSource={orders}
        rowKey="id"
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('crud.noData')} /> }}
        renderItem={(order) => (
          <List.Item extra={<FieldValue spec={fieldSpec('orders', 'order_status', schema.properties.order_status)} record={order} />}>
            <List.Item.Meta
              title={
                <Link to={receiptLink(order.id)}>{`#${order.id}${order.order_date ? ` · ${formatDate(order.order_date)}` : ''}`}</Link>
              }
              description={formatMoney(Number(order.transaction_amount ?? 0))}
            />
          </List.Item>
        )}
      />
    </Card>
  );
}

export default function OrdersView() {
  const { state, retry } = useWebViewData(loadOrders);
  return (
    <WebViewFrame state={state} retry={retry}>
      {(data) => ('order' in data ? <OrderReceipt order={data.order} /> : <PlayerOrders player={data.player} orders={data.orders} />)}
    </WebViewFrame>
  );
}
