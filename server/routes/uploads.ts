/**
 * Image uploads of spec §7: record images of products, rewards and events (max 5,
 * ordered by `filesIndex`), their deletion, and avatars of players and teachers.
 * Each call is behind its resource's gate; files are read with the multipart
 * limits of spec §9 and checked by content before anything is stored.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { join } from 'node:path';
import { unprocessable } from '../errors';
import type { EntityModel } from '../services/entity-model';
import { MAX_IMAGE_BYTES, MAX_IMAGES } from '../services/image-files';
import { addImages, removeImages, setAvatar, type Upload } from '../services/record-images';
import { ok } from './reply';

const idParams = { type: 'object', properties: { id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } }, required: ['id'] } as const;
const imageIdsParams = {
  type: 'object',
  properties: { id: idParams.properties.id, imageIds: { type: 'string', pattern: '^[0-9a-f-]{36}(,[0-9a-f-]{36})*$' } },
  required: ['id', 'imageIds'],
} as const;

/** Record images: [resource, upload path, delete path] with `:id` and `:imageIds`. */
const IMAGE_ROUTES = [
  ['products', 'admin/products/:id/upload-images', 'admin/products/:id/images/:imageIds'],
  ['rewards', 'admin/rewards/:id/upload-images', 'admin/rewards/:id/images/:imageIds'],
  ['events', 'admin/events/:id/static-files', 'admin/events/:id/static-files/:imageIds'],
] as const;
const AVATAR_ROUTES = [
  ['players', 'players/:id/upload-avatar'],
  ['managers', 'admin/managers/:id/upload-avatar'],
] as const;

/** Reads the files and the `filesIndex` field; a file over the limit is a 422, not a stream error. */
async function readUploads(request: FastifyRequest): Promise<Upload[]> {
  const files: Buffer[] = [];
  let order: number[] = [];
  try {
    for await (const part of request.parts({ limits: { fileSize: MAX_IMAGE_BYTES, files: MAX_IMAGES, fields: 5 } })) {
      if (part.type === 'file') files.push(await part.toBuffer());
      else if (part.fieldname === 'filesIndex') order = String(part.value).split(',').map(Number).filter(Number.isInteger);
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    const t = request.ctx!.t;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw unprocessable(t('errors.validationFailed'), [{ field: 'files', message: t('validation.imageTooLarge') }]);
    if (code === 'FST_FILES_LIMIT') throw unprocessable(t('errors.validationFailed'), [{ field: 'files', message: t('validation.tooManyImages', { max: MAX_IMAGES }) }]);
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw unprocessable(t('errors.validationFailed'), [{ field: 'files', message: t('validation.required') }]);
    throw err;
  }
  return files.map((bytes, i) => ({ bytes, index: order[i] }));
}

export function uploadRoutes(app: FastifyInstance): void {
  const staticsDir = join(app.config.dataDir, 'statics');
  const gated = (model: EntityModel) => ({ gate: { roles: model.config.roles, features: model.config.features } });

  for (const [name, upload, remove] of IMAGE_ROUTES) {
    const model = app.models.get(name);
    if (!model) continue;
    app.post<{ Params: { id: number } }>(`/v1/api/${upload}`, { config: gated(model), schema: { params: idParams } }, async (request) =>
      ok(await addImages(request.ctx!, model, request.params.id, await readUploads(request), staticsDir), 'Uploaded'),
    );
    app.delete<{ Params: { id: number; imageIds: string } }>(`/v1/api/${remove}`, { config: gated(model), schema: { params: imageIdsParams } }, async (request) =>
      ok(await removeImages(request.ctx!, model, request.params.id, request.params.imageIds.split(','), staticsDir), 'Deleted'),
    );
  }
  for (const [name, path] of AVATAR_ROUTES) {
    const model = app.models.get(name);
    if (!model) continue;
    app.post<{ Params: { id: number } }>(`/v1/api/${path}`, { config: gated(model), schema: { params: idParams } }, async (request) => {
      const [first] = await readUploads(request);
      if (!first) throw unprocessable(request.ctx!.t('errors.validationFailed'), [{ field: 'file', message: request.ctx!.t('validation.required') }]);
      return ok(await setAvatar(request.ctx!, model, request.params.id, first.bytes, staticsDir), 'Uploaded');
    });
  }
}
