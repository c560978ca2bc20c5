/**
 * A file the server builds (a list's or a report's `GET /{path}/export`, an
 * import's template, a printout's PDF), saved under the name the server gives
 * it; while it comes the caller shows `busy`, and a failure is one error
 * notification with the server's reason.
 */
import { useNotification, type HttpError } from '@refinedev/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../http/client';
import { saveDownload } from './save-download';

export type ExportFormat = 'csv' | 'xlsx';

export function useFileDownload() {
  const { t } = useTranslation();
  const { open } = useNotification();
  const [busy, setBusy] = useState(false);

  /** `url` under the API (or absolute); `failed` is the i18n key of the notification a failure shows. */
  const fetchFile = async (url: string, params: Record<string, unknown>, fallbackName: string, failed = 'crud.export.failed') => {
    setBusy(true);
    try {
      const res = await http.get<Blob>(url, { params, responseType: 'blob' });
      saveDownload(res.data, res.headers['content-disposition'], fallbackName);
    } catch (error) {
      // An answer from the server says why; a lost connection has nothing to add.
      const { statusCode, message } = error as HttpError;
      open?.({ type: 'error', message: t(failed), description: statusCode ? message : undefined, key: 'download' });
    } finally {
      setBusy(false);
    }
  };

  const download = (path: string, format: ExportFormat, params: Record<string, unknown>) =>
    fetchFile(`/${path}/export`, { format, ...params }, `${path.split('/').pop()}.${format}`);

  /** A printout: `path` under /v1/api, or an absolute URL (the subscription service's). */
  const print = (path: string, params: Record<string, unknown> = {}) =>
    fetchFile(path.startsWith('http') ? path : `/${path}`, params, 'document.pdf', 'print.failed');

  return { busy, download, fetchFile, print };
}
