/** The "Images" card of a show page, for a resource whose registry entry has `api.images`. */
import { useInvalidate, type BaseRecord } from '@refinedev/core';
import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { ImageGrid } from '../components/ImageGrid';
import type { RecordImage } from '../lib/image-items';
import { imagePaths } from './record-media';

export function RecordImages({ resource, record }: { resource: string; record?: BaseRecord }) {
  const { t } = useTranslation();
  const invalidate = useInvalidate();
  const paths = record?.id !== undefined ? imagePaths(resource, record.id) : undefined;
  if (!record || !paths) return null;

  return (
    <Card size="small" title={t('images.title')} style={{ marginBottom: 16 }}>
      <ImageGrid
        images={record.images as RecordImage[] | null}
        uploadPath={paths.upload}
        removePath={paths.remove}
        // The list's thumbnails and this page's record follow the change.
        onSaved={() => void invalidate({ resource, id: record.id, invalidates: ['list', 'detail'] })}
      />
    </Card>
  );
}
