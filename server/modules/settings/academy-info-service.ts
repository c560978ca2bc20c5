/**
 * The academy's own details (settings → general, reference §4.26): its profile
 * and bank account, edited by an admin of that academy only, and its logo and
 * bank QR code, checked like every uploaded image.
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import { ACADEMY_IMAGES, ACADEMY_INFO_FIELDS, academyInfoSchema, type AcademyImageType } from '../../../schemas/academy-info';
import { extendAjv } from '../../../schemas/vocabulary';
import { bodyAsStored } from '../../../schemas/typed-input';
import type { RequestContext } from '../../core/context';
import { forbidden, unprocessable, unsupportedMedia } from '../../core/errors';
import { toFieldErrors } from '../../core/field-errors';
import { removeImageFile, storeImage } from '../uploads/image-files';

const ajv = extendAjv(new Ajv2020({ allErrors: true, strict: true }));
const validate = ajv.compile(academyInfoSchema);

const COLUMNS = [...ACADEMY_INFO_FIELDS, 'logo', 'qr_code'] as const;

/** The academy's details as the general settings page shows them (absent ones are null). */
export async function academyDetails(ctx: RequestContext) {
  return ctx.db
    .selectFrom('academies')
    .select([...COLUMNS])
    .where('id', '=', ctx.academy.id)
    .executeTakeFirstOrThrow();
}

/** Only the caller's own academy: another one's id is refused, whether it exists or not. */
function ownAcademy(ctx: RequestContext, id: number): void {
  if (id !== ctx.academy.id) throw forbidden(ctx.t('settingsRules.otherAcademy'), 'OTHER_ACADEMY');
}

export async function updateAcademyInfo(ctx: RequestContext, id: number, body: unknown) {
  ownAcademy(ctx, id);
  body =
    body && typeof body === 'object' && !Array.isArray(body)
      ? bodyAsStored(academyInfoSchema.properties, body as Record<string, unknown>)
      : body;
  if (!validate(body)) throw unprocessable(ctx.t('errors.validationFailed'), toFieldErrors(validate.errors, ctx.t));
  const values = body as unknown as Record<string, unknown>;
  await ctx.db
    .updateTable('academies')
    .set(Object.fromEntries(ACADEMY_INFO_FIELDS.map((f) => [f, typeof values[f] === 'string' ? values[f].trim() : values[f]])))
    .where('id', '=', id)
    .execute();
  return academyDetails(ctx);
}

/** Stores the logo (`imageType` 1) or the bank QR code (2) in place of the previous one. */
export async function uploadAcademyImage(
  ctx: RequestContext,
  id: number,
  imageType: number | undefined,
  { bytes, name }: { bytes?: Buffer; name?: string },
  staticsDir: string,
) {
  ownAcademy(ctx, id);
  const column = ACADEMY_IMAGES[imageType as AcademyImageType];
  if (!column) throw unprocessable(ctx.t('errors.validationFailed'), [{ field: 'imageType', message: ctx.t('validation.enum') }]);
  if (!bytes?.length) throw unprocessable(ctx.t('errors.validationFailed'), [{ field: 'file', message: ctx.t('validation.required') }]);
  const stored = await storeImage(staticsDir, name, bytes);
  if (!stored) throw unsupportedMedia(ctx.t('errors.validationFailed'), [{ field: 'file', message: ctx.t('validation.imageType') }]);
  const before = await academyDetails(ctx);
  await ctx.db
    .updateTable('academies')
    .set({ [column]: stored.url })
    .where('id', '=', id)
    .execute();
  if (before[column]) await removeImageFile(staticsDir, String(before[column]));
  return academyDetails(ctx);
}
