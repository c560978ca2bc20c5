/**
 * The two steps of an import: the chosen file is first sent as a dry run (the
 * server checks every row and answers the records it would create, or the
 * refused cells), then, once confirmed, sent again for real.
 */
import { useCustomMutation, useInvalidate, type BaseRecord, type HttpError } from '@refinedev/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { API_BASE } from '../http/http-client';

export interface ImportPreview {
  file: File;
  created: number;
  rows: BaseRecord[];
}

export function useSheetImport(resource: string, path: string, onDone: () => void) {
  const { t } = useTranslation();
  const invalidate = useInvalidate();
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const checkRun = useCustomMutation<{ created: number; rows: BaseRecord[] }>();
  const importRun = useCustomMutation<{ created: number }>();

  const send = (file: File, dryRun: boolean) => {
    const body = new FormData();
    body.append('file', file);
    return { url: `${API_BASE}/${path}${dryRun ? '?dryRun=true' : ''}`, method: 'post' as const, values: body };
  };
  // The refused cells, by row and column; any other failure (the network, a refusal of the whole file) in its own words.
  const refused = (error: HttpError) => {
    const cells = Object.values(error.errors ?? {}).map(String);
    setProblems(cells);
    setFailure(cells.length ? null : error.message);
  };

  const reset = () => {
    setPreview(null);
    setProblems([]);
    setFailure(null);
  };

  const check = (file: File) => {
    reset();
    checkRun.mutate(
      // The refused cells are shown in the dialog, not as a notification.
      { ...send(file, true), errorNotification: false },
      { onSuccess: ({ data }) => setPreview({ file, created: data.created, rows: data.rows }), onError: refused },
    );
  };

  const confirm = () => {
    if (!preview) return;
    importRun.mutate(
      {
        ...send(preview.file, false),
        successNotification: (data) => ({ message: t('import.done', { count: data?.data.created ?? 0 }), type: 'success' }),
      },
      {
        onSuccess: () => {
          void invalidate({ resource, invalidates: ['list'] });
          // Opened again, the dialog starts from a new file: the one just imported cannot be sent twice.
          reset();
          onDone();
        },
        // Someone may have changed the academy since the check: the new refusals replace the preview.
        onError: (error) => {
          setPreview(null);
          refused(error);
        },
      },
    );
  };

  return {
    preview,
    problems,
    failure,
    check,
    confirm,
    reset,
    checking: checkRun.mutation.isPending,
    importing: importRun.mutation.isPending,
  };
}
