/** A fee as the parent's pages show it: the academy, then player, fee and amount (a paid fee's page has the academy only). */
import { Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../domain/money';
import type { Fee, FeePage } from '../../../domain/tuition-fee';

export function FeeSummary({ fee }: { fee: Fee | FeePage }) {
  const { t } = useTranslation();
  const heading = (
    <Typography.Title level={4} style={{ marginTop: 0 }}>
      {fee.academy_name}
    </Typography.Title>
  );
  if (fee.title === null || fee.amount === null) return heading;
  const items = [
    { key: 'player', label: t('tuition.player'), children: fee.player_name ?? '—' },
    fee.branch_name && { key: 'branch', label: t('tuition.branch'), children: fee.branch_name },
    { key: 'fee', label: t('tuition.fee'), children: fee.title },
    {
      key: 'amount',
      label: t('tuition.amount'),
      children: (
        <Typography.Text strong style={{ fontSize: 20 }} data-testid="fee-amount">
          {formatMoney(fee.amount)}
        </Typography.Text>
      ),
    },
  ].filter((item) => item !== null && item !== '');
  return (
    <>
      {heading}
      <Descriptions column={1} size="small" bordered items={items as NonNullable<Parameters<typeof Descriptions>[0]['items']>} />
    </>
  );
}
