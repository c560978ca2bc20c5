/**
 * A fee's payment link (revenues → "Payment link"): the address and its QR code,
 * to send to a parent or show at the desk; the parent pays on their phone.
 */
import { ExportOutlined } from '@ant-design/icons';
import { App, Button, Flex, Input, Modal, QRCode, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ActionResultProps } from '../../crud/action-results';

export default function PaymentLinkModal({ data, title, onClose }: ActionResultProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { url } = data as { url: string };
  return (
    <Modal open title={title} onCancel={onClose} footer={<Button onClick={onClose}>{t('buttons.ok')}</Button>} width={440}>
      <Flex vertical align="center" gap={16}>
        <Typography.Text type="secondary">{t('tuition.linkHelp')}</Typography.Text>
        <QRCode value={url} size={220} bordered={false} data-testid="payment-qr" />
        <Input
          readOnly
          value={url}
          aria-label={t('tuition.linkTitle')}
          data-testid="payment-link"
          // antd's copy falls back to execCommand where navigator.clipboard is missing (plain http on a LAN).
          suffix={<Typography.Text copyable={{ text: url, tooltips: [t('tuition.copy'), t('tuition.copied')], onCopy: () => void message.success(t('tuition.copied')) }} />}
        />
        <Button icon={<ExportOutlined />} href={url} target="_blank" rel="noopener noreferrer">
          {t('tuition.open')}
        </Button>
      </Flex>
    </Modal>
  );
}
