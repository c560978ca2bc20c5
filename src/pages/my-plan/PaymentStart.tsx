/**
 * Creates the payment for an order (once, even if effects run twice) and leaves
 * for its `payment_url`, the sandbox gateway. `replace`, so going back from the
 * gateway does not come here and create another payment.
 */
import { useCustomMutation, type HttpError } from '@refinedev/core';
import { Button, Result, Spin } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PACKAGES_ROUTE } from '../subscription/BlockedScreen';
import { CONTINUE_PATH, paymentRequest, type PlanOrder } from './plan-order';
import { subscriptionUrl, useSubscription } from './subscription-api';
import type { PlanPayment } from '../../../domain/subscription';

/** Leaving the app for the gateway; an object so a test can watch it. */
export const gateway = { go: (url: string) => window.location.replace(url) };

export function PaymentStart({ order }: { order: PlanOrder }) {
  const { t } = useTranslation();
  const { subscription, query } = useSubscription();
  const { mutate, mutation } = useCustomMutation<PlanPayment>();
  const started = useRef(false);

  useEffect(() => {
    if (!subscription || started.current) return;
    started.current = true;
    const { path, values } = paymentRequest(order, subscription);
    mutate(
      {
        url: subscriptionUrl(path),
        method: 'post',
        values,
        successNotification: false,
        // Spec §8: no toast for the platform's continue payment; the page says what failed either way.
        ...(path === CONTINUE_PATH && { errorNotification: false }),
      },
      { onSuccess: ({ data }) => data.payment_url && gateway.go(data.payment_url) },
    );
  }, [subscription, order, mutate]);

  if (mutation.isError || query.isError) {
    return (
      <Result
        status="error"
        title={t('payment.createFailed')}
        subTitle={((mutation.error ?? query.error) as HttpError | null)?.message}
        extra={
          <Link to={PACKAGES_ROUTE}>
            <Button type="primary">{t('payment.backToPackages')}</Button>
          </Link>
        }
      />
    );
  }
  return <Result icon={<Spin size="large" />} title={mutation.isSuccess ? t('payment.redirecting') : t('payment.creating')} />;
}
