/**
 * How to pay a fee by bank transfer: its VietQR, which any Vietnamese banking app scans to fill in
 * the bank, account, amount and message, and the same details to copy for who types them in. The
 * parent's fee page and the office's fee page show it; "Print" prints the card alone for the desk.
 */
import { PrinterOutlined } from '@ant-design/icons';
import { Button, Descriptions, Flex, QRCode, Typography } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { BankTransfer } from '../../domain/bank-transfer';
import { formatMoney } from '../../domain/money';
import { printAlone } from './print-alone';

export function BankTransferCard({ transfer, printable = false }: { transfer: BankTransfer; printable?: boolean }) {
  const { t } = useTranslation();
  const card = useRef<HTMLDivElement>(null);
  const copyable = (text: string) => ({ text, tooltips: [t('tuition.transferCopy'), t('tuition.transferCopied')] });
  const items = [
    {
      key: 'bank',
      label: t('tuition.transferBank'),
      children: (
        <Flex vertical>
          <Typography.Text strong>{transfer.bank_short_name}</Typography.Text>
          <Typography.Text type="secondary">{transfer.bank_name}</Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'account',
      label: t('tuition.transferAccount'),
      children: (
        <Typography.Text strong copyable={copyable(transfer.account_number)} data-testid="transfer-account">
          {transfer.account_number}
        </Typography.Text>
      ),
    },
    ...(transfer.account_name ? [{ key: 'name', label: t('tuition.transferAccountName'), children: transfer.account_name }] : []),
    {
      key: 'amount',
      label: t('tuition.transferAmount'),
      children: (
        <Typography.Text strong copyable={copyable(String(transfer.amount))}>
          {formatMoney(transfer.amount)}
        </Typography.Text>
      ),
    },
    {
      key: 'message',
      label: t('tuition.transferMessage'),
      children: (
        <Typography.Text strong code copyable={copyable(transfer.message)} data-testid="transfer-message">
          {transfer.message}
        </Typography.Text>
      ),
    },
  ];
  return (
    <Flex vertical align="center" gap={12} ref={card}>
      <Typography.Text type="secondary" style={{ textAlign: 'center' }}>
        {t('tuition.transferScan')}
      </Typography.Text>
      <QRCode
        value={transfer.vietqr}
        size={220}
        // Medium correction: a phone's camera reads it off a screen or a printout at arm's length.
        errorLevel="M"
        bordered={false}
        type="svg"
        role="img"
        aria-label={t('tuition.transferQr', { amount: formatMoney(transfer.amount), bank: transfer.bank_short_name })}
        data-testid="vietqr"
        data-payload={transfer.vietqr}
      />
      <Descriptions column={1} size="small" bordered items={items} style={{ width: '100%' }} />
      <Typography.Text type="warning" style={{ textAlign: 'center' }}>
        {t('tuition.transferKeepMessage', { code: transfer.message })}
      </Typography.Text>
      {printable && (
        <Button icon={<PrinterOutlined />} onClick={() => printAlone(card.current!)} className="no-print">
          {t('tuition.transferPrint')}
        </Button>
      )}
    </Flex>
  );
}
