/**
 * "Import from file" on a generated list whose resource names `api.import`:
 * an Excel or CSV file with the list's columns (the template gives them) is
 * checked first, its records shown, and created all or none once confirmed;
 * the cells the server refuses are listed by row and column instead.
 */
import { DownloadOutlined, ImportOutlined, InboxOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, List, Modal, Spin, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImportPreview } from './ImportPreview';
import { useFileDownload } from './use-file-download';
import { useSheetImport } from './use-sheet-import';

interface Props {
  resource: string;
  /** The import API path (`admin/practices/upload`). */
  path: string;
}

export function ImportButton({ resource, path }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { preview, problems, failure, check, confirm, reset, checking, importing } = useSheetImport(resource, path, () => setOpen(false));
  const template = useFileDownload();
  const close = () => {
    setOpen(false);
    reset();
  };

  const footer = preview && (
    <Flex gap={8} justify="flex-end" wrap>
      <Button onClick={reset} disabled={importing}>
        {t('import.chooseAnother')}
      </Button>
      <Button type="primary" loading={importing} onClick={confirm}>
        {t('import.confirm', { count: preview.created })}
      </Button>
    </Flex>
  );

  return (
    <>
      <Button icon={<ImportOutlined />} onClick={() => setOpen(true)}>
        {t('import.button')}
      </Button>
      <Modal
        open={open}
        // The close button sits over the title's end; a long title wraps before it.
        title={<div style={{ paddingRight: 24 }}>{t('import.title', { resource: t(`${resource}.${resource}`) })}</div>}
        width={760}
        footer={footer || null}
        onCancel={close}
        maskClosable={!importing}
        destroyOnHidden
      >
        {preview ? (
          <ImportPreview resource={resource} preview={preview} />
        ) : (
          <>
            <Typography.Paragraph type="secondary">{t('import.hint')}</Typography.Paragraph>
            <Button
              icon={<DownloadOutlined />}
              loading={template.busy}
              style={{ marginBottom: 16 }}
              onClick={() => void template.fetchFile(`/${path}/template`, {}, `${resource}.xlsx`, 'import.templateFailed')}
            >
              {t('import.template')}
            </Button>
            <Spin spinning={checking} tip={t('import.checking')}>
              <Upload.Dragger
                accept=".xlsx,.csv"
                multiple={false}
                showUploadList={false}
                disabled={checking}
                beforeUpload={(file) => {
                  check(file);
                  return false;
                }}
              >
                <p className="ant-upload-drag-icon">
                  <InboxOutlined />
                </p>
                <p className="ant-upload-text">{t('import.choose')}</p>
              </Upload.Dragger>
            </Spin>
          </>
        )}
        {failure !== null && <Alert style={{ marginTop: 16 }} type="error" message={t('import.notDone')} description={failure} />}
        {problems.length > 0 && (
          <Alert
            style={{ marginTop: 16 }}
            type="error"
            message={t('import.failed', { count: problems.length })}
            description={
              <List
                size="small"
                dataSource={problems}
                renderItem={(p) => <List.Item>{p}</List.Item>}
                style={{ maxHeight: 240, overflow: 'auto' }}
              />
            }
          />
        )}
      </Modal>
    </>
  );
}
