/**
 * /settings/bank-transfers: tuition transfers matched automatically through the academy's
 * provider (SePay), with the webhook address to give it and the look for what the webhook
 * missed; the API key and token never come back.
 */
import { Alert, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { API_BASE } from '../../http/http-client';
import { SchemaSectionPage } from './SchemaSectionPage';
import { TransferCheck } from './TransferCheck';

/** Where SePay calls for this academy: its own address, so the server knows whose transfer it is. */
const webhookAddress = () => new URL(`${API_BASE}/public/bank-transfers/sepay`, window.location.origin).href;

function WebhookAddress() {
  const { t } = useTranslation();
  const address = webhookAddress();
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginTop: 16 }}
      message={t('bankTransfers.webhookTitle')}
      description={
        <>
          <Typography.Paragraph copyable={{ text: address }} code data-testid="sepay-webhook-address">
            {address}
          </Typography.Paragraph>
          <Typography.Text type="secondary">{t('bankTransfers.webhookHint')}</Typography.Text>
        </>
      }
    />
  );
}

export default function BankTransferSettingsPage() {
  return (
    <SchemaSectionPage
      page="settings_bank_transfers"
      section="bank_transfer_settings"
      extra={() => (
        <>
          <WebhookAddress />
          <TransferCheck />
        </>
      )}
    />
  );
}
