/**
 * The images of a record (products, rewards, events: `images`) and avatars
 * (players, managers: `avatar`). Checked, then stored, then listed on the
 * record in `file_index` order; at most five per record.
 */
import type { RequestContext } from '../../core/context';
import { unprocessable, unsupportedMedia } from '../../core/errors';
import { getRecord } from '../../core/crud/crud-service';
import type { EntityModel } from '../../core/crud/entity-model';
import { acceptedKind, MAX_IMAGES, removeImageFile, storeImage } from './image-files';
import { nextVersion } from '../../core/crud/record-version';
import { dynamicDb } from '../../db/dynamic-db';

export interface RecordImage {
  id: string;
  url: string;
  file_index: number;
}

export interface Upload {
  bytes: Buffer;
  /** The name the client gave the file: its extension must match its bytes. */
  name?: string;
  /** Wanted position among the record's images. */
  index?: number;
}

const renumber = (images: RecordImage[]) =>
  [...images].sort((a, b) => a.file_index - b.file_index).map((image, i) => ({ ...image, file_index: i }));

function assertImages(ctx: RequestContext, uploads: Upload[], field: string) {
  if (uploads.some((u) => !acceptedKind(u.name, u.bytes))) {
    throw unsupportedMedia(ctx.t('errors.validationFailed'), [{ field, message: ctx.t('validation.imageType') }]);
  }
}

async function saveImages(ctx: RequestContext, model: EntityModel, id: number, images: RecordImage[]) {
  await dynamicDb(ctx.db)
    .updateTable(model.table)
    .set({ images: JSON.stringify(images), update_date: nextVersion })
    .where('academy_id', '=', ctx.academy.id)
    .where('id', '=', id)
    .execute();
  return getRecord(ctx, model, id);
}

/**
 * Adds `uploads` at their places; the stored images named in `replaces` make room
 * for them and go in the same save (spec §4: replacing marks the old one deleted
 * and adds the new), their files once the record no longer lists them.
 */
export async function addImages(
  ctx: RequestContext,
  model: EntityModel,
  id: number,
  uploads: Upload[],
  staticsDir: string,
  replaces: string[] = [],
) {
  const record = await getRecord(ctx, model, id);
  const stored = (record.images as RecordImage[] | null) ?? [];
  if (!uploads.length) throw unprocessable(ctx.t('errors.validationFailed'), [{ field: 'files', message: ctx.t('validation.required') }]);
  if (replaces.some((imageId) => !stored.some((image) => image.id === imageId))) {
    throw unprocessable(ctx.t('errors.validationFailed'), [{ field: 'replaces', message: ctx.t('validation.refNotFound') }]);
  }
  const current = stored.filter((image) => !replaces.includes(image.id));
  if (current.length + uploads.length > MAX_IMAGES) {
    throw unprocessable(ctx.t('errors.validationFailed'), [
      { field: 'files', message: ctx.t('validation.tooManyImages', { max: MAX_IMAGES }) },
    ]);
  }
  assertImages(ctx, uploads, 'files');
  const added: RecordImage[] = [];
  for (const [i, upload] of uploads.entries()) {
    const file = (await storeImage(staticsDir, upload.name, upload.bytes))!;
    // Half steps put a new image just before the one whose place it takes.
    added.push({ ...file, file_index: (upload.index ?? current.length + i) - 0.5 });
  }
  const saved = await saveImages(ctx, model, id, renumber([...current, ...added]));
  await Promise.all(stored.filter((image) => replaces.includes(image.id)).map((image) => removeImageFile(staticsDir, image.url)));
  return saved;
}

export async function removeImages(ctx: RequestContext, model: EntityModel, id: number, imageIds: string[], staticsDir: string) {
  const record = await getRecord(ctx, model, id);
  const current = (record.images as RecordImage[] | null) ?? [];
  const gone = current.filter((image) => imageIds.includes(image.id));
  await Promise.all(gone.map((image) => removeImageFile(staticsDir, image.url)));
  return saveImages(ctx, model, id, renumber(current.filter((image) => !imageIds.includes(image.id))));
}

export async function setAvatar(ctx: RequestContext, model: EntityModel, id: number, upload: Upload, staticsDir: string) {
  const record = await getRecord(ctx, model, id);
  assertImages(ctx, [upload], 'file');
  const stored = (await storeImage(staticsDir, upload.name, upload.bytes))!;
  await dynamicDb(ctx.db)
    .updateTable(model.table)
    .set({ avatar: stored.url, update_date: nextVersion })
    .where('academy_id', '=', ctx.academy.id)
    .where('id', '=', id)
    .execute();
  if (record.avatar) await removeImageFile(staticsDir, String(record.avatar));
  return getRecord(ctx, model, id);
}
