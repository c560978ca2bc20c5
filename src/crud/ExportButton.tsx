/**
 * "Export" on a generated list: the whole list under the current filters,
 * search and sort, as CSV or Excel, built and streamed by the server.
 */
import { DownOutlined, ExportOutlined } from '@ant-design/icons';
import type { CrudFilter, CrudSort } from '@refinedev/core';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { filterParams, sortParams } from '../providers/data-provider';
import { useFileDownload, type ExportFormat } from './use-file-download';

interface Props {
  /** The list's API path (`admin/players`). */
  path: string;
  filters: CrudFilter[];
  sorters: CrudSort[];
}

export function ExportButton({ path, filters, sorters }: Props) {
  const { t } = useTranslation();
  const { busy, download } = useFileDownload();

  return (
    <Dropdown
      disabled={busy}
      menu={{
        items: [
          { key: 'xlsx', label: t('crud.export.xlsx') },
          { key: 'csv', label: t('crud.export.csv') },
        ],
        onClick: ({ key }) => void download(path, key as ExportFormat, { ...sortParams(sorters), ...filterParams(filters) }),
      }}
    >
      <Button icon={<ExportOutlined />} loading={busy}>
        {t('crud.export.button')} <DownOutlined />
      </Button>
    </Dropdown>
  );
}
