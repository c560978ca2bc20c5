/**
 * Spec §4 "uploaded images": the list an image grid edits. A remote item is a
 * stored image (`id`, `url`); a local item is a chosen file not stored yet.
 * Removing a remote item only marks it `delete` (the server still has to be
 * told); removing a local one drops it; replacing does that to the old item and
 * puts the new file in its place. Renumbering puts the deleted items first and
 * numbers every item by its place, so no two share a `fileIndex`.
 * Limits are spec §9's; the server checks them again by content.
 */

/** An image as the API answers it on a record (`images`). */
export interface RecordImage {
  id: string;
  url: string;
  file_index: number;
}

export interface ImageItem {
  /** Stable key: the image id, or a fresh one for a local file. */
  uid: string;
  /** Present on a stored image. */
  id?: string;
  url?: string;
  /** Present on a chosen file not stored yet. */
  file?: File;
  delete?: boolean;
  fileIndex: number;
}

export const MAX_IMAGES = 5;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const IMAGE_ACCEPT = '.jpg,.png,.jpeg,.svg';

const EXTENSIONS = /\.(jpe?g|png|svg)$/i;
const MIME_TYPES = ['image/jpeg', 'image/png', 'image/svg+xml'];

let localCount = 0;

/** The record's stored images, in their order. */
export function fromRemote(images: RecordImage[] | null | undefined): ImageItem[] {
  return [...(images ?? [])]
    .sort((a, b) => a.file_index - b.file_index)
    .map((image) => ({ uid: image.id, id: image.id, url: image.url, fileIndex: image.file_index }));
}

/** The items still shown (not marked deleted). */
export const keptItems = (items: ImageItem[]) => items.filter((item) => !item.delete);

/** Ids of stored images marked deleted: what the delete call names. */
export const deletedIds = (items: ImageItem[]) => items.filter((item) => item.delete && item.id).map((item) => item.id!);

/** The i18n key (under `validation.`) of what is wrong with a chosen file, if anything. */
export function imageProblem(file: File): 'imageTooLarge' | 'imageType' | undefined {
  // The name decides; a MIME type, when the browser gives one, must agree.
  if (!EXTENSIONS.test(file.name) || (file.type && !MIME_TYPES.includes(file.type))) return 'imageType';
  if (file.size >= MAX_IMAGE_BYTES) return 'imageTooLarge';
  return undefined;
}

/**
 * Appends chosen files after the kept items, cut to the free slots (spec §9).
 * `cut` says how many were left out, so the caller can warn.
 */
export function addFiles(items: ImageItem[], files: File[], max = MAX_IMAGES) {
  const kept = keptItems(items).length;
  const taken = files.slice(0, Math.max(0, max - kept));
  const added = taken.map((file, i) => ({ uid: `local-${++localCount}`, file, fileIndex: kept + i }));
  return { items: [...items, ...added], added, cut: files.length - taken.length };
}

/** Removing a stored image marks it deleted and keeps it; a local one is dropped. */
export function removeItem(items: ImageItem[], uid: string): ImageItem[] {
  return items.flatMap((item) => {
    if (item.uid !== uid) return [item];
    return item.id ? [{ ...item, delete: true }] : [];
  });
}

/** The new file takes the place of item `uid`, which is removed (marked deleted when stored). */
export function replaceItem(items: ImageItem[], uid: string, file: File): { items: ImageItem[]; added: ImageItem } {
  const old = items.find((item) => item.uid === uid);
  if (!old) throw new Error(`No image ${uid} to replace`);
  const added = { uid: `local-${++localCount}`, file, fileIndex: old.fileIndex };
  return { items: [...removeItem(items, uid), added], added };
}

/** Deleted items first, then the kept ones in `fileIndex` order; each numbered by its place. */
export function renumber(items: ImageItem[]): ImageItem[] {
  const deleted = items.filter((item) => item.delete);
  const kept = keptItems(items).sort((a, b) => a.fileIndex - b.fileIndex);
  return [...deleted, ...kept].map((item, i) => ({ ...item, fileIndex: i }));
}
