/**
 * Image uploads of spec §7 at the paths the registry names (`api.images`,
 * `api.avatar`): record images (max 5, ordered by `filesIndex`), their deletion,
 * and avatars.
 * Each call is behind its resource's gate; files are read with the multipart
 * limits of spec §9 and checked by content before anything is stored.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { join } from 'node:path';
import { unprocessable } from '../../core/errors';
import type { EntityModel } from '../../core/crud/entity-model';
import { MAX_IMAGE_BYTES, MAX_IMAGES } from './image-files';
import { addImages, removeImages, setAvatar, type Upload } from './record-images';
import { readParts } from './upload-parts';
import { ok } from '../../core/reply';
import { answers } from '../../core/openapi/responses';
import { fileParts, multipartBody } from '../../core/openapi/request-bodies';
import { typed } from '../../core/typed';
import { writeGate } from '../../../domain/gate';

const idParams = { type: 'object', properties: { id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } }, required: ['id'] } as const;
const imageIdsParams = {
  type: 'object',
  properties: { id: idParams.properties.id, imageIds: { type: 'string', pattern: '^[0-9a-f-]{36}(,[0-9a-f-]{36})*$' } },
  required: ['id', 'imageIds'],
} as const;

const imagesBody = multipartBody(
  {
    files: fileParts(`JPEG, PNG, GIF or WebP images, ${MAX_IMAGE_BYTES / 1024 / 1024} MB each`, MAX_IMAGES),
    filesIndex: {
      type: 'string',
      pattern: '^\\d+(,\\d+)*$',
      description: "Each file's place among the record's images, comma-joined in the files' order",
    },
    replaces: { type: 'string', description: 'Comma-joined ids of stored images the files replace' },
  },
  ['files'],
);
const avatarBody = multipartBody({ files: fileParts(`A JPEG, PNG, GIF or WebP image, ${MAX_IMAGE_BYTES / 1024 / 1024} MB at most`) }, [
  'files',
]);
/** An image too large, or whose bytes are no image of the type its name says. */
const imageRefusals = { 413: ['PAYLOAD_TOO_LARGE'], 415: ['UNSUPPORTED_MEDIA_TYPE'] };

/** `admin/products/{id}/images/{imageIds}` (registry form) → `/admin/products/:id/images/:imageIds`. */
const routePath = (path: string) => `/${path.replace(/\{(\w+)\}/g, ':$1')}`;

/**
 * Reads the files, the `filesIndex` field and `replaces` (ids of stored images the
 * files take the place of); what the parser refuses is an error on `files` (readParts).
 */
async function readUploads(request: FastifyRequest, maxFiles: number): Promise<{ uploads: Upload[]; replaces: string[] }> {
  const files: Array<{ bytes: Buffer; name: string }> = [];
  let order: number[] = [];
  let replaces: string[] = [];
  await readParts(request, 'files', { fileSize: MAX_IMAGE_BYTES, files: maxFiles, fields: 5 }, async (part) => {
    if (part.type === 'file') files.push({ bytes: await part.toBuffer(), name: part.filename });
    else if (part.fieldname === 'filesIndex') order = String(part.value).split(',').map(Number).filter(Number.isInteger);
    else if (part.fieldname === 'replaces')
      replaces = String(part.value)
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean);
  });
  return { uploads: files.map((file, i) => ({ ...file, index: order[i] })), replaces };
}

export function uploadRoutes(fastify: FastifyInstance): void {
  const app = typed(fastify);
  const staticsDir = join(app.config.dataDir, 'statics');
  const gated = (model: EntityModel) => ({ gate: writeGate(model.config) });
  const answered = (model: EntityModel) => answers({ $ref: `${model.config.name}#` });
  const labelOf = (model: EntityModel) => (model.schema['x-label']?.en ?? model.config.name).toLowerCase();

  for (const model of app.models.values()) {
    const { images, avatar, avatarAliases = [] } = model.config.api;
    if (images) imageRoutes(model, images);
    for (const path of avatar ? [avatar, ...avatarAliases] : []) avatarRoute(model, path);
  }

  function imageRoutes(model: EntityModel, { upload, remove }: { upload: string; remove: string }) {
    app.post(
      routePath(upload),
      {
        config: { ...gated(model), requestBody: imagesBody, refuses: imageRefusals },
        schema: {
          summary: `Upload images of ${labelOf(model)}`,
          description:
            "Multipart `files` (5 MB each, at most 5 images a record), `filesIndex`, the places they take among the record's images, and optionally `replaces`, the comma-joined ids of stored images they replace (removed in the same save).",
          params: idParams,
          response: answered(model),
        },
      },
      async (request) => {
        const { uploads, replaces } = await readUploads(request, MAX_IMAGES);
        return ok(await addImages(request.ctx!, model, request.params.id, uploads, staticsDir, replaces), 'uploaded');
      },
    );
    app.delete(
      routePath(remove),
      {
        config: gated(model),
        schema: {
          summary: `Delete images of ${labelOf(model)}`,
          description: "The record's images whose ids the path lists, comma-joined.",
          params: imageIdsParams,
          response: answered(model),
        },
      },
      async (request) =>
        ok(await removeImages(request.ctx!, model, request.params.id, request.params.imageIds.split(','), staticsDir), 'deleted'),
    );
  }
  function avatarRoute(model: EntityModel, path: string) {
    app.post(
      routePath(path),
      {
        config: { ...gated(model), requestBody: avatarBody, refuses: imageRefusals },
        schema: {
          summary: `Upload an avatar for ${labelOf(model)}`,
          description: "One multipart image file (5 MB at most), in place of the record's previous avatar.",
          params: idParams,
          response: answered(model),
        },
      },
      async (request) => {
        const [first] = (await readUploads(request, 1)).uploads;
        if (!first)
          throw unprocessable(request.ctx!.t('errors.validationFailed'), [
            { field: 'file', message: request.ctx!.t('validation.required') },
          ]);
        return ok(await setAvatar(request.ctx!, model, request.params.id, first, staticsDir), 'uploaded');
      },
    );
  }
}
