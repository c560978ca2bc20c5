/** "Invoices": one per plan payment, NEW until paid, OVER_DUE once unpaid past its due date (`POST /api-public/invoices`), each printable as PDF. */
import { useCustom } from '@refinedev/core';
import { Card, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../domain/dates';
import { formatMoney } from '../../../domain/money';
import { PrintButton } from '../../crud/PrintButton';
import { EnumTag } from './EnumTag';
import { subscriptionUrl } from './subscription-api';
import type { Invoice, InvoicePage } from '../../../domain/subscription';

const SIZE = 5;

export function InvoiceList() {
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  const { query, result } = useCustom<InvoicePage>({
    url: subscriptionUrl('invoices'),
    method: 'post',
    config: { payload: { page, size: SIZE } },
  });
  const data = query.isSuccess ? result.data : undefined;

  return (
    <Card title={t('plan.invoices')}>
      <Table<Invoice>
        rowKey="id"
        size="middle"
        loading={query.isFetching}
        dataSource={data?.content}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: page + 1,
          pageSize: SIZE,
          total: data?.total_elements,
          onChange: (p) => setPage(p - 1),
          showSizeChanger: false,
        }}
        columns={[
          { key: 'number', title: t('plan.col.number'), dataIndex: 'number' },
          { key: 'package', title: t('plan.col.package'), dataIndex: 'package_name' },
          { key: 'date', title: t('plan.col.date'), render: (_, i) => formatDate(i.create_date) },
          { key: 'due', title: t('plan.col.dueDate'), render: (_, i) => formatDate(i.due_date) },
          { key: 'amount', title: t('plan.col.amount'), render: (_, i) => formatMoney(i.amount) },
          { key: 'status', title: t('plan.col.status'), render: (_, i) => <EnumTag name="invoice_status" value={i.status} /> },
          { key: 'paid', title: t('plan.col.paidDate'), render: (_, i) => formatDate(i.paid_date) || '—' },
          {
            key: 'print',
            title: t('print.button'),
            render: (_, i) => <PrintButton size="small" path={subscriptionUrl(`invoices/${i.id}/pdf`)} />,
          },
        ]}
      />
    </Card>
  );
}
