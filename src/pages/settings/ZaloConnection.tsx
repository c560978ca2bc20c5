/**
 * Under the Zalo settings: the Official Account's connection (connected, until when its access
 * token runs, a refresh Zalo refused), a field to paste a refresh token and "Connect", and
 * "Check the connection", which refreshes the kept token now and shows Zalo's answer.
 */
import { LinkOutlined, SyncOutlined } from '@ant-design/icons';
import { useCustom, useCustomMutation, type HttpError } from '@refinedev/core';
import { Alert, Button, Divider, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reasonLabel } from '../../../domain/delivery-reasons';
import { formatDateTime } from '../../../domain/dates';
import { ZALO_CONNECTION_PATH, type ZaloConnection as Connection } from '../../../domain/zalo-connection';

function ConnectionState({ connection }: { connection: Connection }) {
  const { t, i18n } = useTranslation();
  if (connection.failure) {
    const reason = reasonLabel(connection.failure, i18n.resolvedLanguage ?? 'vi');
    return <Alert role="status" type="error" showIcon message={t('zalo.refused', { reason: reason.toLocaleLowerCase() })} />;
  }
  if (!connection.connected || !connection.access_expires_at || !connection.refreshed_at)
    return <Typography.Text type="secondary">{t('zalo.notConnectedYet')}</Typography.Text>;
  const message = t('zalo.connected', { until: formatDateTime(connection.access_expires_at), at: formatDateTime(connection.refreshed_at) });
  return <Alert role="status" type="success" showIcon message={message} />;
}

export function ZaloConnection() {
  const { t } = useTranslation();
  const kept = useCustom<Connection>({ url: `/${ZALO_CONNECTION_PATH}`, method: 'get' });
  const { mutateAsync, mutation } = useCustomMutation<Connection>();
  const [token, setToken] = useState('');
  const [fresh, setFresh] = useState<Connection>();
  const [refused, setRefused] = useState<string>();

  const connect = async (refreshToken?: string) => {
    setRefused(undefined);
    try {
      const answer = await mutateAsync({
        url: `/${ZALO_CONNECTION_PATH}`,
        method: 'post',
        values: refreshToken ? { refresh_token: refreshToken } : {},
        successNotification: false,
        errorNotification: false,
      });
      setFresh(answer.data);
      setToken('');
    } catch (failure) {
      setRefused((failure as HttpError).message);
    }
  };

  const shown = fresh ?? (kept.query.isSuccess ? kept.result.data : undefined);
  return (
    <section aria-labelledby="zalo-connection-title" data-testid="zalo-connection">
      <Divider orientation="left" orientationMargin={0}>
        <span id="zalo-connection-title">{t('zalo.connectionTitle')}</span>
      </Divider>
      <Typography.Paragraph type="secondary">{t('zalo.connectionHint')}</Typography.Paragraph>
      <Space direction="vertical" style={{ width: '100%' }}>
        {shown && <ConnectionState connection={shown} />}
        {refused && <Alert type="warning" showIcon message={refused} />}
        <Space.Compact style={{ width: '100%' }}>
          <Input.Password
            aria-label={t('zalo.refreshToken')}
            placeholder={t('zalo.refreshToken')}
            autoComplete="off"
            value={token}
            onChange={(event) => setToken(event.target.value)}
          />
          <Button
            type="primary"
            icon={<LinkOutlined />}
            disabled={!token.trim()}
            loading={mutation.isPending}
            onClick={() => void connect(token.trim())}
          >
            {t('zalo.connect')}
          </Button>
        </Space.Compact>
        {shown?.connected && (
          <Button icon={<SyncOutlined />} loading={mutation.isPending} onClick={() => void connect()}>
            {t('zalo.check')}
          </Button>
        )}
      </Space>
    </section>
  );
}
