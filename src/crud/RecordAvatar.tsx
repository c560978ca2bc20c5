/**
 * The photo block at the top of a show page, for a resource whose registry
 * entry has `api.avatar`: the photo (or the name's initial) at 96px and a
 * button that checks a chosen image and uploads it as `file`.
 */
import { CameraOutlined } from '@ant-design/icons';
import { useInvalidate, type BaseRecord } from '@refinedev/core';
import { App, Avatar, Button, Flex, theme, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureToast } from '../components/ImageGrid';
import { http } from '../http/client';
import { IMAGE_ACCEPT, imageProblem } from '../lib/image-items';
import { useTitleField } from './catalogue-context';
import { avatarPath, initialOf } from './record-media';

const AVATAR_SIZE = 96;

export function RecordAvatar({ resource, record }: { resource: string; record?: BaseRecord }) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const { token } = theme.useToken();
  const invalidate = useInvalidate();
  const titleField = useTitleField(resource);
  const [busy, setBusy] = useState(false);
  const path = record?.id !== undefined ? avatarPath(resource, record.id) : undefined;
  if (!record || !path) return null;

  const name = String(record[titleField] ?? '');
  const photo = typeof record.avatar === 'string' && record.avatar ? record.avatar : undefined;
  const fail = (description: string) => notification.open({ type: 'error', message: null, description });

  async function upload(file: File) {
    const problem = imageProblem(file);
    if (problem) return fail(t(`validation.${problem}`));
    const form = new FormData();
    form.append('file', file);
    setBusy(true);
    try {
      await http.post(path!, form);
      // Waiting for the refetch keeps the old photo from flashing back.
      await invalidate({ resource, id: record!.id, invalidates: ['list', 'detail'] });
    } catch (error) {
      fail(failureToast(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Flex align="center" gap={16} wrap style={{ marginBottom: 16 }}>
      <Avatar
        size={AVATAR_SIZE}
        src={photo}
        alt={name}
        style={photo ? undefined : { background: token.colorPrimaryBg, color: token.colorPrimary, fontSize: 40 }}
      >
        {initialOf(name)}
      </Avatar>
      <Flex vertical align="start" gap={4}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {name}
        </Typography.Title>
        <Upload
          accept={IMAGE_ACCEPT}
          showUploadList={false}
          disabled={busy}
          beforeUpload={(file) => {
            void upload(file);
            return Upload.LIST_IGNORE;
          }}
        >
          <Button icon={<CameraOutlined />} loading={busy}>
            {t(photo ? 'images.changePhoto' : 'images.addPhoto')}
          </Button>
        </Upload>
        <Typography.Text type="secondary">{t('images.hint')}</Typography.Text>
      </Flex>
    </Flex>
  );
}
