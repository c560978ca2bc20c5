/**
 * /view/tuition-return?vnp_…: where VNPay sends the parent back. The server
 * checks VNPay's signature and answers what its IPN recorded; while the IPN has
 * not arrived yet the page says so and asks again, a few seconds apart, then
 * stops and offers to check again.
 */
import type { HttpError } from '@refinedev/core';
import { Button, Card, Flex, Result, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatMoney } from '../../../domain/money';
import { http } from '../../http/client';
import { LanguageSwitch } from '../../components/LanguageSwitch';
import { FeeSummary } from './FeeSummary';
import { paymentLanguage } from './payment-language';
import type { PaymentReturn } from '../../../domain/tuition-fee';
import type { WebViewState } from './use-webview-data';
import { WebViewFrame } from './WebViewFrame';

const ASK_AGAIN_MS = 2_000;
const MAX_ASKS = 15;

function usePaymentReturn() {
  const [params] = useSearchParams();
  // The page speaks the language the payment was started in; the answer is asked in it too.
  const { i18n } = useTranslation();
  const [lang] = useState(paymentLanguage);
  useEffect(() => {
    if (lang && lang !== i18n.resolvedLanguage) void i18n.changeLanguage(lang);
  }, [lang, i18n]);
  const query = params.toString();
  const [attempt, setAttempt] = useState(0);
  // The answer is kept with the ask it answers: a newer ask is still being checked.
  const [answer, setAnswer] = useState<{ attempt: number; state: WebViewState<PaymentReturn> }>({
    attempt: -1,
    state: { status: 'loading' },
  });

  useEffect(() => {
    let current = true;
    const answered = (state: WebViewState<PaymentReturn>) => current && setAnswer({ attempt, state });
    http.get(`/public/vnpay/return?${query}`, lang && { headers: { 'Accept-Language': lang } }).then(
      ({ data }) => answered({ status: 'ready', data: data.data as PaymentReturn }),
      (error: HttpError) => answered({ status: 'failed', message: error.message }),
    );
    return () => {
      current = false;
    };
  }, [query, attempt, lang]);

  const { state } = answer;
  const processing = state.status === 'ready' && state.data.outcome === 'PROCESSING';
  useEffect(() => {
    if (!processing || attempt >= MAX_ASKS) return;
    const timer = setTimeout(() => setAttempt((n) => n + 1), ASK_AGAIN_MS);
    return () => clearTimeout(timer);
  }, [processing, attempt]);

  return {
    state,
    retry: () => setAttempt((n) => n + 1),
    /** The last ask still found it processing: the page no longer asks by itself. */
    stopped: processing && answer.attempt >= MAX_ASKS,
    checking: answer.attempt !== attempt,
  };
}

const STATUS = { PAID: 'success', PROCESSING: 'info', FAILED: 'error', INVALID: 'warning' } as const;
const KEY = { PAID: 'paid', PROCESSING: 'processing', FAILED: 'failed', INVALID: 'invalid' } as const;

export default function TuitionReturnView() {
  const { t } = useTranslation();
  const { state, retry, stopped, checking } = usePaymentReturn();
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
                  : t(stopped ? 'tuition.processingStopped' : `tuition.${KEY[outcome]}Detail`)
              }
              extra={
                stopped && (
                  <Button type="primary" loading={checking} onClick={retry}>
                    {t('tuition.checkAgain')}
                  </Button>
                )
              }
              style={{ padding: 16 }}
            />
            {fee && <FeeSummary fee={fee} />}
            {outcome === 'PAID' && transaction_no && (
              <Typography.Text type="secondary">{t('tuition.transactionNo', { no: transaction_no })}</Typography.Text>
            )}
          </Flex>
        </Card>
      )}
    </WebViewFrame>
  );
}
