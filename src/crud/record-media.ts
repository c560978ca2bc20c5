/**
 * A record's pictures, as the registry names them: `api.images` (a grid of up
 * to five, products / rewards / events) and `api.avatar` (one photo, players /
 * managers). Plain: paths under /v1/api and the picture a list row shows.
 */
import type { BaseRecord } from '@refinedev/core';
import { resources } from '../../resources.config';
import type { RecordImage } from '../lib/image-items';

const fill = (path: string, values: Record<string, string | number>) =>
  `/${path.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key]))}`;

const apiOf = (resource: string) => resources.find((entry) => entry.name === resource)?.api;

/** Upload and delete paths of a record's images, when its resource has them. */
export function imagePaths(resource: string, id: string | number) {
  const images = apiOf(resource)?.images;
  if (!images) return undefined;
  return {
    upload: fill(images.upload, { id }),
    remove: (imageIds: string[]) => fill(images.remove, { id, imageIds: imageIds.join(',') }),
  };
}

/** Upload path of a record's avatar, when its resource has one. */
export function avatarPath(resource: string, id: string | number): string | undefined {
  const avatar = apiOf(resource)?.avatar;
  return avatar && fill(avatar, { id });
}

/** What picture the resource's rows carry: a person's avatar, images, or none. */
export function pictureKind(resource: string): 'avatar' | 'images' | undefined {
  const api = apiOf(resource);
  return api?.avatar ? 'avatar' : api?.images ? 'images' : undefined;
}

/** A Vietnamese full name ends with the given name, which is what people are called by. */
export const initialOf = (name: string) => name.trim().split(/\s+/).pop()?.charAt(0).toUpperCase() ?? '';

/** The picture of a row: its avatar, or its first image by `file_index`. */
export function pictureUrl(record: BaseRecord): string | undefined {
  if (typeof record.avatar === 'string' && record.avatar) return record.avatar;
  const images = (record.images as RecordImage[] | null | undefined) ?? [];
  return images.reduce<RecordImage | undefined>(
    (first, image) => (!first || image.file_index < first.file_index ? image : first),
    undefined,
  )?.url;
}

/** A field the picture blocks show (a resource's `images` or `avatar`), so the field list can leave it out. */
export const isPictureField = (resource: string, field: string) =>
  (field === 'images' || field === 'avatar') && Boolean(apiOf(resource)?.[field]);
