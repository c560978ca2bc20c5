/** The server's price for a plan order: each fee line, the subtotal, the coupon's discount and the total to pay. */
import { Alert, Divider, Flex, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../domain/money';
import { lineDetail, lineName } from '../../../domain/price-lines';
import { EnumTag } from './EnumTag';
import type { Quote } from '../../../domain/subscription';

interface Props {
  quote: Quote | undefined;
  loading: boolean;
  /** Why the server refused to price the order. */
  error?: string;
}

function Row({ label, detail, amount, strong }: { label: string; detail?: string; amount: string; strong?: boolean }) {
  return (
    <Flex justify="space-between" gap={12}>
      <Flex vertical>
        <Typography.Text strong={strong}>{label}</Typography.Text>
        {detail && (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {detail}
          </Typography.Text>
        )}
      </Flex>
      <Typography.Text strong={strong} style={{ whiteSpace: 'nowrap' }}>
        {amount}
      </Typography.Text>
    </Flex>
  );
}

export function PriceBreakdown({ quote, loading, error }: Props) {
  const { t, i18n } = useTranslation();
  if (error) return <Alert type="error" showIcon message={error} />;
  if (!quote) return loading ? <Skeleton active paragraph={{ rows: 3 }} /> : null;
  const lang = i18n.resolvedLanguage ?? 'vi';
  return (
    <Flex vertical gap={8} aria-busy={loading} data-testid="price-breakdown" style={{ opacity: loading ? 0.6 : 1 }}>
      <Flex justify="space-between" align="center">
        <Typography.Text strong>{t('plan.price')}</Typography.Text>
        {/* A lapsed academy continuing its plan already reads why above the packages. */}
        {quote.action !== 'CONTINUE_PAYMENT' && <EnumTag name="payment_action" value={quote.action} />}
      </Flex>
      {quote.lines.map((line) => (
        <Row key={line.fee_type} label={lineName(line, lang)} detail={lineDetail(line, t)} amount={formatMoney(line.amount)} />
      ))}
      <Divider style={{ margin: '4px 0' }} />
      <Row label={t('plan.subtotal')} amount={formatMoney(quote.subtotal)} />
      {quote.discount > 0 && (
        <Row label={t('plan.discount', { code: quote.coupon?.code ?? '' })} amount={`−${formatMoney(quote.discount)}`} />
      )}
      <Flex justify="space-between" align="baseline">
        <Typography.Text strong>{t('plan.total')}</Typography.Text>
        <Typography.Title level={3} style={{ margin: 0, color: '#673ab7' }} data-testid="price-total">
          {formatMoney(quote.total)}
        </Typography.Title>
      </Flex>
    </Flex>
  );
}
