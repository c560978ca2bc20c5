/**
 * /my-plan/payment: with an order in its address it creates the payment and
 * goes to the gateway; with `paymentId` (the gateway's way back) it shows how
 * the payment ended.
 */
import { Button, Result } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PACKAGES_ROUTE } from '../subscription/BlockedScreen';
import { PaymentResult } from './PaymentResult';
import { PaymentStart } from './PaymentStart';
import { orderFromSearch } from './plan-order';

export default function PaymentPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const paymentId = Number(params.get('paymentId'));
  const order = useMemo(() => orderFromSearch(params), [params]);
  if (Number.isInteger(paymentId) && paymentId > 0) return <PaymentResult id={paymentId} />;
  if (order) return <PaymentStart order={order} />;
  return (
    <Result
      status="info"
      title={t('payment.missingOrder')}
      extra={
        <Link to={PACKAGES_ROUTE}>
          <Button type="primary">{t('payment.backToPackages')}</Button>
        </Link>
      }
    />
  );
}
