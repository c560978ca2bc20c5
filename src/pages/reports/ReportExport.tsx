/** "Export" on a report: the table on screen as .xlsx or .csv, built by the server from the same filters. */
import { DownOutlined, ExportOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFileDownload, type ExportFormat } from '../../crud/use-file-download';

interface Props {
  /** The report's API path, unit included when it travels in the path (`revenues/MONTH`). */
  path: string;
  /** The report's query: range and filters, as the screen sent them. */
  params: Record<string, unknown>;
  disabled?: boolean;
}

export function ReportExport({ path, params, disabled }: Props) {
  const { t } = useTranslation();
  const { busy, download } = useFileDownload();

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
        onClick: ({ key }) => void download(path, key as ExportFormat, params),
      }}
    >
      <Button icon={<ExportOutlined />} loading={busy}>
        {t('crud.export.button')} <DownOutlined />
      </Button>
    </Dropdown>
  );
}
