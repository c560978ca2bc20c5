/**
 * /view/tuition?revenue=&token=&lang=: the page a parent opens from a fee's
 * payment link (or its QR code) on a phone: the fee, its VietQR to pay by bank
 * transfer, and "Pay with VNPay", which starts an attempt on the server and goes
 * to VNPay's page.
 */
import type { HttpError } from '@refinedev/core';
import { Alert, Button, Card, Divider, Flex, Result } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../../http/client';
import { BankTransferCard } from '../../components/BankTransferCard';
import { LanguageSwitch } from '../../components/LanguageSwitch';
import { FeeSummary } from './FeeSummary';
import { rememberPaymentLanguage } from './payment-language';
import type { FeePage, VnpayStart } from '../../../domain/tuition-fee';
import { InvalidLinkError, useWebViewData, type WebViewGet } from './use-webview-data';
import { WebViewFrame } from './WebViewFrame';

async function loadFee(get: WebViewGet, link: URLSearchParams) {
  const id = link.get('revenue') ?? '';
  const token = link.get('token') ?? '';
  if (!/^\d+$/.test(id) || !token) throw new InvalidLinkError();
  return { fee: await get<FeePage>(`/public/tuition/${id}`, { token }), token };
}

function PayButton({ fee, token }: { fee: FeePage; token: string }) {
  const { t, i18n } = useTranslation();
  const [paying, setPaying] = useState(false);
  const [error, setError] = useState<string>();
  // Back from VNPay may restore this page from the back-forward cache as it was left: redirecting.
  useEffect(() => {
    const restored = (e: PageTransitionEvent) => e.persisted && setPaying(false);
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, []);
  const pay = async () => {
    setPaying(true);
    setError(undefined);
    try {
      const { data } = await http.post<{ data: VnpayStart }>(`/public/tuition/${fee.id}/vnpay`, { token, lang: i18n.resolvedLanguage });
      rememberPaymentLanguage(i18n.resolvedLanguage);
      window.location.assign(data.data.payment_url);
    } catch (e) {
      setError((e as HttpError).message);
      setPaying(false);
    }
  };
  return (
    <Flex vertical gap={12}>
      {error && <Alert type="error" showIcon message={error} />}
      {fee.gateway?.mode === 'SANDBOX' && <Alert type="info" showIcon message={t('tuition.sandbox')} />}
      <Button type="primary" size="large" block loading={paying} onClick={() => void pay()}>
        {paying ? t('tuition.redirecting') : t('tuition.payWithVnpay')}
      </Button>
    </Flex>
  );
}

export default function TuitionView() {
  const { t } = useTranslation();
  const { state, retry } = useWebViewData(loadFee);
  return (
    <WebViewFrame state={state} retry={retry}>
      {({ fee, token }) => (
        <Card title={t('tuition.title')} extra={<LanguageSwitch />}>
          <Flex vertical gap={16}>
            <FeeSummary fee={fee} />
            {!fee.payable && <Result status="success" title={t('tuition.alreadyPaid')} style={{ padding: 16 }} />}
            {fee.payable && (
              <>
                {fee.transfer && (
                  <>
                    <Divider plain style={{ margin: 0 }}>
                      {t('tuition.transferTitle')}
                    </Divider>
                    <BankTransferCard transfer={fee.transfer} />
                  </>
                )}
                {fee.transfer && fee.gateway && <Divider plain>{t('tuition.orPayOnline')}</Divider>}
                {fee.gateway && <PayButton fee={fee} token={token} />}
                {!fee.gateway && !fee.transfer && <Alert type="warning" showIcon message={t('tuition.noGateway')} />}
              </>
            )}
          </Flex>
        </Card>
      )}
    </WebViewFrame>
  );
}
