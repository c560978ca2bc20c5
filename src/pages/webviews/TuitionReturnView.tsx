/**
 * /view/tuition-return?vnp_…: where VNPay sends the parent back. The server
 * checks VNPay's signature and answers what its IPN recorded; while the IPN has
 * not arrived yet the page says so and asks again, a few seconds apart.
 */
import type { HttpError } from '@refinedev/core';
import { Card, Flex, Result, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatMoney } from '../../../domain/money';
import { http } from '../../http/client';
import { LanguageSwitch } from '../../components/LanguageSwitch';
import { FeeSummary } from './FeeSummary';
import type { PaymentReturn } from './tuition-api';
import type { WebViewState } from './use-webview-data';
import { WebViewFrame } from './WebViewFrame';

const ASK_AGAIN_MS = 2_000;
const MAX_ASKS = 15;

function usePaymentReturn() {
  const [params] = useSearchParams();
  const query = params.toString();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<WebViewState<PaymentReturn>>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    http.get(`/public/vnpay/return?${query}`).then(
      ({ data }) => current && setState({ status: 'ready', data: data.data as PaymentReturn }),
      (error: HttpError) => current && setState({ status: 'failed', message: error.message }),
    );
    return () => {
      current = false;
    };
  }, [query, attempt]);

  const processing = state.status === 'ready' && state.data.outcome === 'PROCESSING';
  useEffect(() => {
    if (!processing || attempt >= MAX_ASKS) return;
    const timer = setTimeout(() => setAttempt((n) => n + 1), ASK_AGAIN_MS);
    return () => clearTimeout(timer);
  }, [processing, attempt]);

  return { state, retry: () => setAttempt((n) => n + 1) };
}

const STATUS = { PAID: 'success', PROCESSING: 'info', FAILED: 'error', INVALID: 'warning' } as const;
const KEY = { PAID: 'paid', PROCESSING: 'processing', FAILED: 'failed', INVALID: 'invalid' } as const;

export default function TuitionReturnView() {
  const { t } = useTranslation();
  const { state, retry } = usePaymentReturn();
  return (
    <WebViewFrame state={state} retry={retry}>
      {({ outcome, fee, transaction_no }) => (
        <Card title={t('tuition.returnTitle')} extra={<LanguageSwitch />}>
          <Flex vertical gap={16}>
            <Result
              status={STATUS[outcome]}
              title={t(`tuition.${KEY[outcome]}`)}
              subTitle={
                outcome === 'PAID' && fee
                  ? t('tuition.paidDetail', { amount: formatMoney(fee.amount), title: fee.title })
                  : t(`tuition.${KEY[outcome]}Detail`)
              }
              style={{ padding: 16 }}
            />
            {fee && <FeeSummary fee={fee} />}
            {outcome === 'PAID' && transaction_no && <Typography.Text type="secondary">{t('tuition.transactionNo', { no: transaction_no })}</Typography.Text>}
          </Flex>
        </Card>
      )}
    </WebViewFrame>
  );
}
