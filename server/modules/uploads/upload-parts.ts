/**
 * Reading an upload's multipart body, the one way every upload route does it:
 * whatever the parser refuses is a field error on the upload's field, in the
 * caller's language, never a 5xx. A file over the size limit is a 413; too many
 * files, or a body that is not multipart at all, a 422; a body cut short or
 * malformed (no boundary, a broken part header, no closing boundary) a 400.
 */
import type { Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { badRequest, tooLarge, unprocessable } from '../../core/errors';

export interface PartLimits {
  fileSize: number;
  files: number;
  fields: number;
}

/** Hands each part to `take` as it arrives (a file must be read there, before the next part comes). */
export async function readParts(
  request: FastifyRequest,
  field: string,
  limits: PartLimits,
  take: (part: Multipart) => Promise<void>,
): Promise<void> {
  const t = request.ctx!.t;
  try {
    for await (const part of request.parts({ limits })) await take(part);
  } catch (err) {
    switch ((err as { code?: string }).code) {
      case 'FST_REQ_FILE_TOO_LARGE':
        throw tooLarge(t('errors.validationFailed'), [{ field, message: t('validation.imageTooLarge') }]);
      case 'FST_FILES_LIMIT':
        throw unprocessable(t('errors.validationFailed'), [{ field, message: t('validation.tooManyImages', { max: limits.files }) }]);
      case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
        throw unprocessable(t('errors.validationFailed'), [{ field, message: t('validation.required') }]);
      default:
        // Only the body's own bytes can fail here: the parser's errors (busboy's, a part or field limit) are the sender's.
        throw badRequest(t('validation.multipart'), [{ field, message: t('validation.multipart') }]);
    }
  }
}
