/**
 * /view/webview-payroll?token=&lang=&month=[&managerId=]: the month's payslips
 * the link's user may read (all of them for the admin, one teacher's with
 * `managerId`; a teacher's or manager's own otherwise): what the pay is made of,
 * its total and whether it is paid, with the month's total over them.
 */
import { Card, Descriptions, Empty, Flex, List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSchema } from '../../crud/catalogue-context';
import { FieldValue } from '../../crud/FieldValue';
import { fieldSpec } from '../../crud/schema-to-columns';
import { formatMoney } from '../../../domain/money';
import { isMonth, linkMonth, MonthSwitch } from './MonthSwitch';
import { InvalidLinkError, useWebViewData, type WebViewGet } from './use-webview-data';
import { WebViewFrame } from './WebViewFrame';

type Payslip = Record<string, unknown> & { id: number; name: string; total_amount: number; manager?: { name: string } | null };

const DETAILS = [
  'salary_type',
  'salary_rate',
  'sessions',
  'base_amount',
  'raise_amount',
  'raise_note',
  'deduction_amount',
  'deduction_note',
  'paid_date',
  'payment_type',
];

async function loadPayslips(get: WebViewGet, link: URLSearchParams): Promise<Payslip[]> {
  const month = linkMonth(link);
  const managerId = link.get('managerId');
  if (!isMonth(month) || (managerId !== null && !/^\d+$/.test(managerId))) throw new InvalidLinkError();
  const query = { month, ...(managerId && { managerId }) };
  // The month's payslips whole, a page of the API's at a time.
  const first = await get<{ content: Payslip[]; total_pages: number }>('/my-payslips', query);
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, first.total_pages - 1) }, (_, i) =>
      get<{ content: Payslip[] }>('/my-payslips', { ...query, page: i + 1 }),
    ),
  );
  return [first, ...rest].flatMap((page) => page.content);
}

function PayslipItem({ payslip }: { payslip: Payslip }) {
  const { t } = useTranslation();
  const schema = useSchema('manager_payslips');
  const show = (field: string) => (
    <FieldValue spec={fieldSpec('manager_payslips', field, schema.properties[field])} record={payslip} full />
  );
  return (
    <List.Item style={{ display: 'block' }}>
      <Flex justify="space-between" align="baseline" gap={8}>
        <Flex vertical>
          <Typography.Text strong>{payslip.manager?.name ?? payslip.name}</Typography.Text>
          {payslip.manager && <Typography.Text type="secondary">{payslip.name}</Typography.Text>}
        </Flex>
        {show('payslip_status')}
      </Flex>
      <Descriptions
        size="small"
        column={1}
        items={[
          ...DETAILS.filter((field) => payslip[field] !== null && payslip[field] !== undefined && payslip[field] !== '').map((field) => ({
            key: field,
            label: t(`manager_payslips.fields.${field}.label`),
            children: show(field),
          })),
          {
            key: 'total',
            label: t('manager_payslips.fields.total_amount.label'),
            children: <Typography.Text strong>{formatMoney(payslip.total_amount)}</Typography.Text>,
          },
        ]}
      />
    </List.Item>
  );
}

export default function PayrollView() {
  const { t } = useTranslation();
  const { state, retry } = useWebViewData(loadPayslips);
  return (
    <WebViewFrame state={state} retry={retry}>
      {(payslips) => (
        <Card styles={{ body: { padding: 16 } }}>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {t('manager_payslips.manager_payslips')}
          </Typography.Title>
          <MonthSwitch />
          <Typography.Text type="secondary">
            {t('webview.payrollTotal', {
              amount: formatMoney(payslips.reduce((sum, payslip) => sum + Number(payslip.total_amount ?? 0), 0)),
            })}
          </Typography.Text>
          <List
            dataSource={payslips}
            rowKey="id"
            locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('webview.noPayslips')} /> }}
            renderItem={(payslip) => <PayslipItem payslip={payslip} />}
          />
        </Card>
      )}
    </WebViewFrame>
  );
}
