/**
 * "Continue payment" (spec §4): asks the platform's continue-payment call for the
 * pending payment and goes to the `payment_url` it answers, a fresh link rather
 * than one remembered from an earlier answer. Spec §8: that call shows no toast;
 * a failure is said under the button.
 */
import { useCustom } from '@refinedev/core';
import { Button, Flex, Typography, type ButtonProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { subscriptionUrl } from '../my-plan/subscription-api';

/** Leaving the app for the payment page; an object so a test can watch it. */
export const paymentPage = { open: (url: string) => window.location.assign(url) };

export const CONTINUE_PAYMENT_PATH = 'payments/continue-payment';

export function ContinuePaymentButton({ size }: Pick<ButtonProps, 'size'>) {
  const { t } = useTranslation();
  const { query } = useCustom<{ payment_url: string | null }>({
    url: subscriptionUrl(CONTINUE_PAYMENT_PATH),
    method: 'get',
    errorNotification: false,
    queryOptions: { enabled: false, retry: false, gcTime: 0 },
  });
  const go = async () => {
    const { data } = await query.refetch();
    const url = data?.data.payment_url;
    if (url) paymentPage.open(url);
  };
  return (
    <Flex vertical align="center" gap={8}>
      <Button type="primary" size={size} loading={query.isFetching} onClick={() => void go()}>
        {t('blocked.pendingPayment.action')}
      </Button>
      {query.isError && <Typography.Text type="danger">{query.error.message}</Typography.Text>}
    </Flex>
  );
}
