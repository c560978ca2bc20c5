/**
 * The academy's details (settings → general): PUT /v1/api/admin/academies/{id}
 * and POST /v1/api/admin/academies/{id}/upload (multipart `file` + `imageType`
 * 1 logo / 2 QR code). Admin only (spec §6: both roles read them, only an admin
 * changes them); the package must offer the application setup.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { join } from 'node:path';
import { updateAcademyInfo, uploadAcademyImage } from './academy-info-service';
import { MAX_IMAGE_BYTES } from '../uploads/image-files';
import { readParts } from '../uploads/upload-parts';
import { ok } from '../../core/reply';
import { answers } from '../../core/openapi/responses';
import { fileParts, multipartBody } from '../../core/openapi/request-bodies';
import { academyInfoSchema } from '../../../schemas/academy-info';
import { typed } from '../../core/typed';
import { plainSchema, withoutDefaults } from '../../core/openapi/record-schemas';
import { typedBody } from '../../core/openapi/request-bodies';
import { academyDetailsSchema } from '../../../domain/academy';
import { refuseAllButBody } from '../../core/hooks/validators';

const idParams = { type: 'object', properties: { id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } }, required: ['id'] } as const;
const gate = { roles: ['admin' as const], features: ['setup.application' as const] };

const imageBody = multipartBody(
  {
    file: fileParts('A JPEG, PNG, GIF or WebP image, 5 MB at most'),
    imageType: { type: 'string', enum: ['1', '2'], description: '1: the logo; 2: the bank QR code' },
  },
  ['file', 'imageType'],
);
/** The one file, its name and its `imageType`; what the parser refuses is an error on `file` (readParts). */
async function readImage(request: FastifyRequest): Promise<{ bytes?: Buffer; name?: string; imageType?: number }> {
  const out: { bytes?: Buffer; name?: string; imageType?: number } = {};
  await readParts(request, 'file', { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 2 }, async (part) => {
    if (part.type === 'file') Object.assign(out, { bytes: await part.toBuffer(), name: part.filename });
    else if (part.fieldname === 'imageType') out.imageType = Number(part.value);
  });
  return out;
}

const infoBody = withoutDefaults(plainSchema(academyInfoSchema, 'en')) as Record<string, unknown>;

export function academyInfoRoutes(fastify: FastifyInstance): void {
  const app = typed(fastify);
  const staticsDir = join(app.config.dataDir, 'statics');
  app.put(
    '/admin/academies/:id',
    {
      // Its phone is taken as typed (spaces, +84) and kept as digits.
      config: { gate, requestBody: { schema: typedBody(infoBody, academyInfoSchema.properties) } },
      schema: {
        summary: "Edit the academy's details",
        description: 'Its profile and bank account (settings → general). Admins of this academy only.',
        params: idParams,
        body: infoBody,
        response: answers(academyDetailsSchema),
      },
      // The service words the refusals of the body (422), with the same schema as the page's form.
      attachValidation: true,
      preHandler: refuseAllButBody,
    },
    async (request) => ok(await updateAcademyInfo(request.ctx!, request.params.id, request.body), 'updated'),
  );
  app.post(
    '/admin/academies/:id/upload',
    {
      config: {
        gate,
        requestBody: imageBody,
        refuses: { 403: ['OTHER_ACADEMY'], 413: ['PAYLOAD_TOO_LARGE'], 415: ['UNSUPPORTED_MEDIA_TYPE'] },
      },
      schema: {
        summary: "Upload the academy's logo or QR code",
        description:
          'Multipart `file` with `imageType` 1 for the logo or 2 for the bank QR code, in place of the previous one. Admins of this academy only.',
        params: idParams,
        response: answers(academyDetailsSchema),
      },
    },
    async (request) => {
      const { bytes, name, imageType } = await readImage(request);
      return ok(await uploadAcademyImage(request.ctx!, request.params.id, imageType, { bytes, name }, staticsDir), 'uploaded');
    },
  );
}
