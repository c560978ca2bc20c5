/**
 * One image of a form (the academy's logo, its bank QR code): the current one
 * or the newly chosen file, checked (type, size) before it is kept; the form
 * uploads it when saved.
 */
import { PictureOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Flex, Image, Typography, Upload } from 'antd';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { IMAGE_ACCEPT, imageProblem } from '../../lib/image-items';

export interface ImagePickProps {
  label: string;
  /** The stored image's URL. */
  current: string | null;
  file?: File;
  onPick: (file: File) => void;
  error?: string;
  onProblem: (message: string) => void;
}

export function ImagePick({ label, current, file, onPick, error, onProblem }: ImagePickProps) {
  const { t } = useTranslation();
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  const shown = preview ?? current;

  return (
    <Flex vertical gap={6}>
      <Typography.Text>{label}</Typography.Text>
      <Flex gap={12} align="center" wrap>
        <Flex
          align="center"
          justify="center"
          style={{
            width: 96,
            height: 96,
            border: `1px ${error ? 'solid #ff4d4f' : 'dashed #d9d9d9'}`,
            borderRadius: 8,
            overflow: 'hidden',
          }}
        >
          {shown ? (
            <Image src={shown} alt={label} width={94} height={94} style={{ objectFit: 'contain' }} preview={false} />
          ) : (
            <PictureOutlined style={{ fontSize: 28, color: '#bbb' }} />
          )}
        </Flex>
        <Flex vertical gap={4} align="start">
          <Upload
            accept={IMAGE_ACCEPT}
            showUploadList={false}
            beforeUpload={(chosen) => {
              const problem = imageProblem(chosen);
              if (problem) onProblem(t(`validation.${problem}`));
              else onPick(chosen);
              return Upload.LIST_IGNORE;
            }}
          >
            <Button icon={<UploadOutlined />} aria-label={label}>
              {t(shown ? 'settingsPages.general.changeImage' : 'settingsPages.general.chooseImage')}
            </Button>
          </Upload>
          <Typography.Text type="secondary">{t('images.hint')}</Typography.Text>
        </Flex>
      </Flex>
      {error && <Typography.Text type="danger">{error}</Typography.Text>}
    </Flex>
  );
}
