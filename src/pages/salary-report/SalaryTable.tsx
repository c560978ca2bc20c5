/** Branches down, months across: each cell the month's pay with what is still unpaid beneath, totals on the right and at the bottom. */
import { Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMonth } from '../../../domain/dates';
import { formatMoney } from '../../../domain/money';
import type { SalaryCell, SalaryReport } from './use-salary-report';

type Line = SalaryReport['rows'][number];

function Amount({ total, unpaid }: { total: number; unpaid: number }) {
  const { t } = useTranslation();
  return (
    <div style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
      <div>{formatMoney(total)}</div>
      {unpaid > 0 && (
        <Typography.Text type="warning" style={{ fontSize: 12 }}>
          {t('report_salary.unpaid')}: {formatMoney(unpaid)}
        </Typography.Text>
      )}
    </div>
  );
}

export function SalaryTable({ report, loading }: { report: SalaryReport | undefined; loading: boolean }) {
  const { t } = useTranslation();
  const months = report?.months ?? [];
  const cellOf = (cells: SalaryCell[], i: number) => <Amount total={cells[i].total_amount} unpaid={cells[i].unpaid_amount} />;
  return (
    <Table<Line>
      size="middle"
      rowKey={(line) => line.branch.id}
      loading={loading}
      dataSource={report?.rows ?? []}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: t('crud.noData') }}
      columns={[
        { key: 'branch', title: t('report_salary.branch'), fixed: 'left', render: (_, line) => line.branch.name },
        ...months.map((month, i) => ({
          key: month,
          title: formatMonth(month),
          align: 'right' as const,
          render: (_: unknown, line: Line) => cellOf(line.months, i),
        })),
        {
          key: 'total',
          title: t('report_salary.total'),
          align: 'right',
          render: (_, line) => (
            <strong>
              <Amount total={line.total_amount} unpaid={line.unpaid_amount} />
            </strong>
          ),
        },
      ]}
      summary={() =>
        report && report.rows.length > 1 ? (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0}>
              <strong>{t('report_salary.allBranches')}</strong>
            </Table.Summary.Cell>
            {months.map((month, i) => (
              <Table.Summary.Cell key={month} index={i + 1}>
                {cellOf(report.totals.months, i)}
              </Table.Summary.Cell>
            ))}
            <Table.Summary.Cell index={months.length + 1}>
              <strong>
                <Amount total={report.totals.total_amount} unpaid={report.totals.unpaid_amount} />
              </strong>
            </Table.Summary.Cell>
          </Table.Summary.Row>
        ) : null
      }
    />
  );
}
