/** The report's figures as a table with its totals row; numbers right-aligned as the export writes them. */
import { Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useEffect, useRef, type ComponentRef } from 'react';
import { useTranslation } from 'react-i18next';
import { cellText } from '../../../domain/reports/cell-text';
import { isTextual, type ReportRow, type ReportTable } from '../../../domain/reports/report-table';

export function ReportTableView({ table, loading }: { table: ReportTable; loading: boolean }) {
  const { t, i18n } = useTranslation();
  const columns: ColumnsType<ReportRow> = table.columns.map((c, index) => ({
    key: c.key,
    dataIndex: c.key,
    title: c.title,
    align: isTextual(c.kind) ? 'left' : 'right',
    fixed: index === 0 ? 'left' : undefined,
    render: (value: ReportRow[string]) => cellText(value, c.kind, i18n.language),
  }));
  // A wide report scrolls sideways inside the table, which holds nothing focusable:
  // keyboard users reach the scroll area itself to scroll it with the arrow keys.
  const tableRef = useRef<ComponentRef<typeof Table>>(null);
  useEffect(() => {
    const area = tableRef.current?.nativeElement?.querySelector<HTMLElement>('.ant-table-content');
    if (area && area.scrollWidth > area.clientWidth) area.tabIndex = 0;
    else area?.removeAttribute('tabindex');
  });
  return (
    <Table<ReportRow>
      ref={tableRef}
      size="small"
      // Rows differ by period and series (or product), so their content is their key.
      rowKey={(row) => JSON.stringify(row)}
      columns={columns}
      dataSource={table.rows}
      loading={loading}
      pagination={table.rows.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: t('crud.noData') }}
      summary={() =>
        table.summary && table.rows.length > 0 ? (
          <Table.Summary fixed="bottom">
            <Table.Summary.Row>
              {table.columns.map((c, index) => (
                <Table.Summary.Cell key={c.key} index={index} align={isTextual(c.kind) ? 'left' : 'right'}>
                  <Typography.Text strong>{cellText(table.summary![c.key], c.kind, i18n.language)}</Typography.Text>
                </Table.Summary.Cell>
              ))}
            </Table.Summary.Row>
          </Table.Summary>
        ) : null
      }
    />
  );
}
