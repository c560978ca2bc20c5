/**
 * "Continue payment" (spec §4): asks for the pending payment's `payment_url` at
 * the click and goes there, a fresh link rather than one remembered from an
 * earlier answer. ContinuePaymentButton asks the platform's continue-payment
 * call with the session; a web view gives PaymentUrlButton its own way to ask.
 * Spec §8: no toast; a failure is said under the button.
 */
import { useCustom, type HttpError } from '@refinedev/core';
import { Button, Flex, Typography, type ButtonProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { subscriptionUrl } from '../my-plan/subscription-api';
import type { PlanPayment } from '../../../domain/subscription';

/** Leaving the app for the payment page; an object so a test can watch it. */
export const paymentPage = { open: (url: string) => window.location.assign(url) };

const CONTINUE_PAYMENT_PATH = 'payments/continue-payment';

/** Where the pending payment is paid, asked now; null when there is none. */
export type AskPaymentUrl = () => Promise<string | null | undefined>;

type Props = Pick<ButtonProps, 'size' | 'block'>;

export function PaymentUrlButton({ size, block, ask }: Props & { ask: AskPaymentUrl }) {
  const { t } = useTranslation();
  const [going, setGoing] = useState(false);
  const [error, setError] = useState<string>();
  const go = async () => {
    setGoing(true);
    setError(undefined);
    try {
      const url = await ask();
      if (url) paymentPage.open(url);
      else setError(t('plan.errors.NOTHING_TO_CONTINUE'));
    } catch (e) {
      setError((e as HttpError).message);
    } finally {
      setGoing(false);
    }
  };
  return (
    <Flex vertical align="center" gap={8}>
      <Button type="primary" size={size} block={block} loading={going} onClick={() => void go()}>
        {t('blocked.pendingPayment.action')}
      </Button>
      {error && <Typography.Text type="danger">{error}</Typography.Text>}
    </Flex>
  );
}

export function ContinuePaymentButton(props: Props) {
  const { query } = useCustom<PlanPayment>({
    url: subscriptionUrl(CONTINUE_PAYMENT_PATH),
    method: 'get',
    errorNotification: false,
    queryOptions: { enabled: false, retry: false, gcTime: 0 },
  });
  const ask = async () => {
    const { data, error } = await query.refetch();
    if (error) throw error;
    return data?.data.payment_url;
  };
  return <PaymentUrlButton {...props} ask={ask} />;
}
