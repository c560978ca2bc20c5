/**
 * Back from the gateway: the payment's outcome as the server recorded it (the
 * address only names the payment). A success lands on the dashboard, fully
 * reloaded so the unblocked academy and any new package features take effect.
 */
import { useCustom } from '@refinedev/core';
import { Button, Descriptions, Result, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../domain/dates';
import { formatMoney } from '../../../domain/money';
import { PACKAGES_ROUTE } from '../subscription/BlockedScreen';
import { paymentPage } from '../subscription/ContinuePaymentButton';
import { EnumTag } from './EnumTag';
import { subscriptionUrl } from './subscription-api';
import type { PlanPayment } from '../../../domain/subscription';

/** Seconds on the success screen before the dashboard. */
const LANDING_SECONDS = 5;
const STATUS_ICONS = { SUCCESS: 'success', PENDING: 'warning', CANCEL: 'info', FAIL: 'error', NEW: 'info' } as const;

export const dashboard = { open: () => window.location.assign('/') };

function useCountdown(active: boolean, onDone: () => void) {
  const [left, setLeft] = useState(LANDING_SECONDS);
  useEffect(() => {
    if (!active) return undefined;
    if (left <= 0) {
      onDone();
      return undefined;
    }
    const timer = window.setTimeout(() => setLeft(left - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [active, left, onDone]);
  return left;
}

function Actions({ payment }: { payment: PlanPayment }) {
  const { t } = useTranslation();
  const myPlan = (
    <Link to="/my-plan" key="plan">
      <Button>{t('payment.toMyPlan')}</Button>
    </Link>
  );
  if (payment.status === 'SUCCESS') {
    return [
      <Button type="primary" key="home" onClick={dashboard.open}>
        {t('payment.toDashboard')}
      </Button>,
      myPlan,
    ];
  }
  const again = payment.payment_url && (
    <Button type="primary" key="again" onClick={() => paymentPage.open(payment.payment_url!)}>
      {payment.status === 'FAIL' || payment.status === 'CANCEL' ? t('payment.payAgain') : t('payment.continue')}
    </Button>
  );
  const other = (
    <Link to={PACKAGES_ROUTE} key="packages">
      <Button>{t('payment.backToPackages')}</Button>
    </Link>
  );
  return [again, payment.status === 'PENDING' ? myPlan : other];
}

export function PaymentResult({ id }: { id: number }) {
  const { t } = useTranslation();
  const { query, result } = useCustom<PlanPayment>({ url: subscriptionUrl(`payments/${id}`), method: 'get' });
  const payment = query.isSuccess ? result.data : undefined;
  const left = useCountdown(payment?.status === 'SUCCESS', dashboard.open);
  if (query.isLoading) return <Skeleton active />;
  if (!payment)
    return (
      <Result
        status="warning"
        title={t('payment.notFound')}
        extra={
          <Link to="/my-plan">
            <Button>{t('payment.toMyPlan')}</Button>
          </Link>
        }
      />
    );

  const key = `payment.result.${payment.status}`;
  const values = {
    package: payment.package.name,
    date: formatDate(payment.period_end ?? payment.invoice.due_date),
    number: payment.invoice.number,
  };
  let description = t(`${key}.description`, values);
  if (payment.status === 'SUCCESS' && !payment.period_end) description = t('payment.result.SUCCESS.paidOnly', values);
  if (payment.invoice.status === 'OVER_DUE') description = t('payment.result.overdue', values);
  return (
    <Result
      status={STATUS_ICONS[payment.status]}
      title={t(`${key}.title`)}
      subTitle={
        <>
          {description}
          {payment.status === 'SUCCESS' && <div>{t('payment.redirectIn', { seconds: left })}</div>}
        </>
      }
      extra={<Actions payment={payment} />}
    >
      <Descriptions
        size="small"
        column={1}
        items={[
          { key: 'invoice', label: t('plan.col.number'), children: payment.invoice.number },
          { key: 'package', label: t('plan.col.package'), children: payment.package.name },
          { key: 'amount', label: t('plan.col.amount'), children: formatMoney(payment.amount) },
          { key: 'status', label: t('plan.col.status'), children: <EnumTag name="payment_status" value={payment.status} /> },
        ]}
      />
    </Result>
  );
}
