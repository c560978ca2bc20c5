/**
 * "Import from file" on a generated list whose resource names `api.import`:
 * an Excel or CSV file with the list's columns becomes new records, all or
 * none; the rows the server refuses are listed in the dialog.
 */
import { ImportOutlined, InboxOutlined } from '@ant-design/icons';
import { useCustomMutation, useInvalidate, type HttpError } from '@refinedev/core';
import { Alert, Button, List, Modal, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { API_BASE } from '../http/http-client';

interface Props {
  resource: string;
  /** The import API path (`admin/practices/upload`). */
  path: string;
}

export function ImportButton({ resource, path }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);
  const invalidate = useInvalidate();
  const { mutate, mutation } = useCustomMutation<{ created: number }>();

  const send = (file: File) => {
    const body = new FormData();
    body.append('file', file);
    setProblems([]);
    mutate(
      {
        url: `${API_BASE}/${path}`,
        method: 'post',
        values: body,
        successNotification: (data) => ({ message: t('import.done', { count: data?.data.created ?? 0 }), type: 'success' }),
      },
      {
        onSuccess: () => {
          void invalidate({ resource, invalidates: ['list'] });
          setOpen(false);
        },
        onError: (error: HttpError) => setProblems(Object.values(error.errors ?? {}).map(String)),
      },
    );
  };

  return (
    <>
      <Button icon={<ImportOutlined />} onClick={() => setOpen(true)}>
        {t('import.button')}
      </Button>
      <Modal
        open={open}
        // The close button sits over the title's end; a long title wraps before it.
        title={<div style={{ paddingRight: 24 }}>{t('import.title', { resource: t(`${resource}.${resource}`) })}</div>}
        footer={null}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Typography.Paragraph type="secondary">{t('import.hint')}</Typography.Paragraph>
        <Upload.Dragger
          accept=".xlsx,.csv"
          multiple={false}
          showUploadList={false}
          disabled={mutation.isPending}
          beforeUpload={(file) => {
            send(file);
            return false;
          }}
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">{t('import.choose')}</p>
        </Upload.Dragger>
        {problems.length > 0 && (
          <Alert
            style={{ marginTop: 16 }}
            type="error"
            message={t('import.failed', { count: problems.length })}
            description={<List size="small" dataSource={problems} renderItem={(p) => <List.Item>{p}</List.Item>} style={{ maxHeight: 240, overflow: 'auto' }} />}
          />
        )}
      </Modal>
    </>
  );
}
