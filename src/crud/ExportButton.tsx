/**
 * "Export" on a generated list: the whole list under the current filters,
 * search and sort, as CSV or Excel, built and streamed by the server.
 */
import { DownOutlined, ExportOutlined } from '@ant-design/icons';
import { useNotification, type CrudFilter, type CrudSort } from '@refinedev/core';
import { Button, Dropdown } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../http/client';
import { filterParams, sortParams } from '../providers/data-provider';
import { saveDownload } from './save-download';

type Format = 'csv' | 'xlsx';

interface Props {
  /** The list's API path (`admin/players`). */
  path: string;
  filters: CrudFilter[];
  sorters: CrudSort[];
}

export function ExportButton({ path, filters, sorters }: Props) {
  const { t } = useTranslation();
  const { open } = useNotification();
  const [busy, setBusy] = useState(false);

  const download = async (format: Format) => {
    setBusy(true);
    try {
      const res = await http.get<Blob>(`/${path}/export`, {
        params: { format, ...sortParams(sorters), ...filterParams(filters) },
        responseType: 'blob',
      });
      saveDownload(res.data, res.headers['content-disposition'], `${path.split('/').pop()}.${format}`);
    } catch {
      open?.({ type: 'error', message: t('crud.export.failed'), key: 'export' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dropdown
      disabled={busy}
      menu={{
        items: [
          { key: 'xlsx', label: t('crud.export.xlsx') },
          { key: 'csv', label: t('crud.export.csv') },
        ],
        onClick: ({ key }) => void download(key as Format),
      }}
    >
      <Button icon={<ExportOutlined />} loading={busy}>
        {t('crud.export.button')} <DownOutlined />
      </Button>
    </Dropdown>
  );
}
