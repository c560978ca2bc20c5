/**
 * Under the bank-transfer settings: the server's last look at SePay's list for transfers the
 * webhook missed (when, what SePay answered, how many it booked) and "Check now", which looks
 * with the saved settings and shows the answer, a refused token as plainly as a found transfer.
 */
import { SyncOutlined } from '@ant-design/icons';
import { useCustom, useCustomMutation, type HttpError } from '@refinedev/core';
import { Alert, Button, Divider, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BANK_TRANSFER_CHECK_PATH, type BankTransferCheck, type LastBankTransferCheck } from '../../../domain/bank-transfer-check';
import { reasonLabel } from '../../../domain/delivery-reasons';
import { formatDateTime } from '../../../domain/dates';

function CheckOutcome({ check }: { check: BankTransferCheck | null }) {
  const { t, i18n } = useTranslation();
  if (!check) return <Typography.Text type="secondary">{t('bankTransfers.checkNever')}</Typography.Text>;
  const at = formatDateTime(check.checked_at);
  if (check.failure) {
    const reason = reasonLabel(check.failure, i18n.resolvedLanguage ?? 'vi');
    return <Alert role="status" type="error" showIcon message={t('bankTransfers.checkFailed', { at, reason })} />;
  }
  return (
    <Alert role="status" type="success" showIcon message={t('bankTransfers.checkOk', { at, listed: check.listed, booked: check.booked })} />
  );
}

export function TransferCheck() {
  const { t } = useTranslation();
  const last = useCustom<LastBankTransferCheck>({ url: `/${BANK_TRANSFER_CHECK_PATH}`, method: 'get' });
  const { mutateAsync, mutation } = useCustomMutation<BankTransferCheck>();
  const [fresh, setFresh] = useState<BankTransferCheck>();
  const [refused, setRefused] = useState<string>();

  const checkNow = async () => {
    setRefused(undefined);
    try {
      const answer = await mutateAsync({
        url: `/${BANK_TRANSFER_CHECK_PATH}`,
        method: 'post',
        values: {},
        successNotification: false,
        errorNotification: false,
      });
      setFresh(answer.data);
    } catch (failure) {
      setRefused((failure as HttpError).message);
    }
  };

  const shown = fresh ?? (last.query.isSuccess ? last.result.data.last : undefined);
  return (
    <section aria-labelledby="transfer-check-title" data-testid="transfer-check">
      <Divider orientation="left" orientationMargin={0}>
        <span id="transfer-check-title">{t('bankTransfers.checkTitle')}</span>
      </Divider>
      <Typography.Paragraph type="secondary">{t('bankTransfers.checkHint')}</Typography.Paragraph>
      <Space direction="vertical" style={{ width: '100%' }}>
        {shown !== undefined && <CheckOutcome check={shown} />}
        {refused && <Alert type="warning" showIcon message={refused} />}
        <Button icon={<SyncOutlined />} loading={mutation.isPending} onClick={() => void checkNow()}>
          {t('bankTransfers.checkNow')}
        </Button>
      </Space>
    </section>
  );
}
