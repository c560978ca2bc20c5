/**
 * /view/renewal?pack=&token=: the page a parent opens from the "sessions left" message: the
 * player's pack (sessions left, last day) and what renewing buys and costs; "Renew" renews it on
 * the server, then the renewal's fee can be paid at once on its payment page.
 */
import type { HttpError } from '@refinedev/core';
import { Alert, Button, Card, Descriptions, Flex, Result, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../domain/dates';
import { formatMoney } from '../../../domain/money';
import type { RenewalPage } from '../../../domain/session-renewals';
import { LanguageSwitch } from '../../components/LanguageSwitch';
import { http } from '../../http/client';
import { InvalidLinkError, useWebViewData, type WebViewGet } from './use-webview-data';
import { WebViewFrame } from './WebViewFrame';

async function loadPack(get: WebViewGet, link: URLSearchParams) {
  const id = link.get('pack') ?? '';
  const token = link.get('token') ?? '';
  if (!/^\d+$/.test(id) || !token) throw new InvalidLinkError();
  return { page: await get<RenewalPage>(`/public/renewals/${id}`, { token }), token };
}

function RenewalCard({ shown, token }: { shown: RenewalPage; token: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(shown);
  const [renewing, setRenewing] = useState(false);
  const [error, setError] = useState<string>();
  const renew = async () => {
    setRenewing(true);
    setError(undefined);
    try {
      setPage((await http.post<{ data: RenewalPage }>(`/public/renewals/${page.pack_id}`, { token })).data.data);
    } catch (e) {
      setError((e as HttpError).message);
    } finally {
      setRenewing(false);
    }
  };
  const next = t('session_renewals.nextTerms', { sessions: page.next_sessions, price: formatMoney(page.next_price) });
  return (
    <Flex vertical gap={16}>
      <Typography.Title level={4} style={{ margin: 0 }}>
        {page.academy_name}
      </Typography.Title>
      <Descriptions
        column={1}
        size="small"
        bordered
        items={[
          { key: 'player', label: t('tuition.player'), children: page.player_name },
          ...(page.course_name ? [{ key: 'course', label: t('session_renewals.page.course'), children: page.course_name }] : []),
          { key: 'left', label: t('session_renewals.page.left'), children: page.left },
          ...(page.expiry_date
            ? [{ key: 'expiry', label: t('session_renewals.page.expiry'), children: formatDate(page.expiry_date) }]
            : []),
          ...(page.state === 'not_renewing' ? [] : [{ key: 'next', label: t('session_renewals.page.next'), children: next }]),
        ]}
      />
      {error && <Alert type="error" showIcon message={error} />}
      {page.state === 'open' && (
        <Button type="primary" size="large" block loading={renewing} onClick={() => void renew()}>
          {t('session_renewals.page.renew')}
        </Button>
      )}
      {page.state === 'renewed' && (
        <Result
          status="success"
          style={{ padding: 8 }}
          title={t('session_renewals.page.renewed', { sessions: page.next_sessions })}
          extra={
            page.fee_link ? (
              <Button type="primary" size="large" href={page.fee_link}>
                {t('session_renewals.page.pay')}
              </Button>
            ) : (
              <Typography.Text type="secondary">{t('session_renewals.page.payLater')}</Typography.Text>
            )
          }
        />
      )}
      {page.state === 'not_renewing' && <Alert type="info" showIcon message={t('session_renewals.page.notRenewing')} />}
    </Flex>
  );
}

export default function RenewalView() {
  const { t } = useTranslation();
  const { state, retry } = useWebViewData(loadPack);
  return (
    <WebViewFrame state={state} retry={retry}>
      {({ page, token }) => (
        <Card title={t('session_renewals.page.title')} extra={<LanguageSwitch />}>
          <RenewalCard shown={page} token={token} />
        </Card>
      )}
    </WebViewFrame>
  );
}
