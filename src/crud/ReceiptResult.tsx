/**
 * The answer of an action that settles a record (a fee collected): what was
 * settled, and its printout to hand over at once (the schema's `x-print`, a
 * receipt once paid).
 */
import type { BaseRecord } from '@refinedev/core';
import { Button, Modal, Result, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../domain/money';
import { fillPath } from './action-body';
import type { ActionResultProps } from './action-results';
import { useSchema } from './catalogue-context';
import { PrintButton } from './PrintButton';
import { actionApplies } from './use-record-actions';

export default function ReceiptResult({ resource, data, title, onClose }: ActionResultProps) {
  const { t } = useTranslation();
  const schema = useSchema(resource);
  const record = data as BaseRecord;
  const printout = schema['x-print'];
  const amountField = schema['x-sum'];
  const name = String(record[schema['x-title']] ?? '');
  const amount = amountField && typeof record[amountField] === 'number' ? formatMoney(record[amountField] as number) : '';
  return (
    <Modal open title={title} width={440} onCancel={onClose} footer={null}>
      <Result
        status="success"
        title={t('crud.actionDone', { action: title })}
        subTitle={[name, amount].filter(Boolean).join(' · ')}
        style={{ padding: '16px 0 8px' }}
        extra={
          <Space wrap style={{ justifyContent: 'center' }}>
            {printout && actionApplies(printout, record) && (
              <PrintButton path={fillPath(printout.path, record)} labelKey="print.receiptButton" type="primary" />
            )}
            <Button onClick={onClose}>{t('buttons.close')}</Button>
          </Space>
        }
      />
    </Modal>
  );
}
