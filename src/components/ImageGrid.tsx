/**
 * The image upload of spec §1 / §9 on a stored record: a picture-card grid of
 * at most five images. Chosen files are checked here first (type, under 5MB),
 * cut to the free slots, and sent in one multipart call (`files` + `filesIndex`);
 * removing asks first, then calls the delete path; replacing sends the new file
 * with `replaces`, so the old one goes in the same save. Every answer is the record,
 * whose `images` become the grid. One call at a time, so answers cannot cross.
 */
import { PlusOutlined, SwapOutlined } from '@ant-design/icons';
import type { BaseRecord, HttpError } from '@refinedev/core';
import { App, Flex, Image, Popconfirm, Typography, Upload, type UploadFile } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../http/client';
import {
  addFiles,
  deletedIds,
  fromRemote,
  IMAGE_ACCEPT,
  imageProblem,
  keptItems,
  MAX_IMAGES,
  removeItem,
  renumber,
  replaceItem,
  type ImageItem,
  type RecordImage,
} from '../lib/image-items';
import { toastText } from '../providers/notification-provider';

export interface ImageGridProps {
  images?: RecordImage[] | null;
  /** Upload path under /v1/api. */
  uploadPath: string;
  /** Delete path under /v1/api for these image ids. */
  removePath: (imageIds: string[]) => string;
  /** The record as the server answered a change. */
  onSaved?: (record: BaseRecord) => void;
}

/** A refused upload's own words: the field message of a 422 (in the caller's language) before the generic one. */
export function failureText(error: unknown): string {
  const { errors, message } = error as HttpError;
  const field = errors?.files ?? errors?.file;
  return typeof field === 'string' ? field : message;
}

/** The same as a toast says it (spec §8: followed by ' !'). */
export const failureToast = (error: unknown) => toastText({ type: 'error', message: failureText(error) });

export function ImageGrid({ images, uploadPath, removePath, onSaved }: ImageGridProps) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const [items, setItems] = useState(() => fromRemote(images));
  const [source, setSource] = useState(images);
  const [busy, setBusy] = useState(false);
  const [percent, setPercent] = useState(0);
  const [confirming, setConfirming] = useState<string>();
  const [preview, setPreview] = useState<string>();
  const replacing = useRef<string>(undefined);
  const picker = useRef<HTMLInputElement>(null);

  // A refetched record becomes the grid, unless one of our calls is under way.
  if (images !== source && !busy) {
    setSource(images);
    setItems(fromRemote(images));
  }

  const toast = (type: 'error' | 'warning', description: string) => notification.open({ type, message: null, description });

  async function save(call: () => Promise<{ data: { data: BaseRecord } }>, before: ImageItem[]) {
    setBusy(true);
    try {
      const { data } = await call();
      setItems(fromRemote(data.data.images as RecordImage[]));
      onSaved?.(data.data);
    } catch (error) {
      setItems(before);
      toast('error', failureToast(error));
    } finally {
      setBusy(false);
    }
  }

  function upload(chosen: File[]) {
    const problems = new Set(chosen.map(imageProblem).filter(Boolean));
    problems.forEach((problem) => toast('error', t(`validation.${problem}`)));
    const {
      items: next,
      added,
      cut,
    } = addFiles(
      items,
      chosen.filter((file) => !imageProblem(file)),
    );
    if (cut) toast('warning', t('validation.tooManyImages', { max: MAX_IMAGES }));
    if (!added.length) return;
    const form = new FormData();
    form.append('filesIndex', added.map((item) => item.fileIndex).join(','));
    added.forEach((item) => form.append('files', item.file!));
    setPercent(0);
    setItems(next);
    void save(() => http.post(uploadPath, form, { onUploadProgress: (e) => setPercent(Math.round((e.progress ?? 0) * 100)) }), items);
  }

  function replace(uid: string, file: File) {
    const problem = imageProblem(file);
    if (problem) return toast('error', t(`validation.${problem}`));
    const old = items.find((item) => item.uid === uid);
    const { items: next, added } = replaceItem(items, uid, file);
    const form = new FormData();
    form.append('filesIndex', String(added.fileIndex));
    if (old?.id) form.append('replaces', old.id);
    form.append('files', file);
    setPercent(0);
    setItems(renumber(next));
    void save(() => http.post(uploadPath, form, { onUploadProgress: (e) => setPercent(Math.round((e.progress ?? 0) * 100)) }), items);
  }

  function remove(uid: string) {
    setConfirming(undefined);
    const next = renumber(removeItem(items, uid));
    setItems(next);
    void save(() => http.delete(removePath(deletedIds(next))), items);
  }

  const kept = keptItems(items);
  const fileList: UploadFile[] = kept.map((item) =>
    item.file
      ? { uid: item.uid, name: item.file.name, status: 'uploading', percent }
      : { uid: item.uid, name: item.url!.split('/').pop()!, status: 'done', url: item.url },
  );

  return (
    <Flex vertical gap={4}>
      <Upload
        listType="picture-card"
        accept={IMAGE_ACCEPT}
        multiple
        disabled={busy}
        fileList={fileList}
        // antd asks once per chosen file; the first call takes the whole selection, and nothing enters antd's own list.
        beforeUpload={(file, selection) => {
          if (file === selection[0]) upload(selection);
          return Upload.LIST_IGNORE;
        }}
        onPreview={(file) => setPreview(file.url)}
        // The delete button only asks; the confirm below removes.
        onRemove={(file) => {
          setConfirming(file.uid);
          return false;
        }}
        // The tile's third action replaces the image: a file picked for it takes its place.
        showUploadList={{
          showRemoveIcon: (file) => file.status === 'done',
          showDownloadIcon: (file) => file.status === 'done',
          downloadIcon: <SwapOutlined title={t('images.replace')} aria-label={t('images.replace')} />,
        }}
        onDownload={(file) => {
          replacing.current = file.uid;
          picker.current?.click();
        }}
        itemRender={(tile, file) => (
          <Popconfirm
            open={confirming === file.uid}
            onOpenChange={(open) => !open && setConfirming(undefined)}
            title={t('images.removeConfirm')}
            okText={t('buttons.delete')}
            cancelText={t('buttons.cancel')}
            okButtonProps={{ danger: true }}
            onConfirm={() => remove(file.uid)}
          >
            {tile}
          </Popconfirm>
        )}
      >
        {kept.length < MAX_IMAGES && (
          <Flex vertical align="center" gap={4}>
            <PlusOutlined />
            {t('images.upload')}
          </Flex>
        )}
      </Upload>
      <input
        ref={picker}
        type="file"
        accept={IMAGE_ACCEPT}
        hidden
        data-testid="image-replace"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file && replacing.current) replace(replacing.current, file);
        }}
      />
      <Typography.Text type="secondary">{t('images.hint')}</Typography.Text>
      {preview && (
        <Image
          wrapperStyle={{ display: 'none' }}
          src={preview}
          preview={{ visible: true, onVisibleChange: (visible) => !visible && setPreview(undefined) }}
        />
      )}
    </Flex>
  );
}
