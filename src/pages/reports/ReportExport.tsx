/** "Export" on a report: the table on screen as .xlsx or .csv, made in the browser. */
import { DownOutlined, ExportOutlined } from '@ant-design/icons';
import { useNotification } from '@refinedev/core';
import { Button, Dropdown } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveDownload } from '../../crud/save-download';
import type { ReportTable } from './report-data';
import { tableCsv, tableXlsx } from './report-export';

interface Props {
  table: ReportTable;
  /** The file's name without extension. */
  fileName: string;
  sheetName: string;
  disabled?: boolean;
}

export function ReportExport({ table, fileName, sheetName, disabled }: Props) {
  const { t } = useTranslation();
  const { open } = useNotification();
  const [busy, setBusy] = useState(false);

  const download = async (format: 'xlsx' | 'csv') => {
    setBusy(true);
    try {
      const file = format === 'csv' ? new Blob([tableCsv(table)], { type: 'text/csv;charset=utf-8' }) : await tableXlsx(table, sheetName);
      saveDownload(file, undefined, `${fileName}.${format}`);
    } catch {
      open?.({ type: 'error', message: t('crud.export.failed'), key: 'report-export' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dropdown
      // Opened by a click: a hover menu closes under a moving pointer and does not exist on touch screens.
      trigger={['click']}
      disabled={disabled || busy}
      menu={{
        items: [
          { key: 'xlsx', label: t('crud.export.xlsx') },
          { key: 'csv', label: t('crud.export.csv') },
        ],
        onClick: ({ key }) => void download(key as 'xlsx' | 'csv'),
      }}
    >
      <Button icon={<ExportOutlined />} loading={busy}>
        {t('crud.export.button')} <DownOutlined />
      </Button>
    </Dropdown>
  );
}
