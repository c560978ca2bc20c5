/**
 * The academy's own details (`settings/academy.json`): the general settings
 * page's form and the body of `PUT /v1/api/admin/academies/{id}`, checked by the
 * same schema on both sides. The two images are uploaded on their own.
 */
import { inlineRefs } from './catalogue';
import enums from './enums.json' with { type: 'json' };
import raw from './settings/academy.json' with { type: 'json' };
import type { PropertySchema } from './vocabulary';

export const academyInfoSchema = inlineRefs(raw, { enums } as never) as {
  type: 'object';
  properties: Record<AcademyInfoField, PropertySchema>;
  required: AcademyInfoField[];
  additionalProperties: false;
};

export type AcademyInfoField =
  | 'name'
  | 'director'
  | 'size'
  | 'industry_type'
  | 'city'
  | 'address'
  | 'time_zone'
  | 'primary_contact'
  | 'account_name'
  | 'account_number'
  | 'bank_name';

export const ACADEMY_INFO_FIELDS = Object.keys(academyInfoSchema.properties) as AcademyInfoField[];

export type AcademyInfo = Record<Exclude<AcademyInfoField, 'size' | 'industry_type'>, string | null> & {
  size: number | null;
  industry_type: number | null;
};

/** `imageType` of `POST /admin/academies/{id}/upload`: the column each image goes to. */
export const ACADEMY_IMAGES = { 1: 'logo', 2: 'qr_code' } as const;
export type AcademyImageType = keyof typeof ACADEMY_IMAGES;
