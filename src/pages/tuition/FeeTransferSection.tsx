/**
 * An unpaid fee's page (revenues → show): its VietQR and the academy's account, to show a parent
 * at the desk or print, from the academy's bank details and the fee's transfer code. A fee of an
 * academy whose bank no VietQR reaches says what to set up instead.
 */
import { Alert, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { feeTransfer } from '../../../domain/bank-transfer';
import { PAYABLE_STATUSES } from '../../../domain/tuition-fee';
import { BankTransferCard } from '../../components/BankTransferCard';
import type { DetailSectionProps } from '../../crud/detail-sections';
import { useMyAcademy } from '../../providers/academy';

export function FeeTransferSection({ record }: DetailSectionProps) {
  const { t } = useTranslation();
  const { academy } = useMyAcademy();
  if (!academy || !PAYABLE_STATUSES.includes(Number(record.transaction_status))) return null;
  const transfer = feeTransfer(academy, { amount: Number(record.amount), transfer_code: (record.transfer_code as string | null) ?? null });
  return (
    <Card title={t('tuition.transferSection')} size="small" style={{ marginBottom: 24 }} data-testid="fee-transfer">
      {transfer ? (
        <div style={{ maxWidth: 440, margin: '0 auto' }}>
          <BankTransferCard transfer={transfer} printable />
        </div>
      ) : (
        <Alert type="info" showIcon message={t('tuition.transferNotSetUp')} />
      )}
    </Card>
  );
}
