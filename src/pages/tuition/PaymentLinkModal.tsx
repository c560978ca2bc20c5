/**
 * A fee's payment link (revenues → "Payment link"): the address and its QR code,
 * to send to a parent or show at the desk, until when it works, and "Revoke link"
 * to end it at once (asked first); the parent pays on their phone.
 */
import { ExportOutlined, StopOutlined } from '@ant-design/icons';
import { useCustomMutation } from '@refinedev/core';
import { Alert, App, Button, Flex, Input, Modal, Popconfirm, QRCode, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../domain/dates';
import { TUITION_LINK_DAYS, type PaymentLink } from '../../../domain/tuition-fee';
import { fillPath } from '../../crud/action-body';
import type { ActionResultProps } from '../../crud/action-results';
import { useSchema } from '../../crud/catalogue-context';
import { API_BASE } from '../../http/http-client';

export default function PaymentLinkModal({ resource, data, title, onClose }: ActionResultProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { url, expires_at, revenue_id } = data as PaymentLink;
  // The link is revoked at the path it is made at.
  const linkPath = useSchema(resource)['x-actions']?.find((action) => action.result === 'payment-link')?.path;
  const { mutateAsync, mutation } = useCustomMutation();
  const [revoked, setRevoked] = useState(false);

  const revoke = async () => {
    await mutateAsync({
      url: `${API_BASE}/${fillPath(linkPath!, { id: revenue_id })}`,
      method: 'delete',
      values: {},
      successNotification: false,
    });
    setRevoked(true);
  };

  return (
    <Modal open title={title} onCancel={onClose} footer={<Button onClick={onClose}>{t('buttons.ok')}</Button>} width={440}>
      {revoked ? (
        <Alert type="info" showIcon message={t('tuition.revoked')} data-testid="payment-link-revoked" />
      ) : (
        <Flex vertical align="center" gap={16}>
          <Typography.Text type="secondary">{t('tuition.linkHelp')}</Typography.Text>
          <QRCode value={url} size={220} bordered={false} data-testid="payment-qr" />
          <Input
            readOnly
            value={url}
            aria-label={t('tuition.linkTitle')}
            data-testid="payment-link"
            // antd's copy falls back to execCommand where navigator.clipboard is missing (plain http on a LAN).
            suffix={
              <Typography.Text
                copyable={{
                  text: url,
                  tooltips: [t('tuition.copy'), t('tuition.copied')],
                  onCopy: () => void message.success(t('tuition.copied')),
                }}
              />
            }
          />
          <Typography.Text data-testid="payment-link-expiry">
            {t('tuition.linkValidUntil', { time: formatDateTime(expires_at), days: TUITION_LINK_DAYS })}
          </Typography.Text>
          <Flex gap={8} wrap justify="center">
            <Button icon={<ExportOutlined />} href={url} target="_blank" rel="noopener noreferrer">
              {t('tuition.open')}
            </Button>
            <Popconfirm
              title={t('tuition.revokeConfirm')}
              okText={t('tuition.revoke')}
              okButtonProps={{ danger: true }}
              cancelText={t('buttons.cancel')}
              onConfirm={() => revoke().catch(() => undefined)}
            >
              <Button danger icon={<StopOutlined />} loading={mutation.isPending}>
                {t('tuition.revoke')}
              </Button>
            </Popconfirm>
          </Flex>
        </Flex>
      )}
    </Modal>
  );
}
