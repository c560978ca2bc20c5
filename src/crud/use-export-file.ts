/**
 * The file the server builds at `GET /{path}/export` (a list or a report),
 * saved under the name the server gives it; while it comes the caller shows
 * `busy`, and a failure is one error notification.
 */
import { useNotification } from '@refinedev/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../http/client';
import { saveDownload } from './save-download';

export type ExportFormat = 'csv' | 'xlsx';

export function useExportFile() {
  const { t } = useTranslation();
  const { open } = useNotification();
  const [busy, setBusy] = useState(false);

  const download = async (path: string, format: ExportFormat, params: Record<string, unknown>) => {
    setBusy(true);
    try {
      const res = await http.get<Blob>(`/${path}/export`, { params: { format, ...params }, responseType: 'blob' });
      saveDownload(res.data, res.headers['content-disposition'], `${path.split('/').pop()}.${format}`);
    } catch {
      open?.({ type: 'error', message: t('crud.export.failed'), key: 'export' });
    } finally {
      setBusy(false);
    }
  };

  return { busy, download };
}
